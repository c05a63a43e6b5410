import { z } from 'zod';
import { messages, postcodeField, requiredText } from '../validation';
import { BooleanishSchema, CalendarDateSchema, DatabaseIdSchema, INT4_MAX, jsonQueryParam, NamedRefSchema, RangeSchema, sortSchema } from './common';
import { VACANCY_STATUSES, WORK_MODES } from './labels';
import { isPostcodeOrPlace } from './search-labels';

export {
  ANONYMOUS_CLIENT_NAME,
  WORK_MODES,
  WORK_MODE_LABELS,
  type WorkMode,
  VACANCY_STATUSES,
  VACANCY_STATUS_LABELS,
  VACANCY_STATUS_TRANSITIONS,
  type VacancyStatus,
} from './labels';

const enumError = { error: (issue: { input?: unknown }) => (issue.input === undefined ? messages.required : messages.invalid) };

/** Where the work happens: on site, hybrid, or remote. */
export const WorkModeSchema = z.enum(WORK_MODES, enumError);

/**
 * `concept` (staff only: the public endpoints answer 404 as for an unknown
 * id), `open` (published: searchable, open for applications) or `closed`
 * (its page stays, applying is refused).
 */
export const VacancyStatusSchema = z.enum(VACANCY_STATUSES, enumError);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A day as input: YYYY-MM-DD, an existing date. */
const calendarDate = CalendarDateSchema;

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


/**
 * Where to search from (issue 32, "Postcode of plaats"): a Dutch postcode
 * as {@link PostcodeOrPc4Schema} takes it, or the name of a Dutch place
 * ('Zeist'), with its province where two share the name ('Hengelo
 * (Overijssel)'), as `GET /api/places` suggests it. The API answers 400
 * `UNKNOWN_POSTCODE`, `UNKNOWN_PLACE` or `AMBIGUOUS_PLACE` for one it cannot place.
 */
export const PostcodeOrPlaceSchema = z
  .string()
  .trim()
  .min(2, { error: 'Vul een postcode of plaats in, bijvoorbeeld 1234 AB of Utrecht' })
  .max(100, { error: 'Gebruik maximaal 100 karakters' })
  .refine((text) => isPostcodeOrPlace(text), {
    error: 'Vul een postcode (1234 AB) of een plaatsnaam in',
  });

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(50)]);
const referenceId = DatabaseIdSchema;

/**
 * The filters a freelancer sets on `/opdrachten` (the search page's URL
 * state): the part of {@link VacancyFilterSchema} a saved search keeps.
 */
export const PUBLIC_VACANCY_FILTER_SHAPE = {
  q: z.string().trim().max(200, { error: 'Gebruik maximaal 200 karakters' }).optional(),
  sector: oneOrMany(referenceId).optional(),
  position: oneOrMany(referenceId).optional(),
  educationLevel: oneOrMany(referenceId).optional(),
  hoursMin: z.number().int().min(0).max(80).optional(),
  hoursMax: z.number().int().min(1).max(80).optional(),
  rateMin: z.number().int().min(0).max(1000).optional(),
  workMode: oneOrMany(WorkModeSchema).optional(),
  zzpAllowed: z.boolean().optional(),
  /** A postcode or a place name: see {@link PostcodeOrPlaceSchema}. */
  postcode: PostcodeOrPlaceSchema.optional(),
  radiusKm: z.number().min(1, { error: messages.tooSmall(1) }).max(300).optional(),
};

/** The checks across fields of {@link PUBLIC_VACANCY_FILTER_SHAPE}: a radius needs a postcode, hours a sane band. */
export function refinePublicVacancyFilter(
  filter: { radiusKm?: number; postcode?: string; hoursMin?: number; hoursMax?: number },
  context: z.RefinementCtx,
): void {
  if (filter.radiusKm !== undefined && filter.postcode === undefined) {
    context.addIssue({ code: 'custom', path: ['postcode'], message: 'Vul een postcode of plaats in om op afstand te zoeken' });
  }
  if (filter.hoursMin !== undefined && filter.hoursMax !== undefined && filter.hoursMin > filter.hoursMax) {
    context.addIssue({ code: 'custom', path: ['hoursMax'], message: `Het minimum is ${filter.hoursMin}` });
  }
}

/**
 * `filter` of `GET /api/vacancies`. `q` is full text with Dutch stemming
 * (and typo tolerance on titles); hours and rate filters keep vacancies whose
 * band overlaps; `postcode` + `radiusKm` keep those within the radius;
 * `favorites` keeps the logged-in user's saved vacancies; `status` defaults to open.
 */
export const VacancyFilterSchema = z
  .strictObject({
    ...PUBLIC_VACANCY_FILTER_SHAPE,
    /** Default `open`. `concept` is for staff only (401/403 for others); `all` is open and closed, and concepts too for staff. */
    status: z.enum([...VACANCY_STATUSES, 'all']).optional(),
    favorites: z.boolean().optional(),
    ids: z.array(referenceId).min(1).max(100).optional(),
    /** One sector, as the staff list filters it (the same as `sector` with one id). */
    sectorId: referenceId.optional(),
    /** Closing on or before this day (YYYY-MM-DD). */
    closingBefore: calendarDate.optional(),
    /** Closing on or after this day (YYYY-MM-DD). */
    closingAfter: calendarDate.optional(),
    /** Staff only (401/403 for others): the opdrachten this consultant is responsible for (issue 30). */
    consultantId: referenceId.optional(),
  })
  .superRefine((filter, context) => {
    refinePublicVacancyFilter(filter, context);
    if (filter.closingBefore !== undefined && filter.closingAfter !== undefined && filter.closingAfter > filter.closingBefore) {
      context.addIssue({ code: 'custom', path: ['closingBefore'], message: 'Deze datum ligt voor de datum "sluit na"' });
    }
  });
/** `filter` of `GET /api/vacancies`. */
export type VacancyFilter = z.infer<typeof VacancyFilterSchema>;

/** Sortable fields of `GET /api/vacancies` for everyone. `relevance` needs `filter.q`, `distance` needs `filter.postcode`. */
export const VACANCY_PUBLIC_SORT_FIELDS = ['publishedAt', 'rate', 'closingDate', 'relevance', 'distance'] as const;
/** Further sortable fields (the columns of the staff list): staff only, others get 403. */
export const VACANCY_STAFF_SORT_FIELDS = ['id', 'title', 'clientName', 'city', 'sector', 'status', 'createdAt', 'updatedAt'] as const;
/** Sortable fields of `GET /api/vacancies`. */
export const VACANCY_SORT_FIELDS = [...VACANCY_PUBLIC_SORT_FIELDS, ...VACANCY_STAFF_SORT_FIELDS] as const;
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
      context.addIssue({ code: 'custom', path: ['sort'], message: 'Sorteren op afstand kan alleen met een postcode of plaats' });
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

/** Longest description of a vacancy. */
export const MAX_VACANCY_DESCRIPTION_LENGTH = 20_000;
/** Most eisen (requirements) or wensen (wishes) of a vacancy. */
export const MAX_VACANCY_LIST_ITEMS = 30;

const listItems = z
  .array(requiredText(300), { error: messages.required })
  .max(MAX_VACANCY_LIST_ITEMS, { error: `Gebruik maximaal ${MAX_VACANCY_LIST_ITEMS} regels` });
const hours = (min: number) =>
  z
    .number({ error: messages.required })
    .int({ error: 'Vul een heel getal in' })
    .min(min, { error: messages.tooSmall(min) })
    .max(80, { error: 'Het maximum is 80' });
const rate = z
  .number({ error: messages.required })
  .int({ error: 'Vul een heel bedrag in euro in' })
  .min(0, { error: messages.tooSmall(0) })
  .max(1000, { error: 'Het maximum is 1000' });
const requiredReference = z
  .number({ error: messages.required })
  .int({ error: messages.invalid })
  .min(1, { error: messages.required })
  .max(INT4_MAX, { error: messages.invalid });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Gebruik maximaal ${max} karakters` })
    .nullable()
    .transform((value) => (value === '' ? null : value));

/**
 * Every field of a vacancy that staff write (`POST /api/vacancies`), before
 * the checks that compare fields. `description` is markdown of a safe subset
 * (paragraphs, `-` lists, `**bold**`): it is shown as text, never rendered
 * as HTML, so markup in it cannot run. The location's coordinates come from
 * the postcode; `publishedAt` is set when the vacancy becomes `open`.
 */
const vacancyFields = z.strictObject({
  title: requiredText(200),
  /** Stored even when anonymous (staff see it); required unless `isAnonymous`. */
  clientName: optionalText(200),
  isAnonymous: z.boolean({ error: messages.required }),
  city: requiredText(100),
  postcode: postcodeField,
  sectorId: requiredReference,
  positionId: requiredReference,
  hoursPerWeekMin: hours(0),
  hoursPerWeekMax: hours(1),
  hourlyRateMin: rate,
  hourlyRateMax: rate,
  /** YYYY-MM-DD, or null for "in overleg". */
  startDate: calendarDate.nullable(),
  /** Free text such as '6 maanden'; null when unknown. */
  duration: optionalText(100),
  /** Last day to apply, YYYY-MM-DD. */
  closingDate: calendarDate,
  workMode: WorkModeSchema,
  zzpAllowed: z.boolean({ error: messages.required }),
  educationLevelId: requiredReference.nullable(),
  driversLicenseRequired: z.boolean({ error: messages.required }),
  description: requiredText(MAX_VACANCY_DESCRIPTION_LENGTH),
  /** Eisen, one line each. */
  requirements: listItems,
  /** Wensen, one line each. */
  wishes: listItems,
  /** Default `concept`; see {@link VACANCY_STATUS_TRANSITIONS} for later changes. */
  status: VacancyStatusSchema.optional(),
  /** The client request this vacancy was made from ("omzetten"): the request becomes `converted`. */
  clientRequestId: requiredReference.nullable().optional(),
});

type VacancyFieldsPart = Partial<z.infer<typeof vacancyFields>>;

/**
 * The checks between fields, on whatever part of them is present: the minimum
 * of a band is at most its maximum, and a client that is not anonymous has a
 * name. The API runs them again on the merged vacancy of a PATCH.
 */
function checkVacancyFields(value: VacancyFieldsPart, context: z.RefinementCtx): void {
  if (value.hoursPerWeekMin !== undefined && value.hoursPerWeekMax !== undefined && value.hoursPerWeekMin > value.hoursPerWeekMax) {
    context.addIssue({ code: 'custom', path: ['hoursPerWeekMax'], message: `Het maximum aantal uren is minstens ${value.hoursPerWeekMin}` });
  }
  if (value.hourlyRateMin !== undefined && value.hourlyRateMax !== undefined && value.hourlyRateMin > value.hourlyRateMax) {
    context.addIssue({ code: 'custom', path: ['hourlyRateMax'], message: `Het maximumtarief is minstens ${value.hourlyRateMin}` });
  }
  if (value.isAnonymous === false && value.clientName === null) {
    context.addIssue({ code: 'custom', path: ['clientName'], message: 'Vul de naam van de opdrachtgever in, of maak de opdracht anoniem' });
  }
}

/** Body of `POST /api/vacancies` (staff): every field of a vacancy. */
export const VacancyInputSchema = vacancyFields.superRefine(checkVacancyFields);
/** Body of `POST /api/vacancies` as sent (`clientName` may be ''). */
export type VacancyInputInput = z.input<typeof VacancyInputSchema>;
/** Body of `POST /api/vacancies`. */
export type VacancyInput = z.infer<typeof VacancyInputSchema>;

/**
 * Body of `PATCH /api/vacancies/{id}` (staff): any fields of
 * {@link VacancyInputSchema} (at least one), including a `status` change along
 * {@link VACANCY_STATUS_TRANSITIONS}. The API checks the fields against each
 * other again after merging them into the stored vacancy.
 */
export const VacancyPatchSchema = vacancyFields
  .partial()
  .superRefine(checkVacancyFields)
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: 'Wijzig minstens één veld' });
/** Body of `PATCH /api/vacancies/{id}`. */
export type VacancyPatch = z.infer<typeof VacancyPatchSchema>;

/**
 * A vacancy as staff read and write it (answer of `POST` and `PATCH
 * /api/vacancies`, and of `GET /api/vacancies/{id}` for staff): the public
 * fields plus the bookkeeping, and the client's real name. For a concept `publishedAt` is when it was
 * created; it is set again when the vacancy is published.
 */
export const StaffVacancySchema = VacancySchema.extend({
  /** The stored name, also when `isAnonymous` (visitors see {@link ANONYMOUS_CLIENT_NAME}); null if none was given. */
  clientName: z.string().nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  /** ISO 8601 timestamp. */
  updatedAt: z.string(),
  clientRequestId: z.number().int().nullable(),
});
/** A vacancy with its bookkeeping fields. */
export type StaffVacancy = z.infer<typeof StaffVacancySchema>;
