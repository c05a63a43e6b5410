import { ApiErrorBodySchema, endpoints, endpointSchemas, ReadinessSchema } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/database.js';
import { fromThisMachine } from '../../http/operator-access.js';
import { inspectSiteBuild } from '../../plugins/site-build.js';
import { routeSchema } from '../../http/route-schema.js';

/** The longest a readiness check waits for one part before calling it failed. */
const CHECK_TIMEOUT_MS = 2000;

/** `failed: <why>` of a thrown value, one line, at most 200 characters. */
function failed(error: unknown): string {
  const why = error instanceof Error ? error.message : String(error);
  return `failed: ${why.replace(/\s+/g, ' ').slice(0, 200)}`;
}

/** Runs `check` with a time limit: `ok`, or `failed: <why>`. */
async function outcome(check: () => Promise<void>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch (error) {
    return failed(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health` (liveness: the process answers, nothing else is asked,
 * so a database outage never gets a healthy process restarted) and
 * `GET /api/ready` (readiness: the database, Redis when configured, and the
 * site build when this server serves the site; 503, so a load balancer
 * sends no visitors to an instance that cannot serve them; the failing part
 * is named only to a request from this machine).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    endpoints.health.health.path,
    {
      schema: routeSchema(endpointSchemas.health.health, {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        description: 'Always 200 while the process serves requests; asks neither the database nor anything else (see `/api/ready`).',
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  routes.get(
    endpoints.health.ready.path,
    {
      schema: routeSchema(endpointSchemas.health.ready, {
        tags: ['health'],
        summary: 'Readiness: database, Redis and site build',
        description:
          'Checks the database (a trivial query), Redis when REDIS_URL is set (PING) and, when the server serves the site, the site build (the shell and every remote manifest). 200 when all are `ok`; 503 with `status: "unavailable"`. Only a request from the server\'s own machine (loopback, no forwarding header) gets `checks`, each part `ok` or `failed: <why>`; anyone else gets the status alone. Each check gives up after 2 s.',
        errors: { 503: ReadinessSchema, 500: ApiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const checks: Record<string, Promise<string>> = {
        database: outcome(async () => {
          if (!(await pingDatabase(app.database))) throw new Error('the database does not answer');
        }),
      };
      if (app.config.redisUrl) checks.redis = outcome(() => app.rateLimits.checkStore());
      if (app.config.serveStatic) {
        checks.site = outcome(async () => {
          const { missing } = await inspectSiteBuild(app.config.staticRoot);
          if (missing.length > 0) throw new Error(`missing ${missing.join(', ')} (run pnpm build)`);
        });
      }
      const results = Object.fromEntries(await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check] as const)));
      const ready = Object.values(results).every((result) => result === 'ok');
      reply.header('cache-control', 'no-store');
      const status = ready ? ('ok' as const) : ('unavailable' as const);
      // What is broken (file paths, a driver's error text) is for the operator on this machine only.
      return reply.status(ready ? 200 : 503).send(fromThisMachine(request) ? { status, checks: results } : { status });
    },
  );
}
