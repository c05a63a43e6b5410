import { z } from 'zod';
import { messages } from '../validation';
import { jsonQueryParam, NamedRefSchema, RangeSchema, sortSchema } from './common';

/**
 * GDPR (AVG) requests of a freelancer about their own data:
 * `POST /api/gdpr_requests`, `GET /api/gdpr_requests`,
 * `GET /api/gdpr_requests/{id}/export`; staff's queue of every person's
 * requests (`GET /api/gdpr_requests` as staff) and their handling
 * (`PATCH /api/gdpr_requests/{id}`).
 */

/** The kinds of request (spec section 3). */
export const GDPR_REQUEST_TYPES = ['request-personal-data', 'change-personal-data', 'anonymize-data', 'export-personal-data'] as const;
/** The kind of GDPR request. */
export const GdprRequestTypeSchema = z.enum(GDPR_REQUEST_TYPES, {
  error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
});
/** The kind of GDPR request. */
export type GdprRequestType = z.infer<typeof GdprRequestTypeSchema>;

/** Dutch labels of the request types, for the UI. */
export const GDPR_REQUEST_TYPE_LABELS: Record<GdprRequestType, string> = {
  'request-personal-data': 'Inzage in mijn persoonsgegevens',
  'change-personal-data': 'Mijn persoonsgegevens wijzigen',
  'anonymize-data': 'Mijn gegevens anonimiseren',
  'export-personal-data': 'Mijn persoonsgegevens downloaden',
};

/** Where a request stands. Exports and anonymisation complete at once; the others wait for staff. */
export const GDPR_REQUEST_STATUSES = ['received', 'in_progress', 'completed', 'rejected'] as const;
/** Where a GDPR request stands. */
export const GdprRequestStatusSchema = z.enum(GDPR_REQUEST_STATUSES, {
  error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
});
/** Where a GDPR request stands. */
export type GdprRequestStatus = z.infer<typeof GdprRequestStatusSchema>;

/** Dutch labels of the request statuses, for the UI. */
export const GDPR_REQUEST_STATUS_LABELS: Record<GdprRequestStatus, string> = {
  received: 'Ontvangen',
  in_progress: 'In behandeling',
  completed: 'Afgerond',
  rejected: 'Afgewezen',
};

/**
 * The word a freelancer must type to confirm `anonymize-data`: anonymising
 * cannot be undone and logs them out for good.
 */
export const GDPR_ANONYMIZE_CONFIRMATION = 'ANONIMISEER';

/** Longest message of a request. */
export const MAX_GDPR_MESSAGE_LENGTH = 2000;

/**
 * Body of `POST /api/gdpr_requests` (createGdprRequestRequestDto). `message`
 * is required for `change-personal-data` (what should change);
 * `confirmation` must be exactly {@link GDPR_ANONYMIZE_CONFIRMATION} for
 * `anonymize-data`.
 */
export const CreateGdprRequestRequestDtoSchema = z
  .object({
    type: GdprRequestTypeSchema,
    message: z
      .string()
      .trim()
      .max(MAX_GDPR_MESSAGE_LENGTH, { error: `Gebruik maximaal ${MAX_GDPR_MESSAGE_LENGTH} karakters` })
      .optional(),
    confirmation: z.string().max(100).optional(),
  })
  .superRefine((body, context) => {
    if (body.type === 'change-personal-data' && !body.message) {
      context.addIssue({ code: 'custom', path: ['message'], message: messages.required });
    }
    if (body.type === 'anonymize-data' && body.confirmation !== GDPR_ANONYMIZE_CONFIRMATION) {
      context.addIssue({
        code: 'custom',
        path: ['confirmation'],
        message: `Typ ${GDPR_ANONYMIZE_CONFIRMATION} om te bevestigen dat je je gegevens wilt laten anonimiseren`,
      });
    }
  });
/** Body of `POST /api/gdpr_requests`. */
export type CreateGdprRequestRequestDto = z.infer<typeof CreateGdprRequestRequestDtoSchema>;

/** A GDPR request as answered by the API. */
export const GdprRequestSchema = z.object({
  id: z.number().int(),
  type: GdprRequestTypeSchema,
  status: GdprRequestStatusSchema,
  /** What the person wrote, if anything. */
  message: z.string().nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  /** Last day to answer, YYYY-MM-DD (Dutch calendar): receipt plus {@link GDPR_RESPONSE_MONTHS} calendar month (AVG article 12(3)). */
  deadline: z.string(),
  /** ISO 8601 timestamp, null until completed or rejected. */
  completedAt: z.string().nullable(),
  /** ISO 8601 timestamp of the last step staff took (in progress, completed, rejected), null until then. */
  handledAt: z.string().nullable(),
  /** Path of the JSON download (`/api/gdpr_requests/{id}/export`) of a completed export, else null. */
  downloadUrl: z.string().nullable(),
});
/** A GDPR request. */
export type GdprRequest = z.infer<typeof GdprRequestSchema>;

/** Identifies the format of the export file, so a reader can tell versions apart. */
export const GDPR_EXPORT_FORMAT = 'interim-persoonsgegevens/v1';

/**
 * The downloaded export: everything held about the person at `exportedAt`,
 * one section per kind of data (`employee`, `applications`, `favourites`,
 * `gdprRequests`, `sessions`, ...), each a record or an array of records with
 * camelCase fields. Secrets (token hashes) are left out.
 */
export const GdprExportSchema = z.object({
  format: z.literal(GDPR_EXPORT_FORMAT),
  /** ISO 8601 timestamp. */
  exportedAt: z.string(),
  employeeId: z.number().int(),
  sections: z.record(z.string(), z.unknown()),
});
/** The downloaded export. */
export type GdprExport = z.infer<typeof GdprExportSchema>;

/** The statuses of a request that still waits for staff: the queue. */
export const OPEN_GDPR_REQUEST_STATUSES = ['received', 'in_progress'] as const satisfies readonly GdprRequestStatus[];

/**
 * Months staff have to answer a request, counted from its receipt (AVG
 * article 12(3)): the deadline is the same day number one calendar month
 * later, or that month's last day when it has no such day (received
 * 31 January: deadline 28 February, 29 in a leap year).
 */
export const GDPR_RESPONSE_MONTHS = 1;

/** Longest staff note on how a request was handled. */
export const MAX_GDPR_RESOLUTION_LENGTH = 2000;

/**
 * A GDPR request in staff's queue (`GET /api/gdpr_requests` as staff): the
 * request, the person who made it, the legal deadline, and how it was handled.
 */
export const GdprStaffRequestSchema = z.object({
  id: z.number().int(),
  type: GdprRequestTypeSchema,
  status: GdprRequestStatusSchema,
  /** What the person wrote, if anything. */
  message: z.string().nullable(),
  /** ISO 8601 timestamp of receipt. */
  receivedAt: z.string(),
  /** Last day to answer, YYYY-MM-DD (Dutch calendar): receipt plus {@link GDPR_RESPONSE_MONTHS} calendar month. */
  deadline: z.string(),
  /** Days from today (Dutch calendar) to the deadline: 0 on the deadline itself, negative when overdue; null once completed or rejected. */
  daysLeft: z.number().int().nullable(),
  /** Still open ({@link OPEN_GDPR_REQUEST_STATUSES}) and past its deadline. */
  overdue: z.boolean(),
  /** The person the request is about. */
  employee: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** ISO 8601 timestamp of the last handling by staff, null until then. */
  handledAt: z.string().nullable(),
  /** The staff member who handled it last, null until then. */
  handledBy: NamedRefSchema.nullable(),
  /** Staff's note on what was done (or why it was refused): mailed to the person when the request is closed, never in their own list. */
  resolution: z.string().nullable(),
  /** ISO 8601 timestamp, null until completed or rejected. */
  completedAt: z.string().nullable(),
});
/** A GDPR request in staff's queue. */
export type GdprStaffRequest = z.infer<typeof GdprStaffRequestSchema>;

/** `filter` of staff's `GET /api/gdpr_requests`: status(es), type(s), one person. */
export const GdprRequestFilterSchema = z.strictObject({
  status: z.union([GdprRequestStatusSchema, z.array(GdprRequestStatusSchema).min(1).max(GDPR_REQUEST_STATUSES.length)]).optional(),
  type: z.union([GdprRequestTypeSchema, z.array(GdprRequestTypeSchema).min(1).max(GDPR_REQUEST_TYPES.length)]).optional(),
  employeeId: z.number().int({ error: messages.invalid }).min(1, { error: messages.invalid }).max(2_147_483_647, { error: messages.invalid }).optional(),
});
/** `filter` of staff's `GET /api/gdpr_requests`. */
export type GdprRequestFilter = z.infer<typeof GdprRequestFilterSchema>;

/** Sortable fields of staff's `GET /api/gdpr_requests`. */
export const GDPR_REQUEST_SORT_FIELDS = ['deadline', 'receivedAt'] as const;
/**
 * `sort=[field, 'ASC'|'DESC']` of staff's `GET /api/gdpr_requests`. Without
 * it the queue comes first, earliest deadline first (so overdue requests
 * lead), then the handled ones, newest first.
 */
export const GdprRequestSortSchema = sortSchema(GDPR_REQUEST_SORT_FIELDS);
/** `sort` of staff's `GET /api/gdpr_requests`. */
export type GdprRequestSort = z.infer<typeof GdprRequestSortSchema>;

/**
 * Query of `GET /api/gdpr_requests`. Staff: JSON `range` (default [0,19]),
 * `sort`, `filter` over everyone's requests, answered as
 * {@link GdprStaffRequest}s with `Content-Range: gdpr_requests <start>-<end>/<total>`.
 * A freelancer always gets all of their own requests ({@link GdprRequest}), whatever the query.
 */
export const GdprRequestListQuerySchema = z.object({
  range: jsonQueryParam(RangeSchema).optional(),
  sort: jsonQueryParam(GdprRequestSortSchema).optional(),
  filter: jsonQueryParam(GdprRequestFilterSchema).optional(),
});
/** Parsed query of `GET /api/gdpr_requests`. */
export type GdprRequestListQuery = z.infer<typeof GdprRequestListQuerySchema>;

/** The statuses staff set with `PATCH /api/gdpr_requests/{id}`. */
export const GDPR_REQUEST_PATCH_STATUSES = ['in_progress', 'completed', 'rejected'] as const;

/**
 * Body of `PATCH /api/gdpr_requests/{id}` (staff): take a request in hand
 * (`in_progress`) or close it (`completed`, `rejected`) with a `resolution`
 * saying what was done or why it was refused. Closed requests are final.
 */
export const PatchGdprRequestRequestDtoSchema = z
  .object({
    status: z.enum(GDPR_REQUEST_PATCH_STATUSES, {
      error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
    }),
    resolution: z
      .string()
      .trim()
      .max(MAX_GDPR_RESOLUTION_LENGTH, { error: `Gebruik maximaal ${MAX_GDPR_RESOLUTION_LENGTH} karakters` })
      .optional(),
    /**
     * Completing an inzage request (`request-personal-data`, issue 30): also
     * make the overview of the person's data (the export file), which they
     * then download from their privacy page.
     */
    attachExport: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    if (body.attachExport && body.status !== 'completed') {
      context.addIssue({ code: 'custom', path: ['attachExport'], message: 'Een overzicht gaat alleen mee bij afronden' });
    }
    if (body.status === 'completed' && !body.resolution) {
      context.addIssue({ code: 'custom', path: ['resolution'], message: 'Beschrijf wat je met het verzoek hebt gedaan' });
    }
    if (body.status === 'rejected' && !body.resolution) {
      context.addIssue({ code: 'custom', path: ['resolution'], message: 'Geef een reden voor de afwijzing' });
    }
  });
/** Body of `PATCH /api/gdpr_requests/{id}`. */
export type PatchGdprRequestRequestDto = z.infer<typeof PatchGdprRequestRequestDtoSchema>;
