import { z } from 'zod';
import { DatabaseIdSchema, jsonQueryParam } from './common';

/** Longest search text accepted in a reference-data `filter.q`. */
const MAX_Q = 100;

const searchText = z.string().trim().max(MAX_Q, { error: `Gebruik maximaal ${MAX_Q} karakters` });
const idList = z.array(DatabaseIdSchema).max(100);

/** A sector (branche) a vacancy belongs to, e.g. 'Sociaal domein'. */
export const SectorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
/** A sector (branche). */
export type Sector = z.infer<typeof SectorSchema>;

/** A position (functie) within a sector, e.g. 'Projectmanager'. */
export const PositionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sectorId: z.number().int(),
});
/** A position (functie) within a sector. */
export type Position = z.infer<typeof PositionSchema>;

/**
 * Dutch education levels (opleidingsniveau), `rank` ascending from vmbo to wo.
 * `code` is stable ('vmbo', 'mbo-1' ... 'wo'); `name` is for display.
 */
export const EducationLevelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  rank: z.number().int(),
});
/** A Dutch education level. */
export type EducationLevel = z.infer<typeof EducationLevelSchema>;

/** An office (vestiging) of the staffing company. */
export const BranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
});
/** An office (vestiging) of the staffing company. */
export type Branch = z.infer<typeof BranchSchema>;

/**
 * A suggestion of `GET /api/places` for the "Postcode of plaats" field:
 * `value` is what to search with (the place's name, with its province when
 * two provinces have a place of that name; or the postcode), `name` the
 * place, `postcode` the four digits when the suggestion is a postcode area.
 */
export const PlaceSuggestionSchema = z.object({
  value: z.string(),
  name: z.string(),
  province: z.string().nullable(),
  postcode: z.string().nullable(),
});
/** A suggestion for the "Postcode of plaats" field. */
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

/** `filter` of `GET /api/places`: `q` is the typed text, a postcode or the start of a place's name. */
export const PlaceFilterSchema = z.strictObject({ q: z.string().trim().min(1).max(MAX_Q, { error: `Gebruik maximaal ${MAX_Q} karakters` }) });
/** `filter` of `GET /api/places`. */
export type PlaceFilter = z.infer<typeof PlaceFilterSchema>;

/** Query of `GET /api/places` (at most 8 suggestions, exact names first). */
export const PlaceListQuerySchema = z.object({ filter: jsonQueryParam(PlaceFilterSchema) });

/** `filter` of `GET /api/sectors`: `q` matches the name (case-insensitive), `ids` picks records. */
export const SectorFilterSchema = z.strictObject({ q: searchText.optional(), ids: idList.optional() });
/** `filter` of `GET /api/sectors`. */
export type SectorFilter = z.infer<typeof SectorFilterSchema>;

/** `filter` of `GET /api/positions`: by name, by sector, or by ids. */
export const PositionFilterSchema = z.strictObject({
  q: searchText.optional(),
  sector: DatabaseIdSchema.optional(),
  ids: idList.optional(),
});
/** `filter` of `GET /api/positions`. */
export type PositionFilter = z.infer<typeof PositionFilterSchema>;

/** `filter` of `GET /api/branches`: `q` matches name or city. */
export const BranchFilterSchema = z.strictObject({ q: searchText.optional(), ids: idList.optional() });
/** `filter` of `GET /api/branches`. */
export type BranchFilter = z.infer<typeof BranchFilterSchema>;

/** `filter` of `GET /api/education_levels`. */
export const EducationLevelFilterSchema = z.strictObject({ ids: idList.optional() });
/** `filter` of `GET /api/education_levels`. */
export type EducationLevelFilter = z.infer<typeof EducationLevelFilterSchema>;

/** Query of `GET /api/sectors` (answers every match, sorted by name, with Content-Range). */
export const SectorListQuerySchema = z.object({ filter: jsonQueryParam(SectorFilterSchema).optional() });
/** Query of `GET /api/positions` (sorted by name). */
export const PositionListQuerySchema = z.object({ filter: jsonQueryParam(PositionFilterSchema).optional() });
/** Query of `GET /api/branches` (sorted by name). */
export const BranchListQuerySchema = z.object({ filter: jsonQueryParam(BranchFilterSchema).optional() });
/** Query of `GET /api/education_levels` (sorted by rank). */
export const EducationLevelListQuerySchema = z.object({ filter: jsonQueryParam(EducationLevelFilterSchema).optional() });
