import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { apiErrors } from '../http/api-error.js';
import type { RuntimeConfig } from './app-context.js';
import { memoryRateLimitStore } from './memory-rate-limit-store.js';

/**
 * One counter: `bucket` names the rule (one rule per bucket name), `key` picks
 * the subject counted from the request (an IP, an e-mail address, a user id).
 */
export interface RateLimitRule {
  bucket: string;
  /** Undefined or empty: this rule does not apply to the request. */
  key: (request: FastifyRequest) => string | undefined;
  limit: (config: RuntimeConfig) => number;
  windowSeconds: (config: RuntimeConfig) => number;
}

export interface RateLimits {
  /** Where the counters live: Redis with REDIS_URL (shared by every instance), else this process. */
  readonly store: 'memory' | 'redis';
  /**
   * Counts the request against every rule (all of them, also when one is
   * already over) and throws 429 `RATE_LIMITED` with `Retry-After` (seconds,
   * the longest wait of the rules that refused) when any is over its limit.
   */
  consume(request: FastifyRequest, rules: readonly RateLimitRule[]): Promise<void>;
  /** Readiness: resolves when the store answers (Redis PING within its timeout), rejects with why not. */
  checkStore(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** The longest a request waits for Redis before it is let through (fail-open). */
const REDIS_TIMEOUT_MS = 500;

/**
 * The Redis client of the counters: bounded waits, so an unreachable or
 * stalled Redis costs a request at most {@link REDIS_TIMEOUT_MS} before it
 * passes (`connectTimeout`, `commandTimeout`, one retry), and a connection
 * that stops answering is dropped and made again (`socketTimeout`).
 */
function createRedisClient(url: string): { redis: Redis; close(): Promise<void> } {
  let closing = false;
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    socketTimeout: 4 * REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Stop reconnecting once closed, and do not keep the process alive for ioredis' default 2 s on close.
    retryStrategy: (times) => (closing ? null : Math.min(times * 100, 2000)),
    disconnectTimeout: 100,
  });
  // Errors surface through the commands (logged in consume); an unhandled 'error' event would crash the process.
  redis.on('error', () => undefined);
  return {
    redis,
    async close() {
      closing = true;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** Keys hold no personal data: the subject (an e-mail address) is hashed. */
function counterKey(bucket: string, subject: string): string {
  return `${bucket}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The rate limits of docs/architecture.md section 3, on `@fastify/rate-limit`
 * (its Redis store with REDIS_URL, else {@link memoryRateLimitStore} on the
 * app clock; fixed windows). The library's own route hook takes one key per
 * route; ours need several per request (an address and an IP), so each rule
 * is a limiter of `app.createRateLimit` with its own key generator, run from
 * a preHandler ({@link limitRequests}): after validation, so the key may come
 * from the body, and a request refused for a mistake does not count. ADR 0006
 * says what stays our own and why.
 *
 * When the store fails (Redis down or stalled) the request is let through and
 * the failure logged: logging in must not depend on the counter store.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl ? createRedisClient(app.config.redisUrl) : undefined;
    await app.register(fastifyRateLimit, {
      // Only where a route asks for it (limitRequests); no x-ratelimit-* headers on every answer.
      global: false,
      // Errors reach consume() below, which logs them and lets the request through.
      skipOnError: false,
      // Without Redis: our memory store on the app clock (memory-rate-limit-store.ts says why not LocalStore).
      ...(redis ? { redis: redis.redis, nameSpace: 'rl:' } : { store: memoryRateLimitStore(app.now) }),
    });
    if (redis) app.addHook('onClose', async () => redis.close());
    app.log.info(`rate limits: ${redis ? 'redis' : 'memory'}`);

    const limiters = new Map<string, Limiter>();
    function limiterFor(rule: RateLimitRule): Limiter {
      let limiter = limiters.get(rule.bucket);
      if (!limiter) {
        limiter = app.createRateLimit({
          keyGenerator: (request) => counterKey(rule.bucket, rule.key(request) ?? ''),
          max: rule.limit(app.config),
          timeWindow: rule.windowSeconds(app.config) * 1000,
        });
        limiters.set(rule.bucket, limiter);
      }
      return limiter;
    }

    app.decorate('rateLimits', {
      store: redis ? 'redis' : 'memory',
      async consume(request, rules) {
        const outcomes = await Promise.all(
          rules.map(async (rule) => {
            if (!rule.key(request)) return undefined;
            try {
              return await limiterFor(rule)(request);
            } catch (error) {
              request.log.error({ err: error, bucket: rule.bucket }, 'rate limit store failed; request allowed');
              return undefined;
            }
          }),
        );
        let limited = false;
        let retryAfterMs = 0;
        for (const outcome of outcomes) {
          if (!outcome || outcome.isAllowed || !outcome.isExceeded) continue;
          limited = true;
          retryAfterMs = Math.max(retryAfterMs, outcome.ttl);
        }
        if (limited) throw apiErrors.rateLimited(retryAfterMs / 1000);
      },
      async checkStore() {
        if (redis) await redis.redis.ping();
      },
    } satisfies RateLimits);
  },
  { name: 'rate-limit', dependencies: ['app-context'] },
);

/** A route preHandler counting the request against `rules`: `{ preHandler: limitRequests([...]) }`. */
export function limitRequests(rules: readonly RateLimitRule[]): preHandlerAsyncHookHandler {
  return async function rateLimited(this: FastifyInstance, request: FastifyRequest) {
    await request.server.rateLimits.consume(request, rules);
  };
}

/**
 * The server render's API requests (ADR 0004) come from this process over
 * loopback, so `request.ip` is 127.0.0.1 for every visitor the server
 * renders a page for. They carry the visitor's address in
 * {@link RENDER_CLIENT_HEADER}, trusted only together with this process's
 * secret in {@link RENDER_PROOF_HEADER} and from a loopback connection: a
 * request from outside cannot name another address (X-Forwarded-For is
 * read only with TRUST_PROXY, by Fastify's `request.ip`).
 */
export const RENDER_PROOF_HEADER = 'x-interim-render-proof';
/** The visitor's address on a server render's API request ({@link RENDER_PROOF_HEADER}). */
export const RENDER_CLIENT_HEADER = 'x-interim-render-client';
/** Made at start, never leaves the process: only the render (same process) can send it. */
const renderProof = randomBytes(32).toString('base64url');

/** The headers a server render's API requests carry for the page request of `visitor`. */
export function renderRequestHeaders(visitor: FastifyRequest): Record<string, string> {
  return { [RENDER_PROOF_HEADER]: renderProof, [RENDER_CLIENT_HEADER]: renderedFor(visitor) ?? visitor.ip };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function isRenderProof(value: string | string[] | undefined): boolean {
  if (typeof value !== 'string' || value.length !== renderProof.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(renderProof));
}

/** The visitor's address a server render's request names, when the request proves it comes from the render; else undefined. */
function renderedFor(request: FastifyRequest): string | undefined {
  const named = request.headers[RENDER_CLIENT_HEADER];
  if (typeof named !== 'string' || named === '') return undefined;
  if (!LOOPBACK.has(request.socket?.remoteAddress ?? '') || !isRenderProof(request.headers[RENDER_PROOF_HEADER])) return undefined;
  return named;
}

/**
 * The client's address as a rate-limit subject: `@fastify/rate-limit`'s
 * normalisation (an IPv4-mapped IPv6 address counts as its IPv4 address, an
 * IPv6 address as its /64, which one subscriber usually holds whole). For a
 * server render's request, the visitor's address it proves it renders for.
 */
export function clientAddress(request: FastifyRequest): string {
  return fastifyRateLimit.normalizeIP(renderedFor(request) ?? request.ip);
}

/**
 * A route preHandler limiting requests per client IP:
 * `{ preHandler: limitPerIp('track', (config) => config.rateLimit.trackPerMinute, 60) }`.
 */
export function limitPerIp(bucket: string, limit: (config: RuntimeConfig) => number, windowSeconds: number): preHandlerAsyncHookHandler {
  return limitRequests([{ bucket, key: clientAddress, limit, windowSeconds: () => windowSeconds }]);
}

/** The light limit on `POST /api/_mixpanel/track`: RATE_LIMIT_TRACK_PER_MINUTE per IP per minute. */
export const limitTracking: preHandlerAsyncHookHandler = limitPerIp('track', (config) => config.rateLimit.trackPerMinute, 60);
