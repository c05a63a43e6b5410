import type { Kysely } from 'kysely';
import type { GeoPoint } from '../../db/geo.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { findPlaceOrigin, isPostcodeText } from './place-search.js';
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

/** Where a postcode or an unambiguous place name lies; undefined when it cannot be placed (a saved search's alert then matches nothing by distance). */
export async function findLocation(db: Kysely<Database>, text: string): Promise<GeoPoint | undefined> {
  if (isPostcodeText(text)) return findPostcodeCentroid(db, text);
  const place = await findPlaceOrigin(db, text);
  return place.found ? place.origin : undefined;
}

/**
 * The origin of a "near" search that takes a postcode or a place name
 * (issue 32: "Postcode of plaats"). A postcode is its PC4 area's centre; a
 * name is the place's (GeoNames). What cannot be placed answers 400 with a
 * Dutch field error on `fieldPath` that says what to type instead:
 * `UNKNOWN_POSTCODE` (type the place's name: the PC4 table may be the demo
 * fixture), `UNKNOWN_PLACE`, or `AMBIGUOUS_PLACE` (which of the provinces).
 */
export async function findLocationOrigin(db: Kysely<Database>, text: string, fieldPath = 'filter.postcode'): Promise<GeoPoint> {
  const fail = (code: string, message: string, detail: string) => new ApiError(400, code, message, [{ path: fieldPath, message: detail }]);
  if (isPostcodeText(text)) {
    const origin = await findPostcodeCentroid(db, text);
    if (origin) return origin;
    throw fail('UNKNOWN_POSTCODE', 'We kennen deze postcode niet.', `We kennen postcode ${text.trim().slice(0, 4)} niet. Typ de naam van de plaats, bijvoorbeeld Zeist.`);
  }
  const place = await findPlaceOrigin(db, text);
  if (place.found) return place.origin;
  if (place.reason === 'ambiguous') {
    const choices = place.choices;
    throw fail('AMBIGUOUS_PLACE', 'Er zijn meer plaatsen met deze naam.', `Bedoel je ${choices.slice(0, -1).join(', ')} of ${choices.at(-1)}? Kies een plaats uit de suggesties.`);
  }
  throw fail('UNKNOWN_PLACE', 'We kennen deze plaats niet.', 'We kennen deze plaats niet. Kies een plaats uit de suggesties of typ een postcode, bijvoorbeeld 1234 AB.');
}
