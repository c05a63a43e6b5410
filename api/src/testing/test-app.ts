import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { type AppConfig, loadTestEnv } from '../config/env.js';
import { type DatabaseHandle, dropSchema, openDatabase } from '../db/database.js';
import type { ApiModule } from '../modules/api-module.js';
import { modules as registeredModules } from '../modules/index.js';
import type { RequestUser } from '../plugins/app-context.js';
import fp from 'fastify-plugin';
import { loadPgliteTemplate } from './pglite-template.js';

/** A database the API suites run against. */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** PostgreSQL only. */
  url?: string;
}

/**
 * In-memory PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
 * Use as `describe.each(testDatabases)('... ($name)', (database) => ...)`.
 */
export const testDatabases: TestDatabase[] = [
  { name: 'pglite' },
  ...(loadTestEnv().testDatabaseUrl ? [{ name: 'postgres' as const, url: loadTestEnv().testDatabaseUrl }] : []),
];

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Closes the app and the database, drops the PostgreSQL schema and the temporary data folder. */
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  config?: Partial<AppConfig>;
  now?: () => Date;
  /** Seed the demo data (default true: most suites read it). */
  seed?: boolean;
  modules?: BuildAppOptions['modules'];
  /**
   * Stand-in for the auth module in suites that need a logged-in user: a
   * request with the header `x-test-user-id: <n>` runs as employee n.
   */
  testUsers?: boolean;
  /** Fastify logger options (default: silent), e.g. a stream a test reads. */
  logger?: BuildAppOptions['logger'];
}

/** Header read when `testUsers` is on. */
export const TEST_USER_HEADER = 'x-test-user-id';

const testUserModule: ApiModule = {
  name: 'test-users',
  routes: fp(async (app: FastifyInstance) => {
    // preHandler: runs after any onRequest hook of a real auth module, so the test user wins.
    app.addHook('preHandler', async (request) => {
      const header = request.headers[TEST_USER_HEADER];
      if (typeof header === 'string' && /^[0-9]+$/.test(header)) {
        request.user = { id: Number(header), role: 'employee', sessionId: `test-session-${header}` } satisfies RequestUser;
      }
    });
  }),
};

/**
 * A fresh app on a fresh database: in-memory PGlite, or a new schema of the
 * PostgreSQL at `database.url` (dropped on close). Static serving is off
 * unless `config` turns it on; logs are silent.
 */
export async function createTestApp(database: TestDatabase = { name: 'pglite' }, options: CreateTestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-api-test-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const handle =
    database.name === 'postgres' && database.url
      ? await openDatabase({ kind: 'postgres', connectionString: database.url, schema, maxConnections: 4 })
      : await openDatabase({ kind: 'pglite', loadDataDir: await loadPgliteTemplate() });
  let app: FastifyInstance;
  try {
    app = await buildApp({
      env: { NODE_ENV: 'test' },
      config: {
        dataDir,
        serveStatic: false,
        logLevel: 'silent',
        jwtSecret: 'test-secret-test-secret-test-secret-0123',
        seedDemoData: options.seed ?? true,
        seedReferenceData: options.seed ?? true,
        ...options.config,
      },
      database: handle,
      ...(options.now ? { now: options.now } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.modules || options.testUsers
        ? { modules: [...(options.testUsers ? [testUserModule] : []), ...(options.modules ?? registeredModules)] }
        : {}),
    });
    await app.ready();
  } catch (error) {
    await cleanUp();
    throw error;
  }

  async function cleanUp() {
    await handle.close();
    if (database.name === 'postgres' && database.url) await dropSchema(database.url, schema);
    await rm(dataDir, { recursive: true, force: true });
  }

  return {
    app,
    database: handle,
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}
