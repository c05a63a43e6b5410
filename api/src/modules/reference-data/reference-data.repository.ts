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

/** The four-digit area (PC4) of a postcode, as the centroid table keys it; undefined for none. */
function pc4Of(postcode: string): number | undefined {
  const pc4 = Number(postcode.replace(/\s+/g, '').slice(0, 4));
  return Number.isInteger(pc4) && pc4 >= 1000 && pc4 <= 9999 ? pc4 : undefined;
}

/** The centroid of a postcode's four-digit area, or undefined when unknown. */
export async function findPostcodeCentroid(
  db: Kysely<Database>,
  postcode: string,
): Promise<{ latitude: number; longitude: number } | undefined> {
  const pc4 = pc4Of(postcode);
  if (pc4 === undefined) return undefined;
  return db.selectFrom('postcode_centroids').select(['latitude', 'longitude']).where('pc4', '=', pc4).executeTakeFirst();
}

/** The coordinates and city of a postcode's four-digit area, or undefined when the area is unknown. */
export async function findPostcodeArea(db: Kysely<Database>, postcode: string): Promise<{ city: string; latitude: number; longitude: number } | undefined> {
  const pc4 = pc4Of(postcode);
  if (pc4 === undefined) return undefined;
  return db.selectFrom('postcode_centroids').select(['city', 'latitude', 'longitude']).where('pc4', '=', pc4).executeTakeFirst();
}

/** Which of the references of a vacancy exist: a position with its sector, a sector, an education level. */
export async function findReferences(
  db: Kysely<Database>,
  ids: { sectorId: number; positionId: number; educationLevelId: number | null },
): Promise<{ sector: boolean; positionSectorId: number | undefined; educationLevel: boolean }> {
  const [sector, position, level] = await Promise.all([
    db.selectFrom('sectors').select('id').where('id', '=', ids.sectorId).executeTakeFirst(),
    db.selectFrom('positions').select('sector_id').where('id', '=', ids.positionId).executeTakeFirst(),
    ids.educationLevelId === null
      ? Promise.resolve(undefined)
      : db.selectFrom('education_levels').select('id').where('id', '=', ids.educationLevelId).executeTakeFirst(),
  ]);
  return { sector: sector !== undefined, positionSectorId: position?.sector_id, educationLevel: ids.educationLevelId === null || level !== undefined };
}

/** The name of position (functie) `id`; null when there is none. */
export async function findPositionName(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await db.selectFrom('positions').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}
