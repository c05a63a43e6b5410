import { z } from 'zod';
import { CalendarDateSchema, DatabaseIdSchema, jsonQueryParam, NamedRefSchema, RangeSchema, sortSchema } from './common';

/**
 * The audit log of staff changes: `GET /api/audit_entries`. Every change staff
 * make to a vacancy, an application, a client request, a GDPR request or a
 * freelancer's record is stored with who made it, when, and the changed
 * fields before and after; so is every time staff open a freelancer's record
 * (`viewed`) or download their CV (`cv_downloaded`). Nothing in it is ever
 * changed or deleted: the database refuses it (only an anonymisation strips
 * the person's data from the entries about them).
 */

/** The kinds of record the audit log covers (`employee`: a freelancer's record, its views and CV downloads). */
export const AUDIT_ENTITY_TYPES = ['vacancy', 'application', 'client_request', 'gdpr_request', 'employee'] as const;
/** The kind of record an audit entry is about. */
export const AuditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES);
/** The kind of record an audit entry is about. */
export type AuditEntityType = z.infer<typeof AuditEntityTypeSchema>;

/** One change, as answered by `GET /api/audit_entries`. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  entityType: AuditEntityTypeSchema,
  entityId: z.number().int(),
  /**
   * The record as people name it (issue 30 item 7): an opdracht's title, a
   * reactie's candidate and opdracht ("Anouk Visser – Projectmanager"), a
   * client request's company, a privacy request's or freelancer's name; null
   * when the record no longer exists.
   */
  entityLabel: z.string().nullable(),
  /** What happened, such as 'created', 'updated' or 'status'. */
  action: z.string(),
  /** The staff member who made the change. */
  actor: NamedRefSchema,
  /** ISO 8601 timestamp. */
  at: z.string(),
  /** The changed fields before the change; null when the record was created. */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** The changed fields after the change. */
  after: z.record(z.string(), z.unknown()).nullable(),
});
/** One change of the audit log. */
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const auditDay = CalendarDateSchema;

/**
 * `filter` of `GET /api/audit_entries`: the entries of one kind of record, or
 * of one record; of one staff member (`actorId`); of one action (`action`,
 * such as 'cv_downloaded'); from and to a calendar day in the Netherlands
 * (`from`, `to`, YYYY-MM-DD, both included).
 */
export const AuditEntryFilterSchema = z.strictObject({
  entityType: AuditEntityTypeSchema.optional(),
  entityId: DatabaseIdSchema.optional(),
  actorId: DatabaseIdSchema.optional(),
  action: z.string().min(1).max(50).optional(),
  from: auditDay.optional(),
  to: auditDay.optional(),
});
/** `filter` of `GET /api/audit_entries`. */
export type AuditEntryFilter = z.infer<typeof AuditEntryFilterSchema>;

/** Sortable fields of `GET /api/audit_entries`. */
export const AUDIT_ENTRY_SORT_FIELDS = ['at', 'id', 'entityType', 'action'] as const;
/** `sort` of `GET /api/audit_entries`; default `['at', 'DESC']`. */
export const AuditEntrySortSchema = sortSchema(AUDIT_ENTRY_SORT_FIELDS);
/** `sort` of `GET /api/audit_entries`. */
export type AuditEntrySort = z.infer<typeof AuditEntrySortSchema>;

/**
 * Query of `GET /api/audit_entries` (staff): JSON `range` (default [0,19]),
 * `sort` and `filter`. Answers an array of {@link AuditEntry} and
 * `Content-Range: audit_entries <start>-<end>/<total>`.
 */
export const AuditEntryListQuerySchema = z.object({
  range: jsonQueryParam(RangeSchema).optional(),
  sort: jsonQueryParam(AuditEntrySortSchema).optional(),
  filter: jsonQueryParam(AuditEntryFilterSchema).optional(),
});
/** Parsed query of `GET /api/audit_entries`. */
export type AuditEntryListQuery = z.infer<typeof AuditEntryListQuerySchema>;
