import { readerQuery } from '../../db/schema.js';
import './reference-data.tables.js';

/**
 * What other modules read of the reference data besides its service
 * (reference-data.service.ts): the tables as derived tables, to join under
 * an alias of the caller's, e.g.
 * `.innerJoin(sectorRows().as('s'), 's.id', 'v.sector_id')`, or to embed
 * in SQL text (`FROM ${sectorRows()} AS s`). Each is a plain SELECT of one
 * table, which PostgreSQL flattens into the outer query: the join costs what
 * a join of the table itself costs, and the caller's SQL names no table of
 * this module (ADR 0025).
 */

/** Sectors: id, name, slug. */
export function sectorRows() {
  return readerQuery().selectFrom('sectors').select(['id', 'name', 'slug']);
}

/** Positions (functies): id, sector_id, name. */
export function positionRows() {
  return readerQuery().selectFrom('positions').select(['id', 'sector_id', 'name']);
}

/** Education levels: id, code, name, rank (ascending from vmbo to wo). */
export function educationLevelRows() {
  return readerQuery().selectFrom('education_levels').select(['id', 'code', 'name', 'rank']);
}

/** Centroids of the four-digit postcode areas: pc4, city, latitude, longitude. */
export function postcodeCentroidRows() {
  return readerQuery().selectFrom('postcode_centroids').select(['pc4', 'city', 'latitude', 'longitude']);
}

export { findPositionName, findPostcodeArea, findReferences } from './reference-data.repository.js';
