import type { Kysely } from 'kysely';
import type { GeoPoint } from '../../db/geo.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { findPostcodeCentroid } from './reference-data.repository.js';

/**
 * The origin of a "near this postcode" search: the centroid of the
 * postcode's four-digit area. A postcode the centroid table lacks is the
 * searcher's to correct: 400 `UNKNOWN_POSTCODE` with a Dutch field error on
 * `fieldPath`, the same for every list that searches by distance.
 */
export async function findPostcodeOrigin(db: Kysely<Database>, postcode: string, fieldPath = 'filter.postcode'): Promise<GeoPoint> {
  const origin = await findPostcodeCentroid(db, postcode);
  if (!origin) {
    throw new ApiError(400, 'UNKNOWN_POSTCODE', 'We kennen deze postcode niet.', [
      { path: fieldPath, message: 'We kennen deze postcode niet. Controleer de postcode of zoek zonder afstand.' },
    ]);
  }
  return origin;
}
