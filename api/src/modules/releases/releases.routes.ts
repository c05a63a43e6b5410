import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/api-error.js';
import { requireStaff } from '../../plugins/auth.js';
import { findReleaseByContent, promoteCanary, publishRelease, ReleaseCommandError, releasesOverview, rollbackRelease, toRelease } from './releases.service.js';
import { requireOperator } from '../../http/operator-access.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(401, 403);

export type { PublishReleaseBody } from '@interim/shared/contract';

function asCommandError(error: unknown): never {
  if (error instanceof ReleaseCommandError) throw new ApiError(error.code === 'NO_RELEASE' ? 404 : 409, error.code, error.message);
  throw error;
}

/** `GET /api/releases` (staff, read-only) and the operator endpoint of `pnpm remote:*`. */
export async function releasesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const remoteNames = () => app.releases.remotes.map((remote) => remote.name);

  routes.get(
    endpoints.releases.list.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.releases.list, {
        tags: ['releases'],
        summary: 'The releases of every remote (staff only)',
        description: 'Per remote of remotes.config.json: the live release, the canary and its share, the last 10 releases (newest first). 401 for visitors, 403 for freelancers.',
        errors,
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return releasesOverview(app.db, remoteNames(), app.releases.retentionDays);
    },
  );

  // The operator's (pnpm remote:*): this machine, not proxied, and the operator token (http/operator-access.ts); else a 404.
  const operator = { onRequest: requireOperator(() => app.releases.operatorToken), schema: { hide: true } };
  routes.get(endpoints.releases.operatorOverview.path, { ...operator, schema: routeSchema(endpointSchemas.releases.operatorOverview, { hide: true }) }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return releasesOverview(app.db, remoteNames(), app.releases.retentionDays);
  });

  routes.post(
    endpoints.releases.publish.path,
    { ...operator, schema: routeSchema(endpointSchemas.releases.publish, { hide: true }) },
    async (request) => {
      const body = request.body;
      if (!remoteNames().includes(body.remote)) throw new ApiError(404, 'NO_RELEASE', `${body.remote} staat niet in remotes.config.json.`);
      const result = await publishRelease(
        app.db,
        { remote: body.remote, version: body.version, contentHash: body.contentHash, source: 'deploy', baseUrl: body.baseUrl, commit: body.commit, deployedBy: body.deployedBy },
        { now: app.now(), ...(body.canaryPercent === undefined ? {} : { canaryPercent: body.canaryPercent }) },
      ).catch(asCommandError);
      app.releases.changed();
      return { release: toRelease(result.release), created: result.created };
    },
  );

  routes.post(
    endpoints.releases.find.path,
    {
      ...operator,
      schema: routeSchema(endpointSchemas.releases.find, { hide: true }),
    },
    async (request) => {
      const row = await findReleaseByContent(app.db, request.body.remote, request.body.contentHash);
      return { release: row ? toRelease(row) : null };
    },
  );

  routes.post(
    endpoints.releases.rollback.path,
    { ...operator, schema: routeSchema(endpointSchemas.releases.rollback, { hide: true }) },
    async (request) => {
      const result = await rollbackRelease(app.db, request.body.remote, app.now()).catch(asCommandError);
      app.releases.changed();
      return { ended: result.ended, release: toRelease(result.release) };
    },
  );

  routes.post(
    endpoints.releases.promote.path,
    { ...operator, schema: routeSchema(endpointSchemas.releases.promote, { hide: true }) },
    async (request) => {
      const release = await promoteCanary(app.db, request.body.remote, app.now()).catch(asCommandError);
      app.releases.changed();
      return { release: toRelease(release) };
    },
  );

  routes.post(
    endpoints.releases.cleanup.path,
    { ...operator, schema: routeSchema(endpointSchemas.releases.cleanup, { hide: true }) },
    async () => ({ deleted: await app.releases.cleanup() }),
  );
}
