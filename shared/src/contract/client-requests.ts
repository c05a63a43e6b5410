import { z } from 'zod';
import { emailField, kvkField, messages, requiredText } from '../validation';
import { jsonQueryParam, RangeSchema, sortSchema } from './common';

/**
 * Clients (opdrachtgevers) register assignments: `POST /api/client_requests`;
 * staff work through them: `GET /api/client_requests`,
 * `PATCH /api/client_requests/{id}`.
 */

/** Body of `POST /api/client_requests`: a client (opdrachtgever) registers an assignment. */
export const CreateClientRequestSchema = z.object({
  companyName: requiredText(200),
  contactName: requiredText(200),
  email: emailField,
  phone: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(30)
    .regex(/^[0-9+()\-\s]{8,30}$/, { error: 'Vul een geldig telefoonnummer in' }),
  kvkNumber: kvkField,
  description: z.string({ error: messages.required }).trim().min(20, { error: messages.tooShort(20) }).max(5000),
});
/** Body of `POST /api/client_requests`. */
export type CreateClientRequest = z.infer<typeof CreateClientRequestSchema>;

/** Answer of `POST /api/client_requests`. */
export const ClientRequestCreatedSchema = z.object({ id: z.number().int(), createdAt: z.string() });
/** Answer of `POST /api/client_requests`. */
export type ClientRequestCreated = z.infer<typeof ClientRequestCreatedSchema>;

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
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  kvkNumber: z.string(),
  description: z.string(),
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
