import os from 'node:os';
import path from 'node:path';
import { EnvError, findRepoRoot, invocationDir, loadEnv } from './env.js';

describe('loadEnv', () => {
  const root = findRepoRoot();

  it('gives working defaults for an empty environment (embedded database, static site on)', () => {
    const config = loadEnv({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3001,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(root, 'data'),
      staticRoot: root,
      serveStatic: true,
      loginLinkTtlSeconds: 600,
      sessionMaxAgeSeconds: 90 * 24 * 3600,
      staffSessionMaxAgeSeconds: 8 * 3600,
      staffRefreshTokenTtlSeconds: 3600,
      corsOrigins: [],
      publicUrl: 'http://localhost:3001',
      seedDemoData: true,
      seedReferenceData: true,
      demo: false,
      shutdownDrainSeconds: 10,
      trustProxy: false,
      alertJobsIntervalSeconds: 60,
      mailPollSeconds: 5,
      mailMaxAttempts: 8,
      serverRenderBudgetMs: 300,
      serverRenderStream: true,
      serverRenderCacheSeconds: 10,
      metricsToken: undefined,
      sentryDsn: undefined,
      sentryEnvironment: 'production',
    });
    expect(loadEnv({ NODE_ENV: 'production' })).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000' });
  });

  it('parses every key', () => {
    const config = loadEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app:secret@db:5432/interim',
      DATA_DIR: '/var/lib/interim',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://user:pass@mail.example.nl:465',
      MAIL_FROM: 'Interimly <noreply@example.nl>',
      PUBLIC_URL: 'https://www.example.nl/',
      CORS_ORIGINS: 'https://www.interimbureau.nl, https://corporate.example.nl',
      JWT_SECRET: 'x'.repeat(40),
      MIXPANEL_TOKEN: 'abc',
      LOGIN_LINK_TTL_SECONDS: '900',
      SESSION_MAX_AGE_SECONDS: '86400',
      STAFF_SESSION_MAX_AGE_SECONDS: '36000',
      STAFF_REFRESH_TOKEN_TTL_SECONDS: '1800',
      SERVE_STATIC: 'false',
      STATIC_ROOT: '/srv/site',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: '0',
      TRUST_PROXY: 'true',
      ALERT_JOBS_INTERVAL_SECONDS: '0',
      MAIL_POLL_SECONDS: '0',
      MAIL_MAX_ATTEMPTS: '3',
      SERVER_RENDER_BUDGET_MS: '2500',
      SERVER_RENDER_STREAM: 'false',
      SERVER_RENDER_CACHE_SECONDS: '0',
      METRICS_TOKEN: 'metrics-token-0123456789',
      SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42',
      SENTRY_ENVIRONMENT: 'staging',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app:secret@db:5432/interim',
      dataDir: '/var/lib/interim',
      publicUrl: 'https://www.example.nl',
      corsOrigins: ['https://www.interimbureau.nl', 'https://corporate.example.nl'],
      loginLinkTtlSeconds: 900,
      sessionMaxAgeSeconds: 86400,
      staffSessionMaxAgeSeconds: 36000,
      staffRefreshTokenTtlSeconds: 1800,
      serveStatic: false,
      staticRoot: '/srv/site',
      logLevel: 'warn',
      seedDemoData: false,
      trustProxy: true,
      alertJobsIntervalSeconds: 0,
      mailPollSeconds: 0,
      mailMaxAttempts: 3,
      serverRenderBudgetMs: 2500,
      serverRenderStream: false,
      serverRenderCacheSeconds: 0,
      metricsToken: 'metrics-token-0123456789',
      sentryDsn: 'https://public@o1.ingest.sentry.io/42',
      sentryEnvironment: 'staging',
    });
  });

  it('sizes the render workers to the machine, 2 renders at once per worker, unless told otherwise (ADR 0024)', () => {
    const cores = os.availableParallelism();
    expect(loadEnv({})).toMatchObject({ serverRenderWorkers: cores, serverRenderConcurrency: 2 * cores });
    expect(loadEnv({ SERVER_RENDER_WORKERS: '3' })).toMatchObject({ serverRenderWorkers: 3, serverRenderConcurrency: 6 });
    expect(loadEnv({ SERVER_RENDER_WORKERS: '3', SERVER_RENDER_CONCURRENCY: '4' })).toMatchObject({ serverRenderWorkers: 3, serverRenderConcurrency: 4 });
    expect(() => loadEnv({ SERVER_RENDER_WORKERS: '0' })).toThrow(/SERVER_RENDER_WORKERS/);
  });

  it('seeds demo data by default only outside production or for the demo, and never by default on PostgreSQL', () => {
    const postgres = { DATABASE_URL: 'postgres://app@db/interim', JWT_SECRET: 'x'.repeat(40) };
    expect(loadEnv({}).seedDemoData).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' })).toMatchObject({ seedDemoData: false, seedReferenceData: true, demo: false });
    // The root `pnpm start` is the documented demo on the embedded database.
    expect(loadEnv({ NODE_ENV: 'production', DEMO: 'true' })).toMatchObject({ seedDemoData: true, demo: true });
    expect(loadEnv({ NODE_ENV: 'production', DEMO: 'true', ...postgres })).toMatchObject({ seedDemoData: false, demo: false });
    expect(loadEnv({ ...postgres }).seedDemoData).toBe(false);
    // An explicit SEED_DEMO_DATA wins either way.
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', ...postgres }).seedDemoData).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', DEMO: '1', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadEnv({ SHUTDOWN_DRAIN_SECONDS: '2.5' }).shutdownDrainSeconds).toBe(2.5);
    expect(() => loadEnv({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow('SHUTDOWN_DRAIN_SECONDS');
    expect(() => loadEnv({ DEMO: 'maybe' })).toThrow('DEMO: expected true or false');
  });

  it('lists every bad key in one error', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', CORS_ORIGINS: '*', SERVE_STATIC: 'sometimes', JWT_SECRET: 'short', LOG_LEVEL: 'loud', SERVER_RENDER_BUDGET_MS: '0', SERVER_RENDER_CACHE_SECONDS: '-1', METRICS_TOKEN: 'short', SENTRY_DSN: 'sentry' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const keys = (error as EnvError).problems.map((problem) => problem.split(':')[0]);
    expect(keys).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'CORS_ORIGINS', 'SERVE_STATIC', 'JWT_SECRET', 'LOG_LEVEL', 'SERVER_RENDER_BUDGET_MS', 'SERVER_RENDER_CACHE_SECONDS', 'METRICS_TOKEN', 'SENTRY_DSN']));
    expect((error as EnvError).message).toContain('Invalid environment');
  });

  it('requires JWT_SECRET in production with DATABASE_URL (several instances share it)', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).not.toThrow();
  });

  it('requires SMTP_URL in production unless MAIL_OUTBOX=1 (outbox without links in the log) or PUBLIC_URL is this machine', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.nl' };
    let error: unknown;
    try {
      loadEnv(production);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems).toEqual([expect.stringMatching(/^SMTP_URL: required in production .*MAIL_OUTBOX=1/)]);
    expect(loadEnv({ ...production, SMTP_URL: 'smtp://mail.example.nl:587' })).toMatchObject({ smtpUrl: 'smtp://mail.example.nl:587' });
    expect(loadEnv({ ...production, MAIL_OUTBOX: '1' })).toMatchObject({ smtpUrl: undefined, logMailLinks: false });
    // `pnpm start` (production build, default PUBLIC_URL http://localhost:3000): links in the log, as outside production.
    expect(loadEnv({ NODE_ENV: 'production' })).toMatchObject({ logMailLinks: true });
    expect(loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:8080' })).toMatchObject({ logMailLinks: true });
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost.example.nl' })).toThrow(/SMTP_URL/);
    expect(loadEnv({ NODE_ENV: 'production', MAIL_OUTBOX: 'true' })).toMatchObject({ logMailLinks: false });
    expect(loadEnv({})).toMatchObject({ logMailLinks: true });
    expect(loadEnv({ MAIL_OUTBOX: '1' })).toMatchObject({ logMailLinks: false });
    expect(() => loadEnv({ MAIL_OUTBOX: 'soms' })).toThrow(/MAIL_OUTBOX: expected true or false/);
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: ' ', CORS_ORIGINS: '' })).toMatchObject({ port: 3001, databaseUrl: undefined, corsOrigins: [] });
  });
});

describe('invocationDir', () => {
  it("is the folder the operator ran pnpm in: the root script's INIT_CWD passed on, else INIT_CWD, else the working folder", () => {
    expect(invocationDir({ INTERIM_INVOKED_FROM: '/srv/backups', INIT_CWD: '/srv/app' })).toBe('/srv/backups');
    expect(invocationDir({ INTERIM_INVOKED_FROM: ' ', INIT_CWD: '/srv/app' })).toBe('/srv/app');
    expect(invocationDir({})).toBe(process.cwd());
  });
});
