import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeLabel } from './metrics.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `code` of the error answer (plugins/errors.ts), for the request's log line. */
    errorCode: string | undefined;
  }
}

/** No route, or a wildcard one (static files): the pattern alone does not say what was asked. */
const wildcard = (pattern: string | undefined) => pattern === undefined || pattern.includes('*');

/**
 * One log line per request (with Fastify's `disableRequestLogging`), written
 * when the answer has gone: method, route pattern, status, duration in ms;
 * the request id comes from the request's logger (`reqId`). The path is
 * added only when no route or a wildcard route matched (a page, a static
 * file, a 404), where the pattern says nothing; the query string never
 * (search terms may be names); the error code of an error answer. The line passes the log redaction like every other
 * (http/log-redaction.ts). A 5xx is logged at warn, the rest at info.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('errorCode', undefined);
    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request, reply);
      const line = {
        method: request.method,
        route,
        ...(wildcard(request.routeOptions.url) ? { path: request.url.split('?')[0] } : {}),
        status: reply.statusCode,
        ...(request.errorCode ? { code: request.errorCode } : {}),
        ms: Math.round(reply.elapsedTime * 10) / 10,
      };
      if (reply.statusCode >= 500) request.log.warn(line, 'request');
      else request.log.info(line, 'request');
    });
  },
  { name: 'request-log' },
);
