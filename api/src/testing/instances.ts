import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config/env.js';
import { type DatabaseHandle, dropSchema, openDatabase } from '../db/database.js';

/** One API instance of several sharing a PostgreSQL schema (scale-out tests). */
export interface TestInstance {
  name: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
}

/**
 * An API instance on `schema` of the PostgreSQL at `url`, with a data folder
 * of its own and silent logs; `config` adds to that. Ready, not listening.
 * Start several one after the other: the first migrates and seeds, the
 * others find it done.
 */
export async function startTestInstance(name: string, url: string, schema: string, config: Partial<AppConfig> = {}): Promise<TestInstance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `interim-instance-${name}-`));
  const database = await openDatabase({ kind: 'postgres', connectionString: url, schema, maxConnections: 4 });
  const app = await buildApp({
    env: { NODE_ENV: 'test' },
    config: { dataDir, serveStatic: false, logLevel: 'silent', ...config },
    database,
  });
  await app.ready();
  return { name, app, database, dataDir };
}

/** Closes every instance that started, removes their data folders, and drops the schema. */
export async function stopTestInstances(instances: Array<TestInstance | undefined>, url: string, schema: string): Promise<void> {
  for (const instance of instances) {
    if (!instance) continue;
    await instance.app.close();
    await instance.database.close();
    await rm(instance.dataDir, { recursive: true, force: true });
  }
  await dropSchema(url, schema);
}
