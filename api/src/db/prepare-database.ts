import path from 'node:path';
import type { AppConfig } from '../config/env.js';
import type { ApiModule } from '../modules/api-module.js';
import { acquireDataDirLock } from '../config/data-dir-lock.js';
import { type DatabaseHandle, enableTrigram, openDatabase } from './database.js';
import { collectMigrations, runMigrations } from './migrate.js';
import { runSeeds } from './seed/run-seeds.js';

export interface PrepareOptions {
  modules: ApiModule[];
  /** Run the modules' seeds: reference data and housekeeping. */
  referenceData: boolean;
  /** Also the demo seeds (demo vacancies). */
  demoData: boolean;
  now: Date;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

/** Opens the database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in `${dataDir}/db`. */
export function openConfiguredDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', connectionString: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
}

/**
 * For a command (create-staff, seed, ...): {@link openConfiguredDatabase},
 * taking the data folder's lock first when the database is the embedded one.
 * Throws DataDirLockedError while a server or another command holds it;
 * closing the handle releases the lock.
 */
export async function openConfiguredDatabaseForCommand(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, command: string): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openConfiguredDatabase(config);
  const lock = await acquireDataDirLock(config.dataDir, { kind: 'cli', command });
  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        await lock.release();
      }
    },
  };
}

/** pg_trgm where possible, every pending migration, then the reference data and the demo data when asked. */
export async function prepareDatabase(database: DatabaseHandle, options: PrepareOptions): Promise<void> {
  const trigram = await enableTrigram(database);
  if (!trigram) options.log.warn('pg_trgm is not available: search works without typo tolerance');
  const applied = await runMigrations(database.db, collectMigrations(options.modules.map((module) => module.migrations ?? {})));
  if (applied.length > 0) options.log.info(`applied migrations: ${applied.join(', ')}`);
  if (options.referenceData || options.demoData) {
    await runSeeds(options.modules, { db: database.db, now: options.now, log: options.log.info }, { demoData: options.demoData });
  }
}
