import { z } from 'zod';
import { messages } from '../validation';

/**
 * GDPR (AVG) requests of a freelancer about their own data:
 * `POST /api/gdpr_requests`, `GET /api/gdpr_requests`,
 * `GET /api/gdpr_requests/{id}/export`.
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
export const GdprRequestStatusSchema = z.enum(GDPR_REQUEST_STATUSES);
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
  /** ISO 8601 timestamp, null until completed or rejected. */
  completedAt: z.string().nullable(),
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
