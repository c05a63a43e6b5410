import { type Kysely, sql } from 'kysely';
import { modules } from '../modules/index.js';
import { openDatabase } from './database.js';
import { prepareDatabase } from './prepare-database.js';
import type { Database } from './schema.js';

const silent = { info: () => undefined, warn: () => undefined };

async function count(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`SELECT count(*) AS count FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.count);
}

describe('prepareDatabase: reference data always, demo data only when asked', () => {
  it('a production start without demo data has the reference data the forms need and no demo vacancies; the demo adds them', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await prepareDatabase(database, { modules, referenceData: true, demoData: false, now: new Date(), log: silent });
      expect(await count(database.db, 'sectors')).toBeGreaterThan(0);
      expect(await count(database.db, 'postcode_centroids')).toBeGreaterThan(0);
      expect(await count(database.db, 'vacancies')).toBe(0);

      await prepareDatabase(database, { modules, referenceData: true, demoData: true, now: new Date(), log: silent });
      expect(await count(database.db, 'vacancies')).toBe(240);
    } finally {
      await database.close();
    }
  });
});
