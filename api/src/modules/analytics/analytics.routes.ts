import { randomBytes } from 'node:crypto';
import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitTracking } from '../../plugins/rate-limit.js';
import { startAnalyticsRetention } from './analytics-retention.js';
import { AnalyticsService } from './analytics.service.js';
import { MixpanelForwarder } from './mixpanel-forwarder.js';
import { routeSchema } from '../../http/route-schema.js';
import { errorBodies } from '../../http/error-bodies.js';

/** HttpOnly cookie with a random id that ties an anonymous visitor's events together. */
export const ANALYTICS_COOKIE = 'interim_analytics_id';
const COOKIE_PATH = '/api/_mixpanel';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * `POST /api/_mixpanel/track` stores an event (and forwards it when a Mixpanel
 * token is configured); `DELETE /api/_mixpanel/transaction`, called after
 * logout, ends the anonymous analytics session so later events are not tied
 * to the user who logged out. Events older than 13 months are deleted at
 * start and daily (analytics-retention.ts).
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  let retention: ReturnType<typeof startAnalyticsRetention> | undefined;
  app.addHook('onReady', async () => {
    // Not awaited: a first delete of a large backlog must not hold up the start (errors are logged).
    retention = startAnalyticsRetention({ db: app.db, now: app.now, log: app.log });
  });
  app.addHook('onClose', async () => {
    retention?.stop();
    await retention?.first;
  });
  const service = new AnalyticsService({ db: app.db, now: app.now, forwarder: app.config.mixpanelToken ? new MixpanelForwarder(app.config.mixpanelToken) : undefined });
  const secure = app.config.publicUrl.startsWith('https:');

  routes.post(
    endpoints.analytics.track.path,
    {
      bodyLimit: 32 * 1024,
      preHandler: limitTracking,
      schema: routeSchema(endpointSchemas.analytics.track, {
        tags: ['analytics'],
        summary: 'Store (and forward) an analytics event',
        errors: errorBodies(400, 413, 415),
      }),
    },
    async (request, reply) => {
      let anonymousId = request.cookies[ANALYTICS_COOKIE];
      if (!anonymousId || !/^[A-Za-z0-9_-]{16,64}$/.test(anonymousId)) {
        anonymousId = randomBytes(16).toString('base64url');
        reply.setCookie(ANALYTICS_COOKIE, anonymousId, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure, maxAge: ONE_YEAR_SECONDS });
      }
      await service.record(request.body, { userId: request.user?.id ?? null, anonymousId }, request.log);
      return reply.status(204).send(null);
    },
  );

  routes.delete(
    endpoints.analytics.deleteTransaction.path,
    { schema: routeSchema(endpointSchemas.analytics.deleteTransaction, { tags: ['analytics'], summary: 'End the analytics session (after logout)' }) },
    async (_request, reply) => {
      reply.clearCookie(ANALYTICS_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
      return reply.status(204).send(null);
    },
  );
}
