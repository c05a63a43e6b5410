import type { Branch, BranchFilter, EducationLevel, EducationLevelFilter, Position, PositionFilter, Sector, SectorFilter } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { escapeLike } from '../../http/content-range.js';
import './reference-data.tables.js';

export async function listSectors(db: Kysely<Database>, filter: SectorFilter = {}): Promise<Sector[]> {
  let query = db.selectFrom('sectors').select(['id', 'name', 'slug']).orderBy('name').orderBy('id');
  if (filter.q) query = query.where('name', 'ilike', `%${escapeLike(filter.q)}%`);
  if (filter.ids) query = query.where('id', 'in', filter.ids);
  return query.execute();
}

export async function listPositions(db: Kysely<Database>, filter: PositionFilter = {}): Promise<Position[]> {
  let query = db.selectFrom('positions').select(['id', 'name', 'sector_id as sectorId']).orderBy('name').orderBy('id');
  if (filter.q) query = query.where('name', 'ilike', `%${escapeLike(filter.q)}%`);
  if (filter.sector !== undefined) query = query.where('sector_id', '=', filter.sector);
  if (filter.ids) query = query.where('id', 'in', filter.ids);
  return query.execute();
}

export async function listEducationLevels(db: Kysely<Database>, filter: EducationLevelFilter = {}): Promise<EducationLevel[]> {
  let query = db.selectFrom('education_levels').select(['id', 'code', 'name', 'rank']).orderBy('rank').orderBy('id');
  if (filter.ids) query = query.where('id', 'in', filter.ids);
  return query.execute();
}

export async function listBranches(db: Kysely<Database>, filter: BranchFilter = {}): Promise<Branch[]> {
  let query = db.selectFrom('branches').select(['id', 'name', 'city', 'address', 'postcode', 'phone', 'email']).orderBy('name').orderBy('id');
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('city', 'ilike', pattern)]));
  }
  if (filter.ids) query = query.where('id', 'in', filter.ids);
  return query.execute();
}

/** The centroid of a postcode's four-digit area, or undefined when unknown. */
export async function findPostcodeCentroid(
  db: Kysely<Database>,
  postcode: string,
): Promise<{ latitude: number; longitude: number } | undefined> {
  const pc4 = Number(postcode.replace(/\s+/g, '').slice(0, 4));
  if (!Number.isInteger(pc4) || pc4 < 1000 || pc4 > 9999) return undefined;
  return db.selectFrom('postcode_centroids').select(['latitude', 'longitude']).where('pc4', '=', pc4).executeTakeFirst();
}
