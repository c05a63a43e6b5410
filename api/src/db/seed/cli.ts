import { DataDirLockedError } from '../../config/data-dir-lock.js';
import { EnvError, loadEnv } from '../../config/env.js';
import { modules } from '../../modules/index.js';
import { openConfiguredDatabaseForCommand, prepareDatabase } from '../prepare-database.js';

/**
 * `pnpm --filter @interim/api seed`: migrates and seeds the configured
 * database (what the first start does), then exits. Idempotent.
 */
async function main(): Promise<void> {
  const config = loadEnv();
  const database = await openConfiguredDatabaseForCommand(config, 'seed');
  const log = { info: (message: string) => process.stdout.write(`${message}\n`), warn: (message: string) => process.stderr.write(`${message}\n`) };
  try {
    log.info(`database: ${database.description}`);
    await prepareDatabase(database, { modules, referenceData: true, demoData: true, now: new Date(), log });
    log.info('seed complete');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof EnvError || error instanceof DataDirLockedError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
