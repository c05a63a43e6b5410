import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { HttpLimits } from '../http/http-limits.js';

/**
 * The only reader of `process.env` (docs/conventions.md). Everything else receives
 * an {@link AppConfig}. A bad value stops start-up with one error listing
 * every bad key.
 */

export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Absent: the embedded database (PGlite) in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** Absent: mail goes to an outbox in the data folder. */
  smtpUrl: string | undefined;
  /**
   * Without SMTP: whether the outbox also writes each mail's link to the log.
   * Yes outside production (`pnpm dev`, tests) and for a production build on a
   * local PUBLIC_URL (`pnpm start`); never with MAIL_OUTBOX=1.
   */
  logMailLinks: boolean;
  mailFrom: string;
  /** Seconds between two looks of the mail worker for due mails (retries, mails stored by another instance); 0: no timer. */
  mailPollSeconds: number;
  /** Attempts to send a mail before it is marked failed (retries 30 s, 1, 2, 4 ... minutes apart, at most an hour). */
  mailMaxAttempts: number;
  publicUrl: string;
  /** Origins allowed by CORS (the corporate site); never `*`. */
  corsOrigins: string[];
  /** Absent: resolved by `resolveJwtSecret` (generated once, persisted in the data folder). */
  jwtSecret: string | undefined;
  mixpanelToken: string | undefined;
  loginLinkTtlSeconds: number;
  /** Access JWT lifetime (auth module). */
  accessTokenTtlSeconds: number;
  /** Refresh token (session) lifetime. */
  refreshTokenTtlSeconds: number;
  /** How long a rotated refresh token still works, so parallel refreshes do not log the user out. */
  refreshGraceSeconds: number;
  /** Absolute lifetime of a session from its login: no refresh extends it; then a new login link. */
  sessionMaxAgeSeconds: number;
  /** Staff sessions (docs/adr/0016-sessions-and-audit.md): absolute lifetime from the login. */
  staffSessionMaxAgeSeconds: number;
  /** Staff sessions: a refresh token's lifetime, so a staff session ends after this long unused. */
  staffRefreshTokenTtlSeconds: number;
  /** Rate limits on login-link, code and register requests (plugins/rate-limit.ts). */
  rateLimit: { windowSeconds: number; perEmail: number; perIp: number; trackPerMinute: number };
  /**
   * Load limits (api/README.md, rate limits): searches per IP per minute,
   * client requests per IP per hour, and per instance the uncached searches
   * running at once and waiting for a turn (beyond that: 503 at once).
   */
  trafficLimits: {
    searchPerMinute: number;
    clientRequestsPerHour: number;
    searchConcurrency: number;
    searchQueue: number;
    cvUploadsPerHour: number;
    /** Server renders of pages per IP per minute (a kept page does not count); beyond: the browser-rendered page. */
    rendersPerMinute: number;
  };
  /** Worker threads that render pages (ADR 0024); default: the machine's cores (os.availableParallelism). */
  serverRenderWorkers: number;
  /** Server renders running at once per instance (over all workers; default 2 per worker) and waiting for a turn (beyond: the browser-rendered page). */
  serverRenderConcurrency: number;
  serverRenderQueue: number;
  /** How long (ms) a server render may wait for a turn before the browser-rendered page answers. */
  serverRenderQueueWaitMs: number;
  /** Where staff notifications go (client requests, contact requests). */
  staffEmail: string;
  serveStatic: boolean;
  /** Folder holding `shell/dist` and each remote's `<folder>/dist` (remotes.config.json). */
  staticRoot: string;
  logLevel: string;
  /**
   * Seed the demo data (240 demo vacancies; outside production the dev
   * accounts) when missing. Default: on outside production on the embedded
   * database; in production only for the demo (`DEMO=1`, what the root
   * `pnpm start` sets) on the embedded database; never by default with
   * DATABASE_URL. SEED_DEMO_DATA overrides.
   */
  seedDemoData: boolean;
  /** Load the reference data (sectors, positions, education levels, branches, PC4 areas) on start; idempotent. Tests turn it off for a bare database. */
  seedReferenceData: boolean;
  /** The documented demo (`pnpm start` at the repository root) on the embedded database: said so in the start-up log. */
  demo: boolean;
  /** On SIGTERM/SIGINT: how long in-flight requests may take to finish before the server closes anyway (ADR 0011). */
  shutdownDrainSeconds: number;
  /** Behind a load balancer: take the client IP and protocol from X-Forwarded-* (rate limits, same-origin check). */
  trustProxy: boolean;
  /**
   * Seconds between two runs of the due saved-search alert jobs (daily and
   * weekly digests, retries, direct alerts published on another instance);
   * 0: no timer. A `direct` alert also goes at once from the instance where
   * the opdracht was published.
   */
  alertJobsIntervalSeconds: number;
  /**
   * How long (ms) a remote may take to load its server code during a server
   * render before its page area is left to the browser (ADR 0004).
   */
  serverRenderBudgetMs: number;
  /** Send a server-rendered page's head before its body is rendered (ADR 0004); off (default): the whole page at once. */
  serverRenderStream: boolean;
  /**
   * How long (seconds) an anonymous server render of a page is kept and
   * served again on this instance (issue 16); 0: every request renders. A
   * vacancy written on any instance drops them on every instance
   * (plugins/cache-coherence.ts).
   */
  serverRenderCacheSeconds: number;
  /**
   * Bearer token that opens `GET /api/metrics` from anywhere; absent: only
   * requests from this machine without X-Forwarded-For (api/README.md, Signals).
   */
  metricsToken: string | undefined;
  /** Absent: no server-side error reports (observability/sentry.ts). */
  sentryDsn: string | undefined;
  /** Sentry's environment of the server's reports (as the browser's SENTRY_ENVIRONMENT). */
  sentryEnvironment: string;
  /** Serve the API document at /api/docs (API_DOCS; default: outside production only, ADR 0015). */
  apiDocs: boolean;
  /** Limits of the HTTP server: URL and header sizes, timeouts (http/http-limits.ts). */
  httpLimits: HttpLimits;
  /** Where remote releases are stored (RELEASE_STORE_DIR; undefined: `<dataDir>/releases`; several instances share one, ADR 0009). */
  releaseStoreDir: string | undefined;
  /** Days the files of a release no longer live, canary or previous stay served before the cleanup deletes them. */
  releaseRetentionDays: number;
  /** Other origins releases may be served from besides those of registered releases (RELEASE_ORIGINS, no `*`). */
  releaseOrigins: string[];
}

/** Start-up refused: the message lists every bad key. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** The repository root: the nearest folder up from `start` with pnpm-workspace.yaml. */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

const empty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(empty, z.string().optional());
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    empty,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
      .optional()
      .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value))),
  );
const urlWithScheme = (schemes: string[]) =>
  z.preprocess(
    empty,
    z
      .string()
      .refine((value) => {
        try {
          return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
        } catch {
          return false;
        }
      }, `expected a URL with scheme ${schemes.join(' or ')}`)
      .optional(),
  );

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(empty, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(empty, z.coerce.number().int().min(0).max(65535).optional()),
  HOST: z.preprocess(empty, z.string().default('0.0.0.0')),
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql']),
  DATA_DIR: optionalString,
  REDIS_URL: urlWithScheme(['redis', 'rediss']),
  SMTP_URL: urlWithScheme(['smtp', 'smtps']),
  MAIL_OUTBOX: booleanFlag(false),
  MAIL_FROM: z.preprocess(empty, z.string().min(3).default('Interimly <noreply@interimly.nl>')),
  MAIL_POLL_SECONDS: z.preprocess(empty, z.coerce.number().int().min(0).max(3600).default(5)),
  MAIL_MAX_ATTEMPTS: z.preprocess(empty, z.coerce.number().int().min(1).max(100).default(8)),
  PUBLIC_URL: urlWithScheme(['http', 'https']),
  CORS_ORIGINS: z.preprocess(
    empty,
    z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').map((origin) => origin.trim()).filter(Boolean) : []))
      .refine((origins) => origins.every((origin) => origin !== '*' && /^https?:\/\/[^/\s]+$/.test(origin)), {
        error: 'expected a comma-separated list of origins like https://www.example.nl (no * and no path)',
      }),
  ),
  JWT_SECRET: z.preprocess(empty, z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  MIXPANEL_TOKEN: optionalString,
  LOGIN_LINK_TTL_SECONDS: z.preprocess(empty, z.coerce.number().int().min(60).max(86400).default(600)),
  ACCESS_TOKEN_TTL_SECONDS: z.preprocess(empty, z.coerce.number().int().min(30).max(86400).default(900)),
  REFRESH_TOKEN_TTL_SECONDS: z.preprocess(empty, z.coerce.number().int().min(3600).max(31_536_000).default(2_592_000)),
  REFRESH_GRACE_SECONDS: z.preprocess(empty, z.coerce.number().int().min(0).max(120).default(10)),
  SESSION_MAX_AGE_SECONDS: z.preprocess(empty, z.coerce.number().int().min(3600).max(31_536_000).default(7_776_000)),
  STAFF_SESSION_MAX_AGE_SECONDS: z.preprocess(empty, z.coerce.number().int().min(900).max(604_800).default(28_800)),
  STAFF_REFRESH_TOKEN_TTL_SECONDS: z.preprocess(empty, z.coerce.number().int().min(300).max(604_800).default(3_600)),
  RATE_LIMIT_WINDOW_SECONDS: z.preprocess(empty, z.coerce.number().int().min(1).max(86400).default(900)),
  RATE_LIMIT_PER_EMAIL: z.preprocess(empty, z.coerce.number().int().min(1).default(5)),
  RATE_LIMIT_PER_IP: z.preprocess(empty, z.coerce.number().int().min(1).default(20)),
  RATE_LIMIT_TRACK_PER_MINUTE: z.preprocess(empty, z.coerce.number().int().min(1).default(120)),
  RATE_LIMIT_SEARCH_PER_MINUTE: z.preprocess(empty, z.coerce.number().int().min(1).default(120)),
  RATE_LIMIT_CLIENT_REQUESTS_PER_HOUR: z.preprocess(empty, z.coerce.number().int().min(1).default(5)),
  RATE_LIMIT_CV_UPLOADS_PER_HOUR: z.preprocess(empty, z.coerce.number().int().min(1).default(10)),
  RATE_LIMIT_RENDERS_PER_MINUTE: z.preprocess(empty, z.coerce.number().int().min(1).default(60)),
  SERVER_RENDER_WORKERS: z.preprocess(empty, z.coerce.number().int().min(1).max(64).optional()),
  SERVER_RENDER_CONCURRENCY: z.preprocess(empty, z.coerce.number().int().min(1).max(256).optional()),
  SERVER_RENDER_QUEUE: z.preprocess(empty, z.coerce.number().int().min(0).max(1000).default(128)),
  SERVER_RENDER_QUEUE_WAIT_MS: z.preprocess(empty, z.coerce.number().int().min(0).max(60_000).default(1000)),
  SEARCH_CONCURRENCY: z.preprocess(empty, z.coerce.number().int().min(1).max(1000).default(4)),
  SEARCH_QUEUE: z.preprocess(empty, z.coerce.number().int().min(0).max(100_000).default(16)),
  STAFF_EMAIL: z.preprocess(empty, z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, { error: 'expected an e-mail address' }).default('staf@interimly.nl')),
  SERVE_STATIC: booleanFlag(true),
  STATIC_ROOT: optionalString,
  LOG_LEVEL: z.preprocess(empty, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  SEED_DEMO_DATA: z.preprocess(
    empty,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
      .optional()
      .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value))),
  ),
  DEMO: booleanFlag(false),
  SHUTDOWN_DRAIN_SECONDS: z.preprocess(empty, z.coerce.number().min(0).max(300).default(10)),
  TRUST_PROXY: booleanFlag(false),
  ALERT_JOBS_INTERVAL_SECONDS: z.preprocess(empty, z.coerce.number().int().min(0).max(86400).default(60)),
  SERVER_RENDER_BUDGET_MS: z.preprocess(empty, z.coerce.number().int().min(1).max(60_000).default(300)),
  SERVER_RENDER_STREAM: booleanFlag(true),
  SERVER_RENDER_CACHE_SECONDS: z.preprocess(empty, z.coerce.number().int().min(0).max(3600).default(10)),
  METRICS_TOKEN: z.preprocess(empty, z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  SENTRY_DSN: urlWithScheme(['http', 'https']),
  SENTRY_ENVIRONMENT: z.preprocess(empty, z.string().default('production')),
  API_DOCS: z.preprocess(empty, z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' }).optional()),
  // nginx's default buffers take a request line of 8 KB; Node's default header limit is 16 KB.
  MAX_URL_LENGTH: z.preprocess(empty, z.coerce.number().int().min(256).max(65_536).default(8192)),
  MAX_HEADER_BYTES: z.preprocess(empty, z.coerce.number().int().min(4096).max(131_072).default(16_384)),
  HTTP_HEADERS_TIMEOUT_MS: z.preprocess(empty, z.coerce.number().int().min(100).max(600_000).default(20_000)),
  // A 10 MB CV over a slow mobile connection (1 Mbit/s) takes ~85 s.
  HTTP_REQUEST_TIMEOUT_MS: z.preprocess(empty, z.coerce.number().int().min(100).max(3_600_000).default(120_000)),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.preprocess(empty, z.coerce.number().int().min(100).max(600_000).default(72_000)),
  HTTP_IDLE_TIMEOUT_MS: z.preprocess(empty, z.coerce.number().int().min(100).max(3_600_000).default(90_000)),
  RELEASE_STORE_DIR: optionalString,
  RELEASE_RETENTION_DAYS: z.preprocess(empty, z.coerce.number().int().min(0).max(3650).default(7)),
  RELEASE_ORIGINS: z.preprocess(
    empty,
    z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').map((origin) => origin.trim()).filter(Boolean) : []))
      .refine((origins) => origins.every((origin) => /^https?:\/\/[^/\s*]+$/.test(origin)), {
        error: 'expected a comma-separated list of origins like https://cdn.example.nl (no * and no path)',
      }),
  ),
});

/**
 * True for no URL (the default `http://localhost:<PORT>`) or an http(s) URL of
 * this machine: links to it open only here, so a production build on it is a
 * local trial (`pnpm start`), not a site other people use.
 */
function isLocalUrl(url: string | undefined): boolean {
  if (url === undefined) return true;
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * Parses the environment. Defaults: PORT 3000 (3001 in development, where the
 * shell's dev server owns 3000 and proxies /api), DATA_DIR `<repo>/data`,
 * STATIC_ROOT the repository root, PUBLIC_URL `http://localhost:<PORT>`.
 *
 * JWT_SECRET is required only in production with DATABASE_URL: that is the
 * scaled-out mode where several instances must share one secret. Otherwise a
 * missing secret is generated once and kept in the data folder (single
 * instance, `pnpm start` works without configuration).
 *
 * SMTP_URL is required in production, unless MAIL_OUTBOX=1 (mail stays in the
 * outbox folder and links never reach the log) or PUBLIC_URL is this machine
 * (`pnpm start`: the link is logged, as outside production).
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
  }
  if (parsed.success && parsed.data.NODE_ENV === 'production' && parsed.data.DATABASE_URL && !parsed.data.JWT_SECRET) {
    problems.push('JWT_SECRET: required in production when DATABASE_URL is set (every instance must share it)');
  }
  if (parsed.success && parsed.data.NODE_ENV === 'production' && !parsed.data.SMTP_URL && !parsed.data.MAIL_OUTBOX && !isLocalUrl(parsed.data.PUBLIC_URL)) {
    problems.push(
      'SMTP_URL: required in production (without it every login link would be written to the log); or set MAIL_OUTBOX=1 to keep mail as files in the outbox of the data folder, with no links in the log',
    );
  }
  if (parsed.success && parsed.data.HTTP_HEADERS_TIMEOUT_MS > parsed.data.HTTP_REQUEST_TIMEOUT_MS) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)');
  }
  if (parsed.success && parsed.data.HTTP_IDLE_TIMEOUT_MS < parsed.data.HTTP_KEEP_ALIVE_TIMEOUT_MS) {
    problems.push('HTTP_IDLE_TIMEOUT_MS: must not be shorter than HTTP_KEEP_ALIVE_TIMEOUT_MS (it would close kept-alive connections first)');
  }
  if (problems.length > 0 || !parsed.success) throw new EnvError(problems);

  const env = parsed.data;
  const repoRoot = findRepoRoot();
  // One render worker per core (ADR 0024): the main thread shares its core with one of them.
  const serverRenderWorkers = env.SERVER_RENDER_WORKERS ?? os.availableParallelism();
  const port = env.PORT ?? (env.NODE_ENV === 'development' ? 3001 : 3000);
  return {
    nodeEnv: env.NODE_ENV,
    port,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    logMailLinks: !env.MAIL_OUTBOX && (env.NODE_ENV !== 'production' || isLocalUrl(env.PUBLIC_URL)),
    mailFrom: env.MAIL_FROM,
    mailPollSeconds: env.MAIL_POLL_SECONDS,
    mailMaxAttempts: env.MAIL_MAX_ATTEMPTS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins: env.CORS_ORIGINS,
    jwtSecret: env.JWT_SECRET,
    mixpanelToken: env.MIXPANEL_TOKEN,
    loginLinkTtlSeconds: env.LOGIN_LINK_TTL_SECONDS,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE_SECONDS,
    staffSessionMaxAgeSeconds: env.STAFF_SESSION_MAX_AGE_SECONDS,
    staffRefreshTokenTtlSeconds: env.STAFF_REFRESH_TOKEN_TTL_SECONDS,
    rateLimit: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      perEmail: env.RATE_LIMIT_PER_EMAIL,
      perIp: env.RATE_LIMIT_PER_IP,
      trackPerMinute: env.RATE_LIMIT_TRACK_PER_MINUTE,
    },
    trafficLimits: {
      searchPerMinute: env.RATE_LIMIT_SEARCH_PER_MINUTE,
      clientRequestsPerHour: env.RATE_LIMIT_CLIENT_REQUESTS_PER_HOUR,
      searchConcurrency: env.SEARCH_CONCURRENCY,
      searchQueue: env.SEARCH_QUEUE,
      cvUploadsPerHour: env.RATE_LIMIT_CV_UPLOADS_PER_HOUR,
      rendersPerMinute: env.RATE_LIMIT_RENDERS_PER_MINUTE,
    },
    serverRenderWorkers,
    serverRenderConcurrency: env.SERVER_RENDER_CONCURRENCY ?? 2 * serverRenderWorkers,
    serverRenderQueue: env.SERVER_RENDER_QUEUE,
    serverRenderQueueWaitMs: env.SERVER_RENDER_QUEUE_WAIT_MS,
    staffEmail: env.STAFF_EMAIL,
    serveStatic: env.SERVE_STATIC,
    staticRoot: path.resolve(repoRoot, env.STATIC_ROOT ?? '.'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemoData: env.SEED_DEMO_DATA ?? (!env.DATABASE_URL && (env.NODE_ENV !== 'production' || env.DEMO)),
    seedReferenceData: true,
    demo: env.DEMO && !env.DATABASE_URL,
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    trustProxy: env.TRUST_PROXY,
    alertJobsIntervalSeconds: env.ALERT_JOBS_INTERVAL_SECONDS,
    serverRenderBudgetMs: env.SERVER_RENDER_BUDGET_MS,
    serverRenderStream: env.SERVER_RENDER_STREAM,
    serverRenderCacheSeconds: env.SERVER_RENDER_CACHE_SECONDS,
    metricsToken: env.METRICS_TOKEN,
    sentryDsn: env.SENTRY_DSN,
    sentryEnvironment: env.SENTRY_ENVIRONMENT,
    apiDocs: env.API_DOCS === undefined ? env.NODE_ENV !== 'production' : ['true', '1', 'yes'].includes(env.API_DOCS),
    httpLimits: {
      maxUrlLength: env.MAX_URL_LENGTH,
      maxHeaderBytes: env.MAX_HEADER_BYTES,
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_MS,
    },
    releaseStoreDir: env.RELEASE_STORE_DIR === undefined ? undefined : path.resolve(repoRoot, env.RELEASE_STORE_DIR),
    releaseRetentionDays: env.RELEASE_RETENTION_DAYS,
    releaseOrigins: env.RELEASE_ORIGINS,
  };
}

/**
 * The folder an operator ran `pnpm backup` / `pnpm restore` in, where a
 * relative file name is meant: pnpm runs scripts in the package's folder and
 * sets INIT_CWD to where it was started; the root scripts pass the outer one
 * on as INTERIM_INVOKED_FROM (a nested pnpm sets INIT_CWD again).
 */
export function invocationDir(source: Record<string, string | undefined> = process.env): string {
  return source.INTERIM_INVOKED_FROM?.trim() || source.INIT_CWD?.trim() || process.cwd();
}

/**
 * The environment of the operator commands (`pnpm remote:*`): the server's
 * settings (DATA_DIR, DATABASE_URL, PORT, STATIC_ROOT, RELEASE_*), with PORT
 * defaulting to 3000 as for `pnpm start` (3001 with NODE_ENV=development, as
 * `pnpm dev`). They send no mail and sign nothing, so production's checks of
 * SMTP_URL and JWT_SECRET do not apply.
 */
export function loadOperatorEnv(source: Record<string, string | undefined> = process.env): AppConfig {
  return loadEnv({ ...source, NODE_ENV: source.NODE_ENV === 'development' ? 'development' : 'test' });
}

/**
 * Test and benchmark settings (read here because this module is the only
 * reader of the environment): a PostgreSQL URL to run the API suites a
 * second time against a real server, a Redis URL for the suite of several
 * instances (several-instances.test.ts), and a PostgreSQL URL for the benchmark.
 */
export function loadTestEnv(source: Record<string, string | undefined> = process.env): {
  testDatabaseUrl: string | undefined;
  testRedisUrl: string | undefined;
  benchDatabaseUrl: string | undefined;
} {
  return {
    testDatabaseUrl: source.TEST_DATABASE_URL?.trim() || undefined,
    testRedisUrl: source.TEST_REDIS_URL?.trim() || undefined,
    benchDatabaseUrl: source.BENCH_DATABASE_URL?.trim() || undefined,
  };
}
