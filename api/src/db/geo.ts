import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * Straight-line distances in SQL, shared by every list that searches "near a
 * postcode" (vacancies, staff's candidates). The origin is a postcode area's
 * centroid (`findPostcodeCentroid`); rows carry their own latitude/longitude
 * columns, null while unknown.
 */

/** A point in WGS84 degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The columns holding a row's coordinates, as `alias.column` references. */
export interface GeoColumns {
  latitude: string;
  longitude: string;
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LATITUDE = 111.045;

/** Great-circle distance in km from `origin` to the row's coordinates (haversine); NULL when the row has none. */
export function distanceKmSql(origin: GeoPoint, columns: GeoColumns): RawBuilder<number | null> {
  const lat = sql`${origin.latitude}::float8`;
  const lon = sql`${origin.longitude}::float8`;
  const rowLat = sql.ref(columns.latitude);
  const rowLon = sql.ref(columns.longitude);
  // The CASE keeps a row without coordinates at NULL: least() skips NULLs,
  // so least(1, NULL) is 1 and the formula alone would say half the globe.
  return sql<number | null>`(CASE WHEN ${rowLat} IS NULL OR ${rowLon} IS NULL THEN NULL::float8
    ELSE ${EARTH_RADIUS_KM}::float8 * 2 * asin(least(1, sqrt(
      power(sin(radians(${rowLat} - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians(${rowLat})) * power(sin(radians(${rowLon} - ${lon}) / 2), 2)))) END)`;
}

/**
 * Rows within `radiusKm` of `origin`: a latitude/longitude box first (which a
 * location index can serve), then the exact distance trims its corners. Rows
 * without coordinates never match.
 */
export function withinKmSql(origin: GeoPoint, radiusKm: number, columns: GeoColumns): RawBuilder<SqlBool> {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  const dLon = radiusKm / (KM_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((origin.latitude * Math.PI) / 180)));
  const rowLat = sql.ref(columns.latitude);
  const rowLon = sql.ref(columns.longitude);
  return sql<SqlBool>`(${rowLat} >= ${origin.latitude - dLat}::float8 AND ${rowLat} <= ${origin.latitude + dLat}::float8
    AND ${rowLon} >= ${origin.longitude - dLon}::float8 AND ${rowLon} <= ${origin.longitude + dLon}::float8
    AND ${distanceKmSql(origin, columns)} <= ${radiusKm}::float8)`;
}

/** A distance as answered: km with one decimal, or null (no origin, or a row without coordinates). */
export function toDistanceKm(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
}
