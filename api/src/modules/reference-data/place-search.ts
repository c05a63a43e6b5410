import type { PlaceSuggestion } from '@interim/shared/contract';
import { type Kysely, sql } from 'kysely';
import type { GeoPoint } from '../../db/geo.js';
import type { Database } from '../../db/schema.js';
import { escapeLike } from '../../http/content-range.js';
import './reference-data.tables.js';

/** A Dutch postcode, whole or its four digits: what the PC4 table answers for. */
const POSTCODE = /^[1-9][0-9]{3}( ?(?!sa|sd|ss)[a-z]{2})?$/i;
/** "Hengelo (Overijssel)": a place name with its province, as a suggestion writes a name two provinces share. */
const WITH_PROVINCE = /^(.+?)\s*\(([^()]+)\)$/;

/** True when `text` is a postcode ('3701 AA', '3701aa', '3701') rather than a place name. */
export function isPostcodeText(text: string): boolean {
  return POSTCODE.test(text.trim());
}

/**
 * The key a place is found by: lower case, without accents, one kind of
 * apostrophe, and one space where names have hyphens or spaces, so "den
 * bosch", "Den-Bosch" and "DEN BOSCH" meet, and "s hertogenbosch" finds
 * "'s-Hertogenbosch".
 */
export function placeSearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[-\s/]+/g, ' ')
    .trim();
}

/** The part of a place name to compare: its key without the leading "'s " / "'t " that people often leave out. */
function withoutArticle(key: string): string {
  return key.replace(/^'[st] /, '');
}

/**
 * Suggestions for the "Postcode of plaats" field: a postcode answers its
 * PC4 area (with its city) when the table has it; a name answers up to
 * `limit` places whose name (or a word of it) starts with the text, exact
 * matches first. A name two provinces share is written with its province,
 * which is also what {@link findPlaceOrigin} accepts.
 */
export async function searchPlaces(db: Kysely<Database>, text: string, limit = 8): Promise<PlaceSuggestion[]> {
  const trimmed = text.trim();
  if (isPostcodeText(trimmed)) {
    const pc4 = trimmed.slice(0, 4);
    const area = await db.selectFrom('postcode_centroids').select(['pc4', 'city']).where('pc4', '=', Number(pc4)).executeTakeFirst();
    return area ? [{ value: trimmed.length > 4 ? normalisePostcode(trimmed) : pc4, name: area.city, province: null, postcode: pc4 }] : [];
  }
  const key = placeSearchKey(trimmed);
  if (key.length < 2) return [];
  const prefix = `${escapeLike(key)}%`;
  const bare = `${escapeLike(withoutArticle(key))}%`;
  const rows = await db
    .selectFrom('places as p')
    .select([
      'p.name',
      'p.province',
      sql<boolean>`EXISTS (SELECT 1 FROM places q WHERE q.name = p.name AND q.id <> p.id)`.as('shared_name'),
    ])
    .where((eb) =>
      eb.or([
        eb('p.search_key', 'like', prefix),
        eb('p.search_key', 'like', `% ${prefix}`),
        eb(sql`regexp_replace(p.search_key, '^''[st] ', '')`, 'like', bare),
      ]),
    )
    .orderBy(sql`p.search_key = ${key} OR regexp_replace(p.search_key, '^''[st] ', '') = ${withoutArticle(key)}`, 'desc')
    .orderBy(sql`p.search_key LIKE ${prefix}`, 'desc')
    .orderBy('p.name')
    .orderBy('p.province')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    value: row.shared_name ? `${row.name} (${row.province})` : row.name,
    name: row.name,
    province: row.province,
    postcode: null,
  }));
}

/** The outcome of {@link findPlaceOrigin}. */
export type PlaceLookup =
  | { found: true; origin: GeoPoint; name: string }
  | { found: false; reason: 'unknown' }
  | { found: false; reason: 'ambiguous'; choices: string[] };

/**
 * Where a place lies, by its name ("Zeist", "zeist", "'s-Hertogenbosch",
 * "s hertogenbosch") or by name and province ("Hengelo (Overijssel)"). A name
 * two provinces share, without its province, is ambiguous: the caller asks
 * which one.
 */
export async function findPlaceOrigin(db: Kysely<Database>, text: string): Promise<PlaceLookup> {
  const withProvince = WITH_PROVINCE.exec(text.trim());
  const key = withoutArticle(placeSearchKey(withProvince ? withProvince[1]! : text));
  if (!key) return { found: false, reason: 'unknown' };
  let query = db
    .selectFrom('places')
    .select(['name', 'province', 'latitude', 'longitude'])
    .where(sql`regexp_replace(search_key, '^''[st] ', '')`, '=', key)
    .orderBy('province');
  if (withProvince) query = query.where(sql`lower(province)`, '=', withProvince[2]!.trim().toLowerCase());
  const rows = await query.execute();
  if (rows.length === 0) return { found: false, reason: 'unknown' };
  if (rows.length > 1) return { found: false, reason: 'ambiguous', choices: rows.map((row) => `${row.name} (${row.province})`) };
  const [place] = rows;
  return { found: true, origin: { latitude: place!.latitude, longitude: place!.longitude }, name: place!.name };
}

/** '3701aa' -> '3701 AA'. */
export function normalisePostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return compact.length > 4 ? `${compact.slice(0, 4)} ${compact.slice(4)}` : compact;
}
