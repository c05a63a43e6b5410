import type { IncomingMessage, ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';

/**
 * Limits of the HTTP server itself (issue 29 items 1 and 9), applied before
 * any route, hook or log line sees a request:
 *
 * - the request line and headers together are at most `maxHeaderBytes`
 *   (Node's `maxHeaderSize`: 431 beyond it, from the parser);
 * - a URL longer than `maxUrlLength` is answered 414 `URI_TOO_LONG` at once:
 *   it is rewritten to an internal path before Fastify routes or logs it, so
 *   neither the log nor a route ever handles the long text;
 * - the headers must arrive within `headersTimeoutMs` and the whole request
 *   within `requestTimeoutMs` (408 and the connection closed; without them
 *   200 slow-header and 200 slow-body connections stayed open for 75 s);
 * - an idle keep-alive connection is kept `keepAliveTimeoutMs` (longer than
 *   the idle timeout of a load balancer in front, 60 s for most, so the
 *   balancer never reuses a connection this server is closing), any other
 *   idle connection `idleTimeoutMs`.
 */
export interface HttpLimits {
  maxUrlLength: number;
  maxHeaderBytes: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
}

/** Where a too long URL is sent: answered 414 by {@link registerUriTooLong}, hidden from the API document. */
export const URI_TOO_LONG_PATH = '/api/_uri-too-long';

/** How often Node checks the header and request timeouts: a fraction of the shortest, at most every second (its default is 30 s). */
function checkingIntervalMs(limits: HttpLimits): number {
  return Math.max(50, Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)));
}

/** The Fastify server options that apply {@link HttpLimits}. */
export function httpServerOptions(limits: HttpLimits): {
  http: ServerOptions;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  rewriteUrl: (request: IncomingMessage) => string;
} {
  return {
    http: {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: checkingIntervalMs(limits),
    },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      return url.length > limits.maxUrlLength ? URI_TOO_LONG_PATH : url;
    },
  };
}

/** The route answering a URL that was too long (see {@link httpServerOptions}). */
export function registerUriTooLong(app: FastifyInstance, limits: Pick<HttpLimits, 'maxUrlLength'>): void {
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: URI_TOO_LONG_PATH,
    schema: { hide: true },
    // Before the body is read or parsed: the answer does not depend on it.
    onRequest: async () => {
      throw new ApiError(414, 'URI_TOO_LONG', `Dit adres is te lang (meer dan ${limits.maxUrlLength} tekens). Gebruik een korter adres of minder zoektermen.`);
    },
    handler: async () => undefined,
  });
}
