import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  /** Rate limits on login-link, code and register requests (plugins/rate-limit.ts). */
  rateLimit: { windowSeconds: number; perEmail: number; perIp: number; trackPerMinute: number };
  /**
   * Load limits (api/README.md, rate limits): searches per IP per minute,
   * client requests per IP per hour, and per instance the uncached searches
   * running at once and waiting for a turn (beyond that: 503 at once).
   */
  trafficLimits: { searchPerMinute: number; clientRequestsPerHour: number; searchConcurrency: number; searchQueue: number };
  /** Where staff notifications go (client requests, contact requests). */
  staffEmail: string;
  serveStatic: boolean;
  /** Folder holding `shell/dist` and each remote's `<folder>/dist` (remotes.config.json). */
  staticRoot: string;
  logLevel: string;
  /** Seed the demo data (reference data + vacancies) when the database is empty. */
  seedDemoData: boolean;
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
   * vacancy written on this instance drops them at once; other instances
   * show it within this time.
   */
  serverRenderCacheSeconds: number;
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
  RATE_LIMIT_WINDOW_SECONDS: z.preprocess(empty, z.coerce.number().int().min(1).max(86400).default(900)),
  RATE_LIMIT_PER_EMAIL: z.preprocess(empty, z.coerce.number().int().min(1).default(5)),
  RATE_LIMIT_PER_IP: z.preprocess(empty, z.coerce.number().int().min(1).default(20)),
  RATE_LIMIT_TRACK_PER_MINUTE: z.preprocess(empty, z.coerce.number().int().min(1).default(120)),
  RATE_LIMIT_SEARCH_PER_MINUTE: z.preprocess(empty, z.coerce.number().int().min(1).default(120)),
  RATE_LIMIT_CLIENT_REQUESTS_PER_HOUR: z.preprocess(empty, z.coerce.number().int().min(1).default(5)),
  SEARCH_CONCURRENCY: z.preprocess(empty, z.coerce.number().int().min(1).max(1000).default(4)),
  SEARCH_QUEUE: z.preprocess(empty, z.coerce.number().int().min(0).max(100_000).default(16)),
  STAFF_EMAIL: z.preprocess(empty, z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, { error: 'expected an e-mail address' }).default('staf@interimly.nl')),
  SERVE_STATIC: booleanFlag(true),
  STATIC_ROOT: optionalString,
  LOG_LEVEL: z.preprocess(empty, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  SEED_DEMO_DATA: booleanFlag(true),
  TRUST_PROXY: booleanFlag(false),
  ALERT_JOBS_INTERVAL_SECONDS: z.preprocess(empty, z.coerce.number().int().min(0).max(86400).default(60)),
  SERVER_RENDER_BUDGET_MS: z.preprocess(empty, z.coerce.number().int().min(1).max(60_000).default(300)),
  SERVER_RENDER_STREAM: booleanFlag(true),
  SERVER_RENDER_CACHE_SECONDS: z.preprocess(empty, z.coerce.number().int().min(0).max(3600).default(10)),
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
  if (problems.length > 0 || !parsed.success) throw new EnvError(problems);

  const env = parsed.data;
  const repoRoot = findRepoRoot();
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
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins: env.CORS_ORIGINS,
    jwtSecret: env.JWT_SECRET,
    mixpanelToken: env.MIXPANEL_TOKEN,
    loginLinkTtlSeconds: env.LOGIN_LINK_TTL_SECONDS,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE_SECONDS,
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
    },
    staffEmail: env.STAFF_EMAIL,
    serveStatic: env.SERVE_STATIC,
    staticRoot: path.resolve(repoRoot, env.STATIC_ROOT ?? '.'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemoData: env.SEED_DEMO_DATA,
    trustProxy: env.TRUST_PROXY,
    alertJobsIntervalSeconds: env.ALERT_JOBS_INTERVAL_SECONDS,
    serverRenderBudgetMs: env.SERVER_RENDER_BUDGET_MS,
    serverRenderStream: env.SERVER_RENDER_STREAM,
    serverRenderCacheSeconds: env.SERVER_RENDER_CACHE_SECONDS,
  };
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
