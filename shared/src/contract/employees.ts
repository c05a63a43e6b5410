import { z } from 'zod';
import { emailField, kvkField, linkedinField, messages, personNameField, postcodeField, requiredText } from '../validation';
import { ReturnToSchema, RoleSchema } from './auth';
import { CalendarDateSchema, DatabaseIdSchema, DATE_FORMAT_MESSAGE, jsonQueryParam, RangeSchema, sortSchema } from './common';
import { PostcodeOrPc4Schema, WorkModeSchema } from './vacancies';

/** A day of the calendar, YYYY-MM-DD ('2026-02-30' is refused). */
const isoDate = CalendarDateSchema;
/** A birth date: the format here, whether the day exists (and is plausible) in isPlausibleBirthDate, with its own message. */
const birthDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_FORMAT_MESSAGE });
const referenceId = DatabaseIdSchema;

/** A Dutch phone number as people type it: digits, spaces, +, -, parentheses. */
export const PhoneSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .max(30)
  .regex(/^[0-9+()\-\s]{8,30}$/, { error: 'Vul een geldig telefoonnummer in' });

/** An optional text field of a form: an empty or blank text means "not filled in". */
function blankTo<T>(replacement: T) {
  return (value: unknown) => (typeof value === 'string' && value.trim() === '' ? replacement : value);
}

/** A field that may be cleared: null or a blank text clears it. */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(blankTo(null), schema.nullable());

/** Steps of the profile completion flow (/profiel/afronden/stap-1 ... stap-6). */
export const PROFILE_STEPS = [1, 2, 3, 4, 5, 6] as const;
/** A step of the profile completion flow, 1 to 6. */
export const ProfileStepSchema = z.number().int().min(1, { error: messages.tooSmall(1) }).max(PROFILE_STEPS.length, { error: messages.invalid });

/**
 * Body of `POST /api/employees/register`. The answer is 204 whether or not
 * the address is already registered; a new account gets a welcome mail with a
 * login link and code, an existing one a mail to log in instead.
 */
export const RegisterEmployeeRequestDtoSchema = z.object({
  firstName: personNameField(100),
  lastName: personNameField(100),
  email: emailField,
  phone: z.preprocess(blankTo(undefined), PhoneSchema.optional()),
  /** Consent to the privacy statement: must be true. */
  privacyConsent: z.literal(true, { error: 'Ga akkoord met de privacyverklaring om je aan te melden' }),
  returnTo: ReturnToSchema.optional(),
});
/** Body of `POST /api/employees/register`. */
export type RegisterEmployeeRequestDto = z.infer<typeof RegisterEmployeeRequestDtoSchema>;

/** Work preferences of a freelancer; the filter keys of the profile forms (spec section 3). Every field may be null (not filled in). */
export const EmployeePreferencesSchema = z.object({
  /** Sector id (`GET /api/sectors`). */
  sector: referenceId.nullable(),
  /** Position id (`GET /api/positions`). */
  position: referenceId.nullable(),
  /** The function the freelancer is after, in their own words. */
  desiredFunction: z.string().trim().max(200).nullable(),
  hasDriversLicense: z.boolean().nullable(),
  /** Education level id (`GET /api/education_levels`). */
  educationLevel: referenceId.nullable(),
  hoursPerWeek: z.number().int().min(1, { error: messages.tooSmall(1) }).max(80).nullable(),
  maxTravelKm: z.number().int().min(0).max(500).nullable(),
  workMode: WorkModeSchema.nullable(),
  /** YYYY-MM-DD. */
  availableFrom: isoDate.nullable(),
});
/** Work preferences of a freelancer. */
export type EmployeePreferences = z.infer<typeof EmployeePreferencesSchema>;

/** One assignment or job of the work experience. `to` null: still working there. */
export const ExperienceItemSchema = z.object({
  role: requiredText(200),
  client: requiredText(200),
  /** YYYY-MM-DD. */
  from: isoDate,
  /** YYYY-MM-DD, or null while ongoing. */
  to: isoDate.nullable(),
  description: z.string().trim().max(5000).default(''),
});
/** One assignment or job of the work experience. */
export type ExperienceItem = z.infer<typeof ExperienceItemSchema>;

/** One education: institution, study, level, period. */
export const EducationItemSchema = z.object({
  institution: requiredText(200),
  study: requiredText(200),
  /** Education level id, or null. */
  educationLevel: referenceId.nullable().default(null),
  /** YYYY-MM-DD, or null when unknown. */
  from: isoDate.nullable().default(null),
  /** YYYY-MM-DD, or null while ongoing. */
  to: isoDate.nullable().default(null),
  completed: z.boolean().default(false),
});
/** One education. */
export type EducationItem = z.infer<typeof EducationItemSchema>;

/** The uploaded CV (metadata only; download at `GET /api/employees/cv/{id}`). */
export const EmployeeCvSchema = z.object({
  id: z.number().int(),
  /** The uploaded name without any path, extension matching the content. */
  fileName: z.string(),
  /** Bytes. */
  size: z.number().int(),
  contentType: z.string(),
  /** ISO 8601 timestamp. */
  uploadedAt: z.string(),
  /**
   * Whether the CV's text could be read for the recruiters' search (ADR 0018):
   * false for a scan, a `.doc`, or a file whose reading failed or hit a limit;
   * that CV is stored and downloads, but is not found by its words.
   */
  hasText: z.boolean(),
});
/** The uploaded CV. */
export type EmployeeCv = z.infer<typeof EmployeeCvSchema>;

/** Progress through /profiel/afronden: the steps the freelancer finished. */
export const ProfileCompletionSchema = z.object({
  completedSteps: z.array(ProfileStepSchema),
  totalSteps: z.number().int(),
  /** 0 to 100. */
  percentage: z.number().int(),
  isComplete: z.boolean(),
});
/** Progress through /profiel/afronden. */
export type ProfileCompletion = z.infer<typeof ProfileCompletionSchema>;

/** An employee (freelancer, or a staff account) as read by `GET /api/employees/{id}` and `/me`. */
export const EmployeeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: RoleSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  /** '1234 AB'. */
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  kvkNumber: z.string().nullable(),
  /** Euros per hour excluding VAT. */
  hourlyRate: z.number().int().nullable(),
  preferences: EmployeePreferencesSchema,
  experience: z.array(ExperienceItemSchema),
  education: z.array(EducationItemSchema),
  cv: EmployeeCvSchema.nullable(),
  /** Centroid of the postcode area; null while unknown. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  profileCompletion: ProfileCompletionSchema,
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  /** ISO 8601 timestamp. */
  updatedAt: z.string(),
});
/** An employee. */
export type Employee = z.infer<typeof EmployeeSchema>;

/**
 * Body of `PATCH /api/employees/{id}`: any subset of the fields; null (or an
 * empty text) clears an optional field. `preferences` is merged key by key;
 * `experience` and `education` replace the whole list; `completedSteps` is
 * added to the finished steps. The e-mail address cannot be changed here.
 * Changing the postcode also sets city (unless given) and coordinates.
 */
export const PatchEmployeeRequestDtoSchema = z.strictObject({
  firstName: personNameField(100).optional(),
  lastName: personNameField(100).optional(),
  phone: clearable(PhoneSchema).optional(),
  postcode: clearable(postcodeField).optional(),
  city: clearable(z.string().trim().max(100, { error: 'Gebruik maximaal 100 karakters' })).optional(),
  dateOfBirth: clearable(birthDate.refine(isPlausibleBirthDate, { error: 'Vul een geldige geboortedatum in' })).optional(),
  linkedinUrl: clearable(linkedinField).optional(),
  kvkNumber: clearable(kvkField).optional(),
  hourlyRate: z.number().int().min(1, { error: messages.tooSmall(1) }).max(1000).nullable().optional(),
  preferences: EmployeePreferencesSchema.partial().strict().optional(),
  experience: z.array(ExperienceItemSchema).max(50).optional(),
  education: z.array(EducationItemSchema).max(30).optional(),
  completedSteps: z.array(ProfileStepSchema).max(PROFILE_STEPS.length).optional(),
});
/** Body of `PATCH /api/employees/{id}`. */
export type PatchEmployeeRequestDto = z.infer<typeof PatchEmployeeRequestDtoSchema>;

function isPlausibleBirthDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const year = date.getUTCFullYear();
  return year >= 1900 && date.getTime() < Date.now();
}

/** Longest distance staff may search candidates within, in km. */
export const MAX_EMPLOYEE_DISTANCE_KM = 300;

/**
 * `filter` of `GET /api/employees` (staff): `q` matches name or e-mail,
 * `role` picks a role. `postcode` (full or its four digits) is the origin of
 * each employee's `distanceKm` (from the centroids of the two postcode
 * areas) and of the `distance` sort; it keeps everyone, those without
 * coordinates with a null distance. `distanceKm` (needs `postcode`) keeps
 * only employees within that many km, so never one without coordinates.
 * The recruiters' search (issue 30 item 2): `positions` keeps those whose
 * wanted position is any of these; `sector` their sector; `educationLevel`
 * those with at least this level (their own level or one of their
 * educations); `availableBy` those available on or before that date;
 * `minHours`/`maxHours` the hours per week they want; `maxRate` an hourly
 * rate at most this; `cvText` the words of their CV (Dutch full-text search:
 * every word, stemmed; "quotes" for a phrase, `-word` to exclude), ranked by
 * relevance unless `sort` says otherwise, with the best fragment in
 * `cvHighlight`. A filter on a preference never keeps someone who left it
 * empty.
 */
export const EmployeeFilterSchema = z
  .strictObject({
    q: z.string().trim().max(200, { error: 'Gebruik maximaal 200 karakters' }).optional(),
    role: RoleSchema.optional(),
    ids: z.array(referenceId).min(1).max(100).optional(),
    postcode: PostcodeOrPc4Schema.optional(),
    distanceKm: z.number().min(1, { error: messages.tooSmall(1) }).max(MAX_EMPLOYEE_DISTANCE_KM).optional(),
    positions: z.array(referenceId).min(1).max(20).optional(),
    sector: referenceId.optional(),
    educationLevel: referenceId.optional(),
    availableBy: isoDate.optional(),
    minHours: z.number().int().min(1).max(80).optional(),
    maxHours: z.number().int().min(1).max(80).optional(),
    maxRate: z.number().int().min(1).max(1000).optional(),
    cvText: z.string().trim().min(2, { error: 'Vul minstens 2 tekens in' }).max(200, { error: 'Gebruik maximaal 200 karakters' }).optional(),
  })
  .superRefine((filter, context) => {
    if (filter.distanceKm !== undefined && filter.postcode === undefined) {
      context.addIssue({ code: 'custom', path: ['postcode'], message: 'Vul een postcode in om op afstand te zoeken' });
    }
  });
/** `filter` of `GET /api/employees`. */
export type EmployeeFilter = z.infer<typeof EmployeeFilterSchema>;

/**
 * Sortable fields of `GET /api/employees`; `distance` (nearest first with ASC,
 * unknown coordinates last) needs `filter.postcode`, `relevance` (best first
 * with DESC) needs `filter.cvText`.
 */
export const EMPLOYEE_SORT_FIELDS = ['createdAt', 'lastName', 'email', 'id', 'distance', 'relevance'] as const;
/** `sort=[field, 'ASC'|'DESC']` of `GET /api/employees`; default relevance DESC with `filter.cvText`, else distance ASC with `filter.postcode`, else createdAt DESC. */
export const EmployeeSortSchema = sortSchema(EMPLOYEE_SORT_FIELDS);
/** `sort` of `GET /api/employees`. */
export type EmployeeSort = z.infer<typeof EmployeeSortSchema>;

/**
 * Query of `GET /api/employees` (staff only): JSON `range` (default [0,19]),
 * `sort`, `filter`. Answers an array of {@link EmployeeListItem} and
 * `Content-Range: employees <start>-<end>/<total>`.
 */
export const EmployeeListQuerySchema = z
  .object({
    range: jsonQueryParam(RangeSchema).optional(),
    sort: jsonQueryParam(EmployeeSortSchema).optional(),
    filter: jsonQueryParam(EmployeeFilterSchema).optional(),
  })
  .superRefine((query, context) => {
    if (query.sort?.[0] === 'distance' && !query.filter?.postcode) {
      context.addIssue({ code: 'custom', path: ['sort'], message: 'Sorteren op afstand kan alleen met een postcode' });
    }
    if (query.sort?.[0] === 'relevance' && !query.filter?.cvText) {
      context.addIssue({ code: 'custom', path: ['sort'], message: 'Sorteren op relevantie kan alleen met zoekwoorden voor het cv' });
    }
  });
/** Parsed query of `GET /api/employees`. */
export type EmployeeListQuery = z.infer<typeof EmployeeListQuerySchema>;

/** A piece of the CV fragment of a search hit: plain text, `match` when it is a found word. */
export const CvHighlightPartSchema = z.object({ text: z.string(), match: z.boolean() });
/** A piece of the CV fragment of a search hit. */
export type CvHighlightPart = z.infer<typeof CvHighlightPartSchema>;

/** One employee of staff's list (`GET /api/employees`): the employee and its distance. */
export const EmployeeListItemSchema = EmployeeSchema.extend({
  /** Straight-line km (one decimal) from `filter.postcode`; null without a postcode filter or without coordinates. */
  distanceKm: z.number().nullable(),
  /**
   * With `filter.cvText`: the CV's best-matching fragment as plain-text
   * pieces, `match: true` for the found words (render them as `<mark>`,
   * never as HTML). Null without `filter.cvText`.
   */
  cvHighlight: z.array(CvHighlightPartSchema).nullable(),
});
/** One employee of staff's list. */
export type EmployeeListItem = z.infer<typeof EmployeeListItemSchema>;

/** Path parameters of `GET /api/employees/cv/{id}`: the CV id. */
export const CvParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/, { error: 'Een id bestaat uit cijfers' })
    .transform(Number)
    .pipe(DatabaseIdSchema),
});

/** Largest CV accepted by `POST /api/employees/cv`, in bytes (10 MB). */
export const MAX_CV_BYTES = 10 * 1024 * 1024;

/** CV file types accepted, checked by content: PDF, Word 97-2003 (.doc), Word (.docx). */
export const CV_CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** When the freelancer prefers to be called. */
export const PREFERRED_CONTACT_TIMES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
/** When the freelancer prefers to be called. */
export type PreferredContactTime = (typeof PREFERRED_CONTACT_TIMES)[number];
/** Dutch labels of {@link PREFERRED_CONTACT_TIMES}. */
export const PREFERRED_CONTACT_TIME_LABELS: Record<PreferredContactTime, string> = {
  morning: 'Ochtend',
  afternoon: 'Middag',
  evening: 'Avond',
  anytime: 'Maakt niet uit',
};

/** Body of `POST /api/employees/request-contact`: the logged-in freelancer asks to be called back. */
export const RequestContactEmployeeRequestDtoSchema = z.object({
  /** The vacancy the question is about, if any. */
  vacancyId: referenceId.optional(),
  message: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(2000, { error: 'Gebruik maximaal 2000 karakters' }),
  phone: PhoneSchema,
  preferredTime: z.enum(PREFERRED_CONTACT_TIMES).default('anytime'),
});
/** Body of `POST /api/employees/request-contact`. */
export type RequestContactEmployeeRequestDto = z.infer<typeof RequestContactEmployeeRequestDtoSchema>;

/** Answer of `POST /api/employees/request-contact` (201). */
export const ContactRequestCreatedSchema = z.object({ id: z.number().int(), createdAt: z.string() });
/** Answer of `POST /api/employees/request-contact`. */
export type ContactRequestCreated = z.infer<typeof ContactRequestCreatedSchema>;

/** Answer of `GET /api/employees/lat-lon-import` (staff): coordinates filled from the postcode centroids. */
export const LatLonImportResultSchema = z.object({
  /** Employees with a postcode. */
  considered: z.number().int(),
  /** Employees whose coordinates were set or changed. */
  updated: z.number().int(),
  /** Employees whose postcode area is not in the centroid table. */
  unknownPostcode: z.number().int(),
});
/** Answer of `GET /api/employees/lat-lon-import`. */
export type LatLonImportResult = z.infer<typeof LatLonImportResultSchema>;

/**
 * Body of `POST /api/employees/me/email-change`: the logged-in freelancer asks
 * to log in with another address. Always 204; a confirmation link goes to the
 * new address (valid as long as a login link), and the address changes only
 * when that link is confirmed with `POST /api/employees/me/email-change/confirm`.
 */
export const RequestEmailChangeDtoSchema = z.object({ email: emailField });
/** Body of `POST /api/employees/me/email-change`. */
export type RequestEmailChangeDto = z.infer<typeof RequestEmailChangeDtoSchema>;

/** Body of `POST /api/employees/me/email-change/confirm`: the token of the link mailed to the new address. */
export const ConfirmEmailChangeDtoSchema = z.object({
  token: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(200, { error: messages.invalid }),
});
/** Body of `POST /api/employees/me/email-change/confirm`. */
export type ConfirmEmailChangeDto = z.infer<typeof ConfirmEmailChangeDtoSchema>;

/** Query parameter of the confirmation link (`/profiel/gegevens?e-mailbevestiging=<token>`). */
export const EMAIL_CHANGE_TOKEN_PARAM = 'e-mailbevestiging';
