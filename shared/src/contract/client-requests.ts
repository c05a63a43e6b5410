import { z } from 'zod';
import { emailField, HOST_NAME_IN_TEXT, kvkField, messages, normalisePostcode, personNameField, requiredText } from '../validation';
import { INT4_MAX, jsonQueryParam, RangeSchema, sortSchema } from './common';

/**
 * Clients (opdrachtgevers) register assignments: `POST /api/client_requests`;
 * staff work through them: `GET /api/client_requests`,
 * `PATCH /api/client_requests/{id}`.
 */

/** A day as input: YYYY-MM-DD, an existing date. */
const calendarDate = z
  .string({ error: messages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Vul een datum in als JJJJ-MM-DD' })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, { error: 'Deze datum bestaat niet' });

/** A whole number from `min` to `max` with the messages of spec section 5; null or absent is "not given". */
const optionalWholeNumber = (min: number, max: number, fraction = 'Vul een heel getal in') =>
  z
    .number({ error: (issue) => (issue.code === 'invalid_type' ? messages.notANumber : undefined) })
    .int({ error: fraction })
    .min(min, { error: messages.tooSmall(min) })
    .max(max, { error: messages.tooBig(max) })
    .nullable()
    .optional();

/** A full Dutch postcode ('1234 AB', normalised) or only its four digits. */
const POSTCODE_LOCATION = /^[1-9][0-9]{3}( ?(?!sa|sd|ss)[a-z]{2})?$/i;
/** A place name: letters (any script), spaces, hyphens, apostrophes and dots ("'s-Hertogenbosch", "Alphen a.d. Rijn"). */
const PLACE_LOCATION = /^['’]?\p{L}[\p{L}\p{M} .'’-]*$/u;

/** Message of a location that is neither a postcode nor a place name. */
export const CLIENT_REQUEST_LOCATION_MESSAGE = 'Vul een postcode (1234 AB) of een plaatsnaam in';

/**
 * Where the work is: a postcode (normalised to '1234 AB'; four digits pass
 * too) or a place name; '' becomes null. A place name cannot hold a link.
 */
const locationField = z
  .string()
  .trim()
  .max(100, { error: messages.tooLong(100) })
  .refine((value) => value === '' || POSTCODE_LOCATION.test(value) || (PLACE_LOCATION.test(value) && !HOST_NAME_IN_TEXT.test(value)), {
    error: CLIENT_REQUEST_LOCATION_MESSAGE,
  })
  .transform((value) => (value === '' ? null : POSTCODE_LOCATION.test(value) && value.length > 4 ? normalisePostcode(value) : value))
  .nullable()
  .optional();

/** Highest hourly rate, in euros excluding VAT (the vacancies' limit). */
export const MAX_CLIENT_REQUEST_HOURLY_RATE = 1000;
/** Highest total budget, in euros excluding VAT. */
export const MAX_CLIENT_REQUEST_BUDGET = 10_000_000;

/**
 * What a consultant asks first (issue 31 item 4). Optional for the API: a
 * browser tab that still runs the previous release's form (docs/adr/0010)
 * sends only the fields above; {@link ClientRequestFormSchema} makes the form
 * ask for the function, the hours and the location.
 */
const assignmentFields = {
  /** The function (a position of the reference data, `GET /api/positions`). */
  positionId: z
    .number({ error: messages.invalid })
    .int({ error: messages.invalid })
    .min(1, { error: messages.invalid })
    .max(INT4_MAX, { error: messages.invalid })
    .nullable()
    .optional(),
  /** First working day, YYYY-MM-DD; null: in overleg. */
  startDate: calendarDate.nullable().optional(),
  /** Free text such as '6 maanden'. */
  duration: z
    .string()
    .trim()
    .max(100, { error: messages.tooLong(100) })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  hoursPerWeek: optionalWholeNumber(1, 80),
  /** Hourly rate band, whole euros excluding VAT. */
  hourlyRateMin: optionalWholeNumber(0, MAX_CLIENT_REQUEST_HOURLY_RATE, messages.wholeEuros),
  hourlyRateMax: optionalWholeNumber(1, MAX_CLIENT_REQUEST_HOURLY_RATE, messages.wholeEuros),
  /** A total budget instead of (or besides) an hourly rate, whole euros excluding VAT. */
  budget: optionalWholeNumber(1, MAX_CLIENT_REQUEST_BUDGET, messages.wholeEuros),
  location: locationField,
};

type AssignmentFieldsPart = { hourlyRateMin?: number | null; hourlyRateMax?: number | null };

/** The minimum of the rate band is at most its maximum. */
function checkRateBand(value: AssignmentFieldsPart, context: z.RefinementCtx): void {
  if (value.hourlyRateMin != null && value.hourlyRateMax != null && value.hourlyRateMin > value.hourlyRateMax) {
    context.addIssue({ code: 'custom', path: ['hourlyRateMax'], message: `Het maximumtarief is minstens ${value.hourlyRateMin}` });
  }
}

/** Body of `POST /api/client_requests`: a client (opdrachtgever) registers an assignment. */
const clientRequestFields = z.object({
  companyName: requiredText(200),
  contactName: personNameField(200),
  email: emailField,
  phone: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(30)
    .regex(/^[0-9+()\-\s]{8,30}$/, { error: 'Vul een geldig telefoonnummer in' }),
  kvkNumber: kvkField,
  description: z.string({ error: messages.required }).trim().min(20, { error: messages.tooShort(20) }).max(5000),
  ...assignmentFields,
});

/** Body of `POST /api/client_requests`: a client (opdrachtgever) registers an assignment. */
export const CreateClientRequestSchema = clientRequestFields.superRefine(checkRateBand);
/** Body of `POST /api/client_requests`. */
export type CreateClientRequest = z.infer<typeof CreateClientRequestSchema>;
/** Body of `POST /api/client_requests` as sent. */
export type CreateClientRequestInput = z.input<typeof CreateClientRequestSchema>;

/** Message of a start date before today. */
export const CLIENT_REQUEST_START_IN_PAST_MESSAGE = 'De startdatum ligt in het verleden';

/** Today in the browser's (or server's) own calendar, YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The request form of `/opdrachtgevers/aanmelden`: the API's body, and the
 * form asks for the function, the hours per week and the location
 * ('Verplicht veld') and refuses a start date before today.
 */
export const ClientRequestFormSchema = clientRequestFields.superRefine((value, context) => {
  checkRateBand(value, context);
  for (const field of ['positionId', 'hoursPerWeek', 'location'] as const) {
    if (value[field] == null) context.addIssue({ code: 'custom', path: [field], message: messages.required });
  }
  if (value.startDate != null && value.startDate < localToday()) {
    context.addIssue({ code: 'custom', path: ['startDate'], message: CLIENT_REQUEST_START_IN_PAST_MESSAGE });
  }
});

/**
 * A request's stable reference, told to the client: `AV-<year of receipt>-<number, 5 digits or more>`,
 * e.g. 'AV-2026-00042'. Unique (the number is the request's id).
 */
export const CLIENT_REQUEST_REFERENCE_PATTERN = /^AV-\d{4}-\d{5,}$/;

/**
 * Answer of `POST /api/client_requests` (and of its confirmation): `reference` is what the client quotes (also in their
 * mails). A new request waits for its address to be confirmed by the link mailed to it (issue 42 item 2, docs/adr/0021).
 */
export const ClientRequestCreatedSchema = z.object({ id: z.number().int(), reference: z.string(), createdAt: z.string() });
/** Answer of `POST /api/client_requests`. */
export type ClientRequestCreated = z.infer<typeof ClientRequestCreatedSchema>;

/**
 * How long the link that confirms a request's address works (issue 42 item 2): the mail and the pages say it in
 * hours; a later click on a confirmed request's link still answers its reference.
 */
export const CLIENT_REQUEST_CONFIRMATION_HOURS = 48;

/** Body of `POST /api/client_requests/confirm`: the token of the link mailed to the request's address. */
export const ConfirmClientRequestSchema = z.object({
  token: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(200, { error: messages.invalid }),
});
/** Body of `POST /api/client_requests/confirm`. */
export type ConfirmClientRequest = z.infer<typeof ConfirmClientRequestSchema>;

/**
 * Where a client request stands in staff's inbox. `converted` means a
 * vacancy (opdracht) was made of it and is final; the others can be set back
 * and forth while nothing is made of the request.
 */
export const CLIENT_REQUEST_STATUSES = ['new', 'in_progress', 'converted', 'rejected'] as const;
/** Where a client request stands (machine value; show {@link CLIENT_REQUEST_STATUS_LABELS} to people). */
export const ClientRequestStatusSchema = z.enum(CLIENT_REQUEST_STATUSES, {
  error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
});
/** Where a client request stands. */
export type ClientRequestStatus = z.infer<typeof ClientRequestStatusSchema>;

/** Dutch labels of the client request statuses, for the UI. */
export const CLIENT_REQUEST_STATUS_LABELS: Record<ClientRequestStatus, string> = {
  new: 'Nieuw',
  in_progress: 'In behandeling',
  converted: 'Omgezet',
  rejected: 'Afgewezen',
};

/**
 * The statuses staff set with `PATCH /api/client_requests/{id}`. `converted`
 * is not among them: a request is converted by creating its vacancy
 * (`POST /api/vacancies` with `clientRequestId`), which sets it in the same
 * transaction.
 */
export const CLIENT_REQUEST_PATCH_STATUSES = ['new', 'in_progress', 'rejected'] as const;

/** A client request as staff see it in `GET /api/client_requests`. */
export const ClientRequestSchema = z.object({
  id: z.number().int(),
  /** Stable reference told to the client, e.g. 'AV-2026-00042'. */
  reference: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  kvkNumber: z.string(),
  description: z.string(),
  /** The function asked for (null on requests from before issue 31 or when not given). */
  position: z.object({ id: z.number().int(), name: z.string(), sectorId: z.number().int() }).nullable(),
  /** YYYY-MM-DD, or null (in overleg). */
  startDate: z.string().nullable(),
  duration: z.string().nullable(),
  hoursPerWeek: z.number().int().nullable(),
  hourlyRateMin: z.number().int().nullable(),
  hourlyRateMax: z.number().int().nullable(),
  budget: z.number().int().nullable(),
  /** A postcode or a place name. */
  location: z.string().nullable(),
  /** The staff member who took the request up (the client's consultant), once someone did. */
  consultant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: ClientRequestStatusSchema,
  /** The vacancy made of it once `converted`, else null. */
  vacancyId: z.number().int().nullable(),
  /** ISO 8601 timestamp of receipt. */
  createdAt: z.string(),
  /** ISO 8601 timestamp of the last status change (the receipt until then). */
  updatedAt: z.string(),
});
/** A client request as staff see it. */
export type ClientRequest = z.infer<typeof ClientRequestSchema>;

/** `filter` of `GET /api/client_requests`: one status or several; `q` matches company, contact name or e-mail. */
export const ClientRequestFilterSchema = z.strictObject({
  status: z.union([ClientRequestStatusSchema, z.array(ClientRequestStatusSchema).min(1).max(CLIENT_REQUEST_STATUSES.length)]).optional(),
  q: z.string().trim().max(200, { error: 'Gebruik maximaal 200 karakters' }).optional(),
});
/** `filter` of `GET /api/client_requests`. */
export type ClientRequestFilter = z.infer<typeof ClientRequestFilterSchema>;

/** Sortable fields of `GET /api/client_requests`. */
export const CLIENT_REQUEST_SORT_FIELDS = ['createdAt', 'updatedAt', 'companyName'] as const;
/** `sort=[field, 'ASC'|'DESC']` of `GET /api/client_requests`; default `["createdAt","DESC"]` (newest first). */
export const ClientRequestSortSchema = sortSchema(CLIENT_REQUEST_SORT_FIELDS);
/** `sort` of `GET /api/client_requests`. */
export type ClientRequestSort = z.infer<typeof ClientRequestSortSchema>;

/**
 * Query of `GET /api/client_requests` (staff): JSON `range` (default [0,19]),
 * `sort`, `filter`. Answers an array of {@link ClientRequest} and
 * `Content-Range: client_requests <start>-<end>/<total>`.
 */
export const ClientRequestListQuerySchema = z.object({
  range: jsonQueryParam(RangeSchema).optional(),
  sort: jsonQueryParam(ClientRequestSortSchema).optional(),
  filter: jsonQueryParam(ClientRequestFilterSchema).optional(),
});
/** Parsed query of `GET /api/client_requests`. */
export type ClientRequestListQuery = z.infer<typeof ClientRequestListQuerySchema>;

/** Body of `PATCH /api/client_requests/{id}` (staff): a new status other than `converted`. */
export const PatchClientRequestRequestDtoSchema = z.object({
  status: z.enum(CLIENT_REQUEST_PATCH_STATUSES, {
    error: (issue) => {
      if (issue.input === undefined) return messages.required;
      if (issue.input === 'converted') return 'Zet een aanvraag om door er een opdracht van te maken.';
      return messages.invalid;
    },
  }),
});
/** Body of `PATCH /api/client_requests/{id}`. */
export type PatchClientRequestRequestDto = z.infer<typeof PatchClientRequestRequestDtoSchema>;
