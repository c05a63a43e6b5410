import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { apiErrors } from '../http/api-error.js';

/** One counter to bump: `bucket` names the rule, `key` the subject (an IP, an e-mail address). */
export interface RateLimitRule {
  bucket: string;
  /** Undefined: this rule does not apply to the request. */
  key: string | undefined;
  limit: number;
  windowSeconds: number;
}

/** Counters in fixed windows. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit; returns the count in the current window and the milliseconds until it resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

export interface RateLimiter {
  readonly store: RateLimitStore;
  /**
   * Counts the request against every rule and throws 429 `RATE_LIMITED` with
   * `Retry-After` (seconds) when any of them is over its limit.
   */
  consume(rules: RateLimitRule[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** In-process counters: one instance only (fine for `pnpm start`; set REDIS_URL when scaling out). */
export function createMemoryStore(now: () => Date): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;
  return {
    kind: 'memory',
    async hit(key, windowSeconds) {
      const time = now().getTime();
      // Expired windows are dropped now and then, so the map stays small.
      if (time - lastSweep > 60_000 || windows.size > 50_000) {
        for (const [name, window] of windows) if (window.resetAt <= time) windows.delete(name);
        lastSweep = time;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - time };
    },
    async close() {
      windows.clear();
    },
  };
}

/** Counters in Redis (INCR + PEXPIRE), shared by every API instance. */
export function createRedisStore(url: string): RateLimitStore {
  let closing = false;
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    // Stop reconnecting once closed, and do not keep the process alive for ioredis' default 2 s on close.
    retryStrategy: (times) => (closing ? null : Math.min(times * 100, 2000)),
    disconnectTimeout: 100,
  });
  // Errors surface through the commands; an unhandled 'error' event would crash the process.
  redis.on('error', () => undefined);
  return {
    kind: 'redis',
    async hit(key, windowSeconds) {
      const results = await redis.multi().incr(key).pttl(key).exec();
      if (!results) throw new Error('Redis transaction aborted');
      const [[incrError, count], [ttlError, ttl]] = results as [[Error | null, number], [Error | null, number]];
      if (incrError) throw incrError;
      if (ttlError) throw ttlError;
      let resetInMs = ttl;
      if (ttl < 0) {
        // First hit of the window (or a key left without expiry): start the window now.
        await redis.pexpire(key, windowSeconds * 1000);
        resetInMs = windowSeconds * 1000;
      }
      return { count, resetInMs };
    },
    async close() {
      closing = true;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** Keys hold no personal data (e-mail addresses are hashed). */
function counterKey(bucket: string, subject: string): string {
  return `rl:${bucket}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

/**
 * The rate limiter of docs/architecture.md section 3: fixed windows per IP and per
 * e-mail address, in Redis when REDIS_URL is set, else in memory. When Redis
 * is unreachable the request is let through (logged): logging in must not
 * depend on the counter store being up.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const store = app.config.redisUrl ? createRedisStore(app.config.redisUrl) : createMemoryStore(app.now);
    app.log.info(`rate limits: ${store.kind}`);
    app.addHook('onClose', async () => store.close());
    const limiter: RateLimiter = {
      store,
      async consume(rules) {
        let retryAfterMs = 0;
        for (const rule of rules) {
          if (rule.key === undefined || rule.key === '') continue;
          let outcome: { count: number; resetInMs: number };
          try {
            outcome = await store.hit(counterKey(rule.bucket, rule.key), rule.windowSeconds);
          } catch (error) {
            app.log.error({ err: error, bucket: rule.bucket }, 'rate limit store failed; request allowed');
            continue;
          }
          if (outcome.count > rule.limit) retryAfterMs = Math.max(retryAfterMs, outcome.resetInMs);
        }
        if (retryAfterMs > 0) throw apiErrors.rateLimited(retryAfterMs / 1000);
      },
    };
    app.decorate('rateLimiter', limiter);
  },
  { name: 'rate-limit', dependencies: ['app-context'] },
);

/**
 * A route preHandler limiting requests per client IP:
 * `{ preHandler: limitPerIp('track', (config) => config.rateLimit.trackPerMinute, 60) }`.
 */
export function limitPerIp(
  bucket: string,
  limit: (config: FastifyInstance['config']) => number,
  windowSeconds: number,
): preHandlerAsyncHookHandler {
  return async function rateLimitPerIp(this: FastifyInstance, request: FastifyRequest) {
    const app = request.server;
    await app.rateLimiter.consume([{ bucket, key: request.ip, limit: limit(app.config), windowSeconds }]);
  };
}

/** The light limit on `POST /api/_mixpanel/track`: RATE_LIMIT_TRACK_PER_MINUTE per IP per minute. */
export const limitTracking: preHandlerAsyncHookHandler = limitPerIp('track', (config) => config.rateLimit.trackPerMinute, 60);
