import { ApiErrorBodySchema, endpoints, endpointSchemas, type VacancyListItem } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConcurrencyLimiter } from '../../http/concurrency-limiter.js';
import { setContentRange } from '../../http/content-range.js';
import { SerializedOnce } from '../../http/serialized-once.js';
import { requireClientHeader, requireUser } from '../../http/request-guards.js';
import { currentUser, requireStaff } from '../../plugins/auth.js';
import { limitPerIp } from '../../plugins/rate-limit.js';
import { StaffVacancyService } from './staff-vacancy.service.js';
import { VacancyService } from './vacancies.service.js';
import { VacancyListCache } from './vacancy-list-cache.js';
import type { VacancyLinks } from './vacancy-links.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403, 404);

/** RATE_LIMIT_SEARCH_PER_MINUTE searches per client IP per minute. */
const limitSearches = limitPerIp('search', (config) => config.trafficLimits.searchPerMinute, 60);

/** Longest wait of an uncached search for a turn before it is answered 503 after all. */
const SEARCH_MAX_WAIT_MS = 2000;

/**
 * `GET /api/vacancies`, `/vacancies/{id}`, `/vacancies/{id}/similar`, `/vacancies/{id}/favorite`,
 * `/vacancies/{id}/unfavorite`; for staff also `POST /vacancies` and
 * `PATCH /vacancies/{id}`.
 */
export async function vacanciesRoutes(app: FastifyInstance, links: VacancyLinks): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cache = new VacancyListCache<VacancyListItem[]>();
  // A vacancy written on any instance clears it (plugins/cache-coherence.ts); its TTL is only the fallback.
  app.sharedCaches.onInvalidate('vacancies', () => cache.clear());
  // Per instance: SEARCH_CONCURRENCY uncached searches at once, SEARCH_QUEUE waiting, the rest 503.
  const limiter = new ConcurrencyLimiter({
    maxConcurrent: app.config.trafficLimits.searchConcurrency,
    maxQueued: app.config.trafficLimits.searchQueue,
    maxWaitMs: SEARCH_MAX_WAIT_MS,
  });
  // The client of a converted request hears of its opdracht and its publication (issue 31).
  const clientRequests = links.clientRequests(app);
  const service = new VacancyService({ db: app.db, features: app.database.features, cache, limiter, requestIdOf: clientRequests.requestIdOf });
  const staffService = new StaffVacancyService({
    db: app.db,
    cache,
    reader: service,
    clientRequests,
    // Saved searches mail their new matches (issue 19); a failing handler is logged, the publication stands.
    onPublished: (vacancyId, publishedAt) => app.events.emit('vacancy.published', { vacancyId, publishedAt }),
    // Every instance's list cache and kept server renders are dropped (plugins/cache-coherence.ts).
    onChanged: (vacancyId) => app.events.emit('vacancy.changed', { vacancyId }),
    // Closing ends the open reacties and mails their freelancers (issue 32 item 8, ADR 0020).
    applicationsOnClose: links.applicationsOnClose(app),
  });
  // Anonymous searches get the cached page itself (same array), so its JSON is made once per cached page.
  const anonymousPages = new SerializedOnce<VacancyListItem[]>();

  routes.get(
    endpoints.vacancies.list.path,
    {
      preHandler: limitSearches,
      schema: routeSchema(endpointSchemas.vacancies.list, {
        tags: ['vacancies'],
        summary: 'Search vacancies',
        description:
          'JSON query parameters: `range=[0,19]` (inclusive, at most 100), `sort=["publishedAt","DESC"]`, `filter={"q":"projectmanager"}`; `track` records the search. Answers `Content-Range: vacancies <start>-<end>/<total>`. Concepts never show, except to staff: `filter.status` `concept` (401 for visitors, 403 for freelancers) or `all`; the staff sorts (title, clientName, city, sector, status, createdAt, updatedAt, id) are staff only too. Staff lists are never cached. 429 `RATE_LIMITED` beyond RATE_LIMIT_SEARCH_PER_MINUTE searches per IP; 503 `SERVER_BUSY` (Retry-After) when the instance already runs and queues as many uncached searches as it takes.',
        errors: errorBodies(400, 401, 403, 429, 503),
      }),
    },
    async (request, reply) => {
      const { filter = {}, sort, range, track } = request.query;
      const userId = request.user?.id;
      const staff = request.user?.role === 'staff';
      const result = await service.search({
        filter,
        ...(sort ? { sort } : {}),
        ...(range ? { range } : {}),
        ...(userId === undefined ? {} : { userId }),
        ...(staff ? { staff } : {}),
      });
      if (track) {
        await service.recordEvent({
          kind: 'search',
          ...(userId === undefined ? {} : { userId }),
          query: { filter, sort: sort ?? null, range: range ?? null },
          resultCount: result.total,
          at: app.now(),
        });
      }
      setContentRange(reply, 'vacancies', result.start, result.items.length, result.total);
      // Answers differ per user (isFavorite) and change often.
      reply.header('cache-control', 'private, no-cache');
      return userId === undefined ? anonymousPages.send(reply, result.items) : result.items;
    },
  );

  routes.get(
    endpoints.vacancies.get.path,
    {
      schema: routeSchema(endpointSchemas.vacancies.get, {
        tags: ['vacancies'],
        summary: 'Read one vacancy',
        description:
          'Open and closed vacancies for everyone; a concept only for staff (404 `VACANCY_NOT_FOUND` for others, as for an unknown id). Staff get the staff fields too (createdAt, updatedAt, clientRequestId, the stored client name).',
        errors: errorBodies(400, 404),
      }),
    },
    async (request, reply) => {
      const userId = request.user?.id;
      const vacancy = await service.read(request.params.id, { ...(userId === undefined ? {} : { userId }), staff: request.user?.role === 'staff' });
      if (request.query.track) {
        await service.recordEvent({ kind: 'view', vacancyId: vacancy.id, ...(userId === undefined ? {} : { userId }), at: app.now() });
      }
      reply.header('cache-control', 'private, no-cache');
      return vacancy;
    },
  );

  routes.get(
    endpoints.vacancies.similar.path,
    {
      schema: routeSchema(endpointSchemas.vacancies.similar, {
        tags: ['vacancies'],
        summary: 'Similar open vacancies',
        description:
          'Up to 4 open vacancies like this open or closed one (issue 32): of the same function first, then of the same sector; within each the nearest to it first (`distanceKm` from this vacancy), then the newest. Never the vacancy itself. 404 `VACANCY_NOT_FOUND` for an unknown id or a concept.',
        errors: errorBodies(400, 404),
      }),
    },
    async (request, reply) => {
      const userId = request.user?.id;
      const items = await service.similar(request.params.id, userId === undefined ? {} : { userId });
      reply.header('cache-control', 'private, no-cache');
      return items;
    },
  );

  routes.post(
    endpoints.vacancies.create.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.vacancies.create, {
        tags: ['vacancies'],
        summary: 'Create a vacancy (staff only)',
        description:
          'Every field of the vacancy; `status` `concept` (default) or `open` (published at once). With `clientRequestId` the client request becomes converted (400 when it does not exist, 409 when it was converted before). Audited. 401 for visitors, 403 for freelancers.',
        errors: { ...errors, 409: ApiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const vacancy = await staffService.create({ id: currentUser(request).id, at: app.now() }, request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(vacancy);
    },
  );

  routes.patch(
    endpoints.vacancies.update.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.vacancies.update, {
        tags: ['vacancies'],
        summary: 'Change a vacancy (staff only)',
        description:
          'Any fields of the vacancy, checked again as a whole; `status` moves concept -> open (publishing sets publishedAt) or -> closed, open -> closed; closed is final (409 `INVALID_STATUS_TRANSITION`). Audited with the changed fields before and after. 401 for visitors, 403 for freelancers, 404 `VACANCY_NOT_FOUND`.',
        errors: { ...errors, 409: ApiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const vacancy = await staffService.update({ id: currentUser(request).id, at: app.now() }, request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return vacancy;
    },
  );

  const favoriteRoute = (action: 'favorite' | 'unfavorite') =>
    routes.get(
      endpoints.vacancies[action].path,
      {
        // A GET that changes state: the cross-site check of the security plugin applies too.
        config: { stateChanging: true },
        schema: routeSchema(endpointSchemas.vacancies[action], {
          tags: ['vacancies'],
          summary: action === 'favorite' ? 'Save a vacancy as favourite (idempotent)' : 'Remove a vacancy from the favourites (idempotent)',
          description: `Needs a logged-in user and the header \`x-requested-with: interim-web\`.`,
          errors,
        }),
      },
      async (request, reply) => {
        requireClientHeader(request);
        const user = requireUser(request);
        const vacancyId = request.params.id;
        await service.setFavorite(user.id, vacancyId, action === 'favorite');
        reply.header('cache-control', 'no-store');
        return { vacancyId, isFavorite: action === 'favorite' };
      },
    );
  favoriteRoute('favorite');
  favoriteRoute('unfavorite');
}
