import { timingSafeEqual } from 'node:crypto';
import { ApiErrorBodySchema } from '@interim/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ApiError } from '../http/api-error.js';
import { isForwarded } from '../http/operator-access.js';
import type { ServerRenderResult } from '../plugins/server-render.js';

/**
 * Prometheus metrics of one app (`GET /api/metrics`, api/README.md "Signals").
 * Every app has a registry of its own (tests build many apps in one process).
 */
export interface AppMetrics {
  readonly registry: Registry;
  /** Times one server render (plugins/static-site.ts): call the answer with the render's result, or with the error it threw. */
  startServerRender(): (result: ServerRenderResult | Error) => void;
  /** A shared cache was told to forget (plugins/cache-coherence.ts): `local` a write here, `remote` another instance's. */
  countCacheInvalidation(source: 'local' | 'remote'): void;
  /** Whether this instance hears other instances' invalidations now (1) or not (0; unset: it needs none, PGlite). */
  setInvalidationListener(connected: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

type MailStats = { pending: number; failed: number; held: number };

/** The mail queue as metrics see it: the pending, failed and held rows of `mail_outbox` (ADR 0012), shared by every instance. */
export async function readMailQueueStats(app: FastifyInstance): Promise<MailStats | undefined> {
  if (!app.hasDecorator('mailer')) return undefined;
  const { pending, failed, held } = await app.mailer.stats();
  return { pending, failed, held };
}

/**
 * The server renderer with each render timed into `server_render_duration_seconds`
 * (plugins/static-site.ts wraps its renderer in this, one line).
 */
export function timedRenderer<R extends { render(request: never): Promise<ServerRenderResult> }>(renderer: R, metrics: AppMetrics): R {
  const render = renderer.render.bind(renderer) as (request: unknown) => Promise<ServerRenderResult>;
  return {
    ...renderer,
    async render(request: unknown) {
      const done = metrics.startServerRender();
      try {
        const result = await render(request);
        done(result);
        return result;
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
    },
  };
}

/** Seconds; from a cached answer (~1 ms) to a slow server render. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The route pattern of a request (`/api/vacancies/:id`), never the raw URL: a bounded set of label values. */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  // The site's pages are answered by the not-found handler (the SPA fallback), which says how it met the render cache.
  return reply.getHeader('x-render-cache') === undefined ? '(no route)' : '(page)';
}

/**
 * Whether a request may read the metrics: with METRICS_TOKEN as a bearer
 * token from anywhere; without it only from this machine, and only when no
 * proxy forwarded it. A reverse proxy on the same host connects from
 * loopback too, so a request carrying any forwarding header (X-Forwarded-*,
 * X-Real-IP, Forwarded, ...: isForwarded of http/operator-access.ts, as every
 * proxy adds one) counts as coming from outside, whatever TRUST_PROXY says.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (given && given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token))) return true;
  }
  return !isForwarded(request) && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

function renderOutcome(result: ServerRenderResult | Error): string {
  if (result instanceof Error) return 'error';
  if (result === null) return 'fallback';
  if ('location' in result) return 'redirect';
  if ('html' in result && result.complete === false) return 'partial';
  return 'rendered';
}

/**
 * Request rate and latency per route, server renders and their fallbacks,
 * render-cache hits and misses, the mail queue, rate-limit rejections, the
 * database pool, cache invalidations across instances and Node's process
 * metrics, served as Prometheus text at `GET /api/metrics`. Register before
 * the plugins it observes (static-site reads `app.metrics`).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by method, route pattern and status (its _count is the request rate)',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const renderDuration = new Histogram({
      name: 'server_render_duration_seconds',
      help: 'Server renders of a page (ADR 0004) by outcome: rendered, partial (a remote area left to the browser), redirect, fallback (the static page answered), error',
      labelNames: ['outcome'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const renderCache = new Counter({
      name: 'render_cache_requests_total',
      help: 'Page requests by how they met the render cache: hit, miss, shared, bypass, off',
      labelNames: ['state'] as const,
      registers: [registry],
    });
    const rateLimited = new Counter({
      name: 'rate_limit_rejections_total',
      help: 'Requests refused with 429 by a rate limit, by route pattern',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    const invalidations = new Counter({
      name: 'cache_invalidations_total',
      help: 'Shared caches (vacancy lists, server renders) told to forget: local = a write on this instance, remote = heard from another',
      labelNames: ['source'] as const,
      registers: [registry],
    });
    // An unlabelled gauge is exported as 0 from its creation: on PGlite (no listener, nothing to hear) that 0 fired the
    // documented alert `== 0` on every healthy instance. It exists only where a listener runs (PostgreSQL, the condition
    // of plugins/cache-coherence.ts), there 0 until the first LISTEN succeeds.
    const listenerGauge = () =>
      new Gauge({
        name: 'cache_invalidation_listener_connected',
        help: "1 while this instance hears other instances' cache invalidations (PostgreSQL LISTEN), 0 while not; absent on PGlite",
        registers: [registry],
      });
    let listener: Gauge | undefined = app.database.connection ? listenerGauge() : undefined;
    /**
     * What one scrape reads: the pool as it was before the scrape's own queries (the mail counts) asked it for
     * connections, which an idle pool (its connections closed after 10 s) answered by counting them as waiting:
     * `db_pool_waiting` was 2 on every scrape of an idle instance. And the mail counts, one query for the three gauges.
     */
    let scrape: { pool: { total: number; idle: number; waiting: number } | undefined; mail: Promise<MailStats | undefined> } | undefined;
    const mailStats = () => scrape?.mail ?? readMailQueueStats(app);
    new Gauge({
      name: 'mail_queue_pending',
      help: 'Mails stored and not yet sent (every instance: the mail_outbox table)',
      registers: [registry],
      async collect() {
        const stats = await mailStats();
        if (stats) this.set(stats.pending);
      },
    });
    new Gauge({
      name: 'mail_failed',
      help: 'Mails that failed for good (after MAIL_MAX_ATTEMPTS attempts) and are kept to be resent (30 days)',
      registers: [registry],
      async collect() {
        const stats = await mailStats();
        if (stats) this.set(stats.failed);
      },
    });
    new Gauge({
      name: 'mail_held',
      help: 'Mails a restore put on hold (pending at backup time); sent only after `pnpm restore --send-pending`',
      registers: [registry],
      async collect() {
        const stats = await mailStats();
        if (stats) this.set(stats.held);
      },
    });
    // PGlite has no pool (one connection in this process): these stay absent there.
    const poolStats = app.database.poolStats;
    if (poolStats) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections by state (total, idle)',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const stats = scrape?.pool ?? poolStats();
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
        },
      });
      new Gauge({
        name: 'db_pool_waiting',
        help: 'Queries waiting for a PostgreSQL pool connection',
        registers: [registry],
        collect() {
          this.set((scrape?.pool ?? poolStats()).waiting);
        },
      });
    }

    app.decorate('metrics', {
      registry,
      startServerRender() {
        const stop = renderDuration.startTimer();
        return (result) => stop({ outcome: renderOutcome(result) });
      },
      countCacheInvalidation(source) {
        invalidations.inc({ source });
      },
      setInvalidationListener(connected) {
        listener ??= listenerGauge();
        listener.set(connected ? 1 : 0);
      },
    } satisfies AppMetrics);

    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request, reply);
      requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      const cacheState = reply.getHeader('x-render-cache');
      if (typeof cacheState === 'string') renderCache.inc({ state: cacheState });
      if (reply.statusCode === 429) rateLimited.inc({ route });
    });

    app.get(
      '/api/metrics',
      {
        schema: {
          tags: ['health'],
          summary: 'Prometheus metrics',
          description:
            'Prometheus text format (api/README.md, "Signals"). Only from this machine without X-Forwarded-For/Forwarded, or from anywhere with `Authorization: Bearer <METRICS_TOKEN>`; else 403.',
          response: { 403: ApiErrorBodySchema },
        },
      },
      async (request, reply) => {
        if (!mayReadMetrics(request, app.config.metricsToken)) {
          throw new ApiError(403, 'FORBIDDEN', 'De metrics zijn alleen bereikbaar vanaf deze machine of met het metrics-token.');
        }
        // The pool first, before this scrape queries anything.
        const current = { pool: poolStats?.(), mail: readMailQueueStats(app) };
        scrape = current;
        let text: string;
        try {
          text = await registry.metrics();
        } finally {
          if (scrape === current) scrape = undefined;
        }
        return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['app-context'] },
);
