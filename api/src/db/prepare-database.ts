import path from 'node:path';
import type { AppConfig } from '../config/env.js';
import type { ApiModule } from '../modules/api-module.js';
import { type DatabaseHandle, enableTrigram, openDatabase } from './database.js';
import { collectMigrations, runMigrations } from './migrate.js';
import { runSeeds } from './seed/run-seeds.js';

export interface PrepareOptions {
  modules: ApiModule[];
  seed: boolean;
  now: Date;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

/** Opens the database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in `${dataDir}/db`. */
export function openConfiguredDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', connectionString: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
}

/** pg_trgm where possible, every pending migration, then the demo data when asked. */
export async function prepareDatabase(database: DatabaseHandle, options: PrepareOptions): Promise<void> {
  const trigram = await enableTrigram(database);
  if (!trigram) options.log.warn('pg_trgm is not available: search works without typo tolerance');
  const applied = await runMigrations(database.db, collectMigrations(options.modules.map((module) => module.migrations ?? {})));
  if (applied.length > 0) options.log.info(`applied migrations: ${applied.join(', ')}`);
  if (options.seed) await runSeeds(options.modules, { db: database.db, now: options.now, log: options.log.info });
}
