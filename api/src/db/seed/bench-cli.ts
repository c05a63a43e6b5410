import { DataDirLockedError } from '../../config/data-dir-lock.js';
import { EnvError, loadEnv } from '../../config/env.js';
import { modules } from '../../modules/index.js';
import { openConfiguredDatabaseForCommand, prepareDatabase } from '../prepare-database.js';
import { insertBenchVacancies } from './bench-seed.js';

/**
 * `pnpm --filter @interim/api seed:bench 100000`: adds N generated vacancies
 * to the configured database (after migrating and seeding it).
 */
async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? '100000');
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    throw new Error('Usage: seed:bench <number of vacancies, 1 to 5000000>');
  }
  const config = loadEnv();
  const database = await openConfiguredDatabaseForCommand(config, 'seed:bench');
  const log = (message: string) => process.stdout.write(`${message}\n`);
  try {
    log(`database: ${database.description}`);
    await prepareDatabase(database, { modules, referenceData: true, demoData: true, now: new Date(), log: { info: log, warn: log } });
    const started = Date.now();
    await insertBenchVacancies(database.db, count, { log });
    log(`inserted ${count} vacancies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof EnvError || error instanceof DataDirLockedError ? error.message : error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
