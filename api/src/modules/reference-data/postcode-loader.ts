import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import './reference-data.tables.js';

/** What {@link loadPostcodeCentroids} did. */
export interface PostcodeLoadResult {
  loaded: number;
  skipped: number;
}

/**
 * Loads (or updates, by `pc4`) PC4 centroids from CSV lines with the header
 * `pc4,city,latitude,longitude` (WGS84 decimal degrees), in batches of 1000;
 * implausible lines (not a PC4, no city, outside the Netherlands) are
 * skipped and counted. The `load-postcodes` command reads a file with it.
 */
export async function loadPostcodeCentroids(db: Kysely<Database>, lines: AsyncIterable<string> | Iterable<string>): Promise<PostcodeLoadResult> {
  let header: string[] | undefined;
  let batch: Array<{ pc4: number; city: string; latitude: number; longitude: number }> = [];
  let loaded = 0;
  let skipped = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db
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
  return { loaded, skipped };
}
