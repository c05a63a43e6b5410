import type { SeedContext } from '../api-module.js';
import { DUTCH_PLACES } from './dutch-places.data.js';
import { POSTCODE_CENTROIDS } from './postcode-centroids.fixture.js';
import { placeSearchKey } from './place-search.js';
import { SEED_BRANCHES, SEED_EDUCATION_LEVELS, SEED_SECTORS } from './reference-data.seed-data.js';
import './reference-data.tables.js';

/** Inserts the demo reference data; rows that exist (by natural key) are left alone. */
export async function seedReferenceData({ db }: SeedContext): Promise<void> {
  await db
    .insertInto('sectors')
    .values(SEED_SECTORS.map(({ name, slug }) => ({ name, slug })))
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .execute();
  const sectors = await db.selectFrom('sectors').select(['id', 'slug']).execute();
  const sectorId = new Map(sectors.map((sector) => [sector.slug, sector.id]));
  const positions = SEED_SECTORS.flatMap((sector) =>
    sector.positions.map((name) => ({ sector_id: sectorId.get(sector.slug)!, name })),
  );
  await db
    .insertInto('positions')
    .values(positions)
    .onConflict((conflict) => conflict.columns(['sector_id', 'name']).doNothing())
    .execute();
  await db
    .insertInto('education_levels')
    .values(SEED_EDUCATION_LEVELS.map((level, index) => ({ ...level, rank: index + 1 })))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await db
    .insertInto('branches')
    .values(SEED_BRANCHES)
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  await db
    .insertInto('postcode_centroids')
    .values(POSTCODE_CENTROIDS.map(([pc4, city, latitude, longitude]) => ({ pc4, city, latitude, longitude })))
    .onConflict((conflict) => conflict.column('pc4').doNothing())
    .execute();
  await db
    .insertInto('places')
    .values(DUTCH_PLACES.map(([name, province, latitude, longitude]) => ({ name, province, search_key: placeSearchKey(name), latitude, longitude })))
    .onConflict((conflict) => conflict.columns(['name', 'province']).doNothing())
    .execute();
}
