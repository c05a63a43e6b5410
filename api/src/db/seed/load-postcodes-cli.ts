import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { EnvError, loadEnv } from '../../config/env.js';
import { modules } from '../../modules/index.js';
import { openConfiguredDatabase, prepareDatabase } from '../prepare-database.js';
import '../../modules/reference-data/reference-data.tables.js';

/**
 * `pnpm --filter @interim/api load-postcodes <file.csv>`: loads (or updates)
 * PC4 centroids from a CSV with the header `pc4,city,latitude,longitude`
 * (WGS84 decimal degrees) into the configured database, embedded or not.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: load-postcodes <file.csv> (columns pc4,city,latitude,longitude)');
  const config = loadEnv();
  const database = await openConfiguredDatabase(config);
  const log = (message: string) => process.stdout.write(`${message}\n`);
  try {
    await prepareDatabase(database, { modules, seed: false, now: new Date(), log: { info: log, warn: log } });
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
    let header: string[] | undefined;
    let batch: Array<{ pc4: number; city: string; latitude: number; longitude: number }> = [];
    let loaded = 0;
    let skipped = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await database.db
        .insertInto('postcode_centroids')
        .values(batch)
        .onConflict((conflict) =>
          conflict.column('pc4').doUpdateSet({ city: sql`excluded.city`, latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` }),
        )
        .execute();
      loaded += batch.length;
      batch = [];
    };
    for await (const line of lines) {
      if (!line.trim()) continue;
      const cells = line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
      if (!header) {
        header = cells.map((cell) => cell.toLowerCase());
        continue;
      }
      const get = (name: string) => cells[header!.indexOf(name)] ?? '';
      const row = { pc4: Number(get('pc4')), city: get('city'), latitude: Number(get('latitude')), longitude: Number(get('longitude')) };
      const plausible = Number.isInteger(row.pc4) && row.pc4 >= 1000 && row.pc4 <= 9999 && row.city && row.latitude > 50 && row.latitude < 54 && row.longitude > 3 && row.longitude < 8;
      if (!plausible) {
        skipped += 1;
        continue;
      }
      batch.push(row);
      if (batch.length >= 1000) await flush();
    }
    await flush();
    log(`loaded ${loaded} postcode areas${skipped ? `, skipped ${skipped} implausible lines` : ''}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof EnvError ? error.message : error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
