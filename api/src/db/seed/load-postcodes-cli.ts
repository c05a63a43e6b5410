import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { DataDirLockedError } from '../../config/data-dir-lock.js';
import { EnvError, loadEnv } from '../../config/env.js';
import { modules } from '../../modules/index.js';
import { openConfiguredDatabaseForCommand, prepareDatabase } from '../prepare-database.js';
import { loadPostcodeCentroids } from '../../modules/reference-data/postcode-loader.js';

/**
 * `pnpm --filter @interim/api load-postcodes <file.csv>`: loads (or updates)
 * PC4 centroids from a CSV with the header `pc4,city,latitude,longitude`
 * (WGS84 decimal degrees) into the configured database, embedded or not.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: load-postcodes <file.csv> (columns pc4,city,latitude,longitude)');
  const config = loadEnv();
  const database = await openConfiguredDatabaseForCommand(config, 'load-postcodes');
  const log = (message: string) => process.stdout.write(`${message}\n`);
  try {
    await prepareDatabase(database, { modules, referenceData: false, demoData: false, now: new Date(), log: { info: log, warn: log } });
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
    const { loaded, skipped } = await loadPostcodeCentroids(database.db, lines);
    log(`loaded ${loaded} postcode areas${skipped ? `, skipped ${skipped} implausible lines` : ''}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof EnvError || error instanceof DataDirLockedError ? error.message : error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
