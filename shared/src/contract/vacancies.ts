import { z } from 'zod';
import { messages } from '../validation';
import { BooleanishSchema, jsonQueryParam, NamedRefSchema, RangeSchema, sortSchema } from './common';
import { WORK_MODES } from './labels';

export { ANONYMOUS_CLIENT_NAME, WORK_MODES, WORK_MODE_LABELS, type WorkMode } from './labels';

/** Where the work happens: on site, hybrid, or remote. */
export const WorkModeSchema = z.enum(WORK_MODES);

/** A vacancy is open for applications or closed. */
export const VacancyStatusSchema = z.enum(['open', 'closed']);
/** A vacancy is open for applications or closed. */
export type VacancyStatus = z.infer<typeof VacancyStatusSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A vacancy as listed by `GET /api/vacancies`: everything but the long texts,
 * plus a short `excerpt` of the description. Rates are euros per hour
 * excluding VAT. `isFavorite` is false for visitors.
 */
export const VacancyListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  /** The client's name, or {@link ANONYMOUS_CLIENT_NAME}. */
  clientName: z.string(),
  isAnonymous: z.boolean(),
  sector: NamedRefSchema,
  position: NamedRefSchema,
  city: z.string(),
  postcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  hoursPerWeekMin: z.number().int(),
  hoursPerWeekMax: z.number().int(),
  hourlyRateMin: z.number().int(),
  hourlyRateMax: z.number().int(),
  /** YYYY-MM-DD, or null for "in overleg". */
  startDate: isoDate.nullable(),
  /** Free text such as '6 maanden' or '12 weken'. */
  duration: z.string().nullable(),
  /** Last day to apply, YYYY-MM-DD. */
  closingDate: isoDate,
  workMode: WorkModeSchema,
  zzpAllowed: z.boolean(),
  educationLevel: NamedRefSchema.nullable(),
  driversLicenseRequired: z.boolean(),
  status: VacancyStatusSchema,
  /** ISO 8601 timestamp. */
  publishedAt: z.string(),
  isFavorite: z.boolean(),
  /** Straight-line distance from `filter.postcode`; null without a postcode or coordinates. */
  distanceKm: z.number().nullable(),
});
/** A vacancy as listed. */
export type VacancyListItem = z.infer<typeof VacancyListItemSchema>;

/** A vacancy as read by `GET /api/vacancies/{id}`: the list fields plus the texts. */
export const VacancySchema = VacancyListItemSchema.extend({
  description: z.string(),
  /** Eisen: what a candidate must have. */
  requirements: z.array(z.string()),
  /** Wensen: what counts in a candidate's favour. */
  wishes: z.array(z.string()),
});
/** A vacancy with all its fields. */
export type Vacancy = z.infer<typeof VacancySchema>;

/** Dutch postcode, full ('1234 AB', '1234ab') or only the four digits ('1234'). */
export const PostcodeOrPc4Schema = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{3}( ?(?!sa|sd|ss)[a-z]{2})?$/i, { error: messages.postcodeInvalid });

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(50)]);
const referenceId = z.number().int().min(1);

/**
 * `filter` of `GET /api/vacancies`. `q` is full text with Dutch stemming
 * (and typo tolerance on titles); hours and rate filters keep vacancies whose
 * band overlaps; `postcode` + `radiusKm` keep those within the radius;
 * `favorites` keeps the logged-in user's saved vacancies; `status` defaults to open.
 */
export const VacancyFilterSchema = z
  .strictObject({
    q: z.string().trim().max(200, { error: 'Gebruik maximaal 200 karakters' }).optional(),
    sector: oneOrMany(referenceId).optional(),
    position: oneOrMany(referenceId).optional(),
    educationLevel: oneOrMany(referenceId).optional(),
    hoursMin: z.number().int().min(0).max(80).optional(),
    hoursMax: z.number().int().min(1).max(80).optional(),
    rateMin: z.number().int().min(0).max(1000).optional(),
    workMode: oneOrMany(WorkModeSchema).optional(),
    zzpAllowed: z.boolean().optional(),
    postcode: PostcodeOrPc4Schema.optional(),
    radiusKm: z.number().min(1, { error: messages.tooSmall(1) }).max(300).optional(),
    status: z.enum(['open', 'closed', 'all']).optional(),
    favorites: z.boolean().optional(),
    ids: z.array(referenceId).min(1).max(100).optional(),
  })
  .superRefine((filter, context) => {
    if (filter.radiusKm !== undefined && filter.postcode === undefined) {
      context.addIssue({ code: 'custom', path: ['postcode'], message: 'Vul een postcode in om op afstand te zoeken' });
    }
    if (filter.hoursMin !== undefined && filter.hoursMax !== undefined && filter.hoursMin > filter.hoursMax) {
      context.addIssue({ code: 'custom', path: ['hoursMax'], message: `Het minimum is ${filter.hoursMin}` });
    }
  });
/** `filter` of `GET /api/vacancies`. */
export type VacancyFilter = z.infer<typeof VacancyFilterSchema>;

/** Sortable fields of `GET /api/vacancies`. `relevance` needs `filter.q`, `distance` needs `filter.postcode`. */
export const VACANCY_SORT_FIELDS = ['publishedAt', 'rate', 'closingDate', 'relevance', 'distance'] as const;
/** `sort=[field, 'ASC'|'DESC']` of `GET /api/vacancies`. Default: relevance with `q`, else publishedAt DESC. */
export const VacancySortSchema = sortSchema(VACANCY_SORT_FIELDS);
/** `sort` of `GET /api/vacancies`. */
export type VacancySort = z.infer<typeof VacancySortSchema>;

/**
 * Query of `GET /api/vacancies`: JSON `range` (default [0,19]), `sort`,
 * `filter`, and `track` (records the search for analytics). Answers an array
 * of {@link VacancyListItem} and `Content-Range: vacancies <start>-<end>/<total>`.
 */
export const VacancyListQuerySchema = z
  .object({
    range: jsonQueryParam(RangeSchema).optional(),
    sort: jsonQueryParam(VacancySortSchema).optional(),
    filter: jsonQueryParam(VacancyFilterSchema).optional(),
    track: BooleanishSchema.optional(),
  })
  .superRefine((query, context) => {
    const field = query.sort?.[0];
    if (field === 'relevance' && !query.filter?.q) {
      context.addIssue({ code: 'custom', path: ['sort'], message: 'Sorteren op relevantie kan alleen met een zoekterm' });
    }
    if (field === 'distance' && !query.filter?.postcode) {
      context.addIssue({ code: 'custom', path: ['sort'], message: 'Sorteren op afstand kan alleen met een postcode' });
    }
  });
/** Parsed query of `GET /api/vacancies`. */
export type VacancyListQuery = z.infer<typeof VacancyListQuerySchema>;

/** Query of `GET /api/vacancies/{id}`: `track` records a view. */
export const VacancyDetailQuerySchema = z.object({ track: BooleanishSchema.optional() });
/** Query of `GET /api/vacancies/{id}`. */
export type VacancyDetailQuery = z.infer<typeof VacancyDetailQuerySchema>;

/** Answer of `GET /api/vacancies/{id}/favorite` and `/unfavorite`. */
export const FavoriteStateSchema = z.object({ vacancyId: z.number().int(), isFavorite: z.boolean() });
/** Answer of the favourite routes. */
export type FavoriteState = z.infer<typeof FavoriteStateSchema>;
