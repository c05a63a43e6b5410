import { ApiErrorBodySchema, endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { SavedSearchAlerts } from './saved-search-alerts.js';
import { SavedSearchService } from './saved-searches.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The alert worker of this instance (tests run its due jobs with `runDueJobs()`). */
    savedSearchAlerts: SavedSearchAlerts;
  }
}

const errors = errorBodies(400, 401, 403, 404);

/** An unsubscribe POST's body is at most `List-Unsubscribe=One-Click`. */
const FORM_BODY_LIMIT = 1024;

/**
 * `GET|POST /api/saved_searches`, `PATCH|DELETE /api/saved_searches/{id}`,
 * `POST /api/saved_searches/{id}/visit`, `GET|POST /api/saved_searches/unsubscribe`,
 * and the alert worker. A fastify-plugin (not encapsulated) because other
 * code reaches the worker as `app.savedSearchAlerts`; the routes themselves
 * sit in their own `/api` scope.
 */
export const savedSearchesRoutes = fp(
  async (app: FastifyInstance) => {
    const alerts = new SavedSearchAlerts({
      db: app.db,
      features: app.database.features,
      mailer: app.mailer,
      now: app.now,
      publicUrl: app.config.publicUrl,
      jwtSecret: app.config.jwtSecret,
      log: app.log,
      intervalSeconds: app.config.alertJobsIntervalSeconds,
    });
    app.decorate('savedSearchAlerts', alerts);
    const service = new SavedSearchService({ db: app.db, features: app.database.features, now: app.now, jwtSecret: app.config.jwtSecret });
    app.addHook('onReady', async () => alerts.start());
    // Before the database and the mailer close (their hooks were added earlier, and run later).
    app.addHook('preClose', async () => alerts.stop());

    app.events.on('vacancy.published', async ({ publishedAt }) => {
      // Every direct search gets a job; this instance runs them now, another instance at its next tick if it is first.
      if ((await service.enqueueDirectAlerts(publishedAt)) > 0) alerts.wake();
    });

    if (app.config.nodeEnv !== 'production') {
      // e2e: a daily or weekly digest cannot wait a day. Not in production.
      app.withTypeProvider<ZodTypeProvider>().post(
        '/api/_dev/saved_search_alerts/run',
        {
          schema: {
            tags: ['development'],
            summary: 'Make every pending alert job due now and run them (not in production)',
            description: 'Digests go out now instead of at their time; answers how many alert mails were sent. The mails are in `GET /api/_dev/mailbox`.',
            response: { 200: z.object({ mailed: z.number().int() }) },
          },
        },
        async (_request, reply) => {
          await service.makeAllAlertsDue(app.now());
          const mailed = await alerts.runDueJobs();
          reply.header('cache-control', 'no-store');
          return { mailed };
        },
      );
    }

    await app.register(async (scope) => routes(scope, service), {
      prefix: '/api',
    });
  },
  { name: 'saved-searches', dependencies: ['app-context', 'mail', 'auth'] },
);

async function routes(app: FastifyInstance, service: SavedSearchService): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    endpoints.savedSearches.list.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.savedSearches.list, {
        tags: ['saved-searches'],
        summary: 'Own saved searches, newest first, with their new matches',
        description:
          '`newMatchCount`: open opdrachten matching the filter published after `lastVisitedAt` (or after the search was saved). Freelancers only (403 for staff).',
        errors: errorBodies(401, 403),
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.list(currentUser(request));
    },
  );

  typed.post(
    endpoints.savedSearches.create.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.savedSearches.create, {
        tags: ['saved-searches'],
        summary: 'Save a search (the filters of /opdrachten)',
        description:
          '`frequency` defaults to `daily`. 409 `SAVED_SEARCH_LIMIT` beyond MAX_SAVED_SEARCHES (20) per person; 400 `UNKNOWN_POSTCODE` for a postcode that cannot be placed. Freelancers only (403 for staff).',
        errors: { ...errors, 409: ApiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const saved = await service.create(currentUser(request), request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(saved);
    },
  );

  // Static before parametric: `/saved_searches/unsubscribe` is never read as an id.
  app.register(unsubscribeRoutes, { service });

  typed.patch(
    endpoints.savedSearches.update.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.savedSearches.update, {
        tags: ['saved-searches'],
        summary: 'Rename a saved search or change how often it mails',
        description:
          'A mail turned back on (from `off`) lists only opdrachten published from then on. Another person\'s search is a 404 `SAVED_SEARCH_NOT_FOUND`.',
        errors,
      }),
    },
    async (request, reply) => {
      const saved = await service.update(currentUser(request), request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return saved;
    },
  );

  typed.delete(
    endpoints.savedSearches.remove.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.savedSearches.remove, {
        tags: ['saved-searches'],
        summary: 'Delete a saved search (its alerts stop)',
        errors,
      }),
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  typed.post(
    endpoints.savedSearches.visit.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.savedSearches.visit, {
        tags: ['saved-searches'],
        summary: 'The owner opened the results: new matches count from now',
        errors,
      }),
    },
    async (request, reply) => {
      const saved = await service.visit(currentUser(request), request.params.id);
      reply.header('cache-control', 'no-store');
      return saved;
    },
  );
}

/**
 * The one-click unsubscribe of an alert mail: no login, the signed token in
 * the query is the authority. In a scope of its own, because it alone takes
 * RFC 8058's form post (`application/x-www-form-urlencoded`,
 * `List-Unsubscribe=One-Click`) and is exempt from the cross-site check.
 */
async function unsubscribeRoutes(app: FastifyInstance, options: { service: SavedSearchService }): Promise<void> {
  const { service } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  typed.get(
    endpoints.savedSearches.readUnsubscribe.path,
    {
      schema: routeSchema(endpointSchemas.savedSearches.readUnsubscribe, {
        tags: ['saved-searches'],
        summary: 'Which saved search an unsubscribe token is for (changes nothing)',
        description:
          'No login. Never changes anything: mail scanners open the links of a mail. 400 `INVALID_UNSUBSCRIBE_TOKEN` for a token that is not an unsubscribe token of this site (a login token included), 404 `SAVED_SEARCH_NOT_FOUND` when the search is gone, 410 `UNSUBSCRIBE_TOKEN_EXPIRED` a year after the mail was sent.',
        errors: errorBodies(400, 404, 410),
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.readUnsubscribe(request.query.token);
    },
  );

  typed.post(
    endpoints.savedSearches.unsubscribe.path,
    {
      // RFC 8058: the mail provider posts from its own servers, some webmail from the reader's browser: the token is the authority, not a cookie.
      config: { crossSiteAllowed: true },
      schema: routeSchema(endpointSchemas.savedSearches.unsubscribe, {
        tags: ['saved-searches'],
        summary: 'Turn a saved search\'s alert mail off (one-click unsubscribe, RFC 8058)',
        description:
          'No login, no same-origin check: the signed token in the query decides. Takes an empty body, JSON, or the form body `List-Unsubscribe=One-Click`. Idempotent; answers the search\'s name and `frequency: off`. 400 `INVALID_UNSUBSCRIBE_TOKEN`, 404 `SAVED_SEARCH_NOT_FOUND`, 410 `UNSUBSCRIBE_TOKEN_EXPIRED`.',
        errors: errorBodies(400, 404, 410),
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.unsubscribe(request.query.token);
    },
  );

  typed.post(
    endpoints.savedSearches.undoUnsubscribe.path,
    {
      schema: routeSchema(endpointSchemas.savedSearches.undoUnsubscribe, {
        tags: ['saved-searches'],
        summary: 'Undo an unsubscribe: the alert mail back at its earlier frequency ("Ongedaan maken")',
        description:
          'No login: the same signed token decides. Same-origin like every other write (the unsubscribe page of this site sends it). Changes only a search whose mail is off. 400 `INVALID_UNSUBSCRIBE_TOKEN` or a validation error, 404 `SAVED_SEARCH_NOT_FOUND`, 410 `UNSUBSCRIBE_TOKEN_EXPIRED`.',
        errors: errorBodies(400, 404, 410),
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.resubscribe(request.query.token, request.body.frequency);
    },
  );
}
