import { z } from 'zod';
import { messages } from '../validation';
import { jsonQueryParam, RangeSchema, sortSchema } from './common';
import { VacancyStatusSchema } from './vacancies';
import { APPLICATION_STATUSES, type ApplicationStatus } from './labels';
import { ApplicationProposalSchema } from './application-proposals';
import { ClientConsentSchema } from './client-consent';

/**
 * Applications (reacties) of freelancers to vacancies: `POST /api/applications`,
 * `GET /api/applications`, `GET|PATCH /api/applications/{id}`, and staff's
 * bulk `PATCH /api/applications`.
 */

export { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from './labels';

/** The status of an application (machine value; show {@link APPLICATION_STATUS_LABELS} to people). */
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
});

/** Who moves an application: the staffing company's staff, or the freelancer who applied. */
export type ApplicationActor = 'staff' | 'employee';

/**
 * The status machine, the one table both the API and the UI read:
 * `APPLICATION_STATUS_TRANSITIONS[from][to]` is the actor allowed to make that
 * step, absent when the step is illegal. Staff move an application one step
 * forward or reject it; the freelancer can only withdraw. `placed`,
 * `rejected`, `withdrawn` and `vacancy_closed` are final.
 */
export const APPLICATION_STATUS_TRANSITIONS: Record<ApplicationStatus, Partial<Record<ApplicationStatus, ApplicationActor>>> = {
  submitted: { in_review: 'staff', rejected: 'staff', withdrawn: 'employee' },
  in_review: { proposed: 'staff', rejected: 'staff', withdrawn: 'employee' },
  proposed: { interview: 'staff', rejected: 'staff', withdrawn: 'employee' },
  interview: { offer: 'staff', rejected: 'staff', withdrawn: 'employee' },
  offer: { placed: 'staff', rejected: 'staff', withdrawn: 'employee' },
  placed: {},
  rejected: {},
  withdrawn: {},
  // Set by the API when staff close the opdracht (ADR 0020): nobody moves a reactie there by hand.
  vacancy_closed: {},
};

/** True while an application can still change (it has a next step). */
export function isOpenApplicationStatus(status: ApplicationStatus): boolean {
  return Object.keys(APPLICATION_STATUS_TRANSITIONS[status]).length > 0;
}

/** The statuses that still can change: every status but placed, rejected and withdrawn. */
export const OPEN_APPLICATION_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(isOpenApplicationStatus);

/** The actor allowed to move an application from `from` to `to`, or undefined when the step is illegal. */
export function applicationTransitionActor(from: ApplicationStatus, to: ApplicationStatus): ApplicationActor | undefined {
  return APPLICATION_STATUS_TRANSITIONS[from][to];
}

/** How the application came in: the site itself or the apply flow embedded on the corporate site. */
export const ApplicationChannelSchema = z.enum(['web', 'corporate']);
/** How the application came in. */
export type ApplicationChannel = z.infer<typeof ApplicationChannelSchema>;

/** Longest motivation text. */
export const MAX_MOTIVATION_LENGTH = 5000;

/**
 * The motivation of an application, the one rule of every apply form and the
 * API: optional (the home page promises applying "zonder sollicitatiebrief"),
 * at most {@link MAX_MOTIVATION_LENGTH} characters; an empty text is no motivation.
 */
export const MotivationSchema = z
  .string()
  .trim()
  .max(MAX_MOTIVATION_LENGTH, { error: `Gebruik maximaal ${MAX_MOTIVATION_LENGTH} karakters` });
/** Highest hourly rate (euros, excluding VAT) a freelancer can offer. */
export const MAX_OFFERED_HOURLY_RATE = 1000;
/** Longest reason of a status change. */
export const MAX_STATUS_REASON_LENGTH = 1000;

/** A calendar date `YYYY-MM-DD` that exists (no 2025-02-30). */
const IsoDateSchema = z
  .string({ error: messages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Vul een datum in als JJJJ-MM-DD' })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, { error: 'Deze datum bestaat niet' });

const positiveId = z.number().int({ error: messages.invalid }).min(1, { error: messages.invalid }).max(2_147_483_647, { error: messages.invalid });

/**
 * Body of `POST /api/applications` (createApplicationRequestDto). Only
 * `vacancyId` is required. `useStoredCv` attaches the CV the freelancer
 * uploaded last; `cvId` attaches one of their CVs by id.
 */
export const CreateApplicationRequestDtoSchema = z.object({
  vacancyId: positiveId,
  motivation: MotivationSchema.optional(),
  offeredHourlyRate: z
    .number()
    .gt(0, { error: 'Vul een uurtarief hoger dan 0 in' })
    .max(MAX_OFFERED_HOURLY_RATE, { error: `Het maximum is ${MAX_OFFERED_HOURLY_RATE}` })
    // Cents: 62.35 * 100 is 6234.999... in floating point, so compare with a tolerance.
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: 'Gebruik maximaal twee decimalen' })
    .optional(),
  availableFrom: IsoDateSchema.optional(),
  hoursPerWeek: z
    .number()
    .int({ error: 'Vul een heel aantal uren in' })
    .min(1, { error: messages.tooSmall(1) })
    .max(60, { error: 'Het maximum is 60' })
    .optional(),
  useStoredCv: z.boolean().optional(),
  cvId: positiveId.optional(),
  channel: ApplicationChannelSchema.default('web'),
  /** What the client may see once staff propose the freelancer (docs/adr/0021); absent: nothing agreed. */
  clientConsent: ClientConsentSchema.optional(),
});
/** Body of `POST /api/applications` as sent (channel may be left out). */
export type CreateApplicationRequestDtoInput = z.input<typeof CreateApplicationRequestDtoSchema>;
/** Body of `POST /api/applications` after parsing (channel filled in). */
export type CreateApplicationRequestDto = z.infer<typeof CreateApplicationRequestDtoSchema>;

/** One step in an application's history: the status it moved to, why (rejections), and when. */
export const ApplicationStatusChangeSchema = z.object({
  status: ApplicationStatusSchema,
  reason: z.string().nullable(),
  /** ISO 8601 timestamp. */
  changedAt: z.string(),
});
/** One step in an application's history. */
export type ApplicationStatusChange = z.infer<typeof ApplicationStatusChangeSchema>;

/** What an application shows of its vacancy. `clientName` is null for an anonymous client. */
export const ApplicationVacancySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  clientName: z.string().nullable(),
  /** `closed` also once the closing date has passed. */
  status: VacancyStatusSchema,
});
/** What an application shows of its vacancy. */
export type ApplicationVacancy = z.infer<typeof ApplicationVacancySchema>;

/** An application as answered by the applications routes, with its full history (oldest first). */
export const ApplicationSchema = z.object({
  id: z.number().int(),
  /** The freelancer who applied (staff need it; for the freelancer it is their own id). */
  employeeId: z.number().int(),
  vacancy: ApplicationVacancySchema,
  status: ApplicationStatusSchema,
  statusHistory: z.array(ApplicationStatusChangeSchema),
  motivation: z.string().nullable(),
  offeredHourlyRate: z.number().nullable(),
  /** YYYY-MM-DD. */
  availableFrom: z.string().nullable(),
  hoursPerWeek: z.number().int().nullable(),
  /** The CV attached when applying, if any. */
  cvId: z.number().int().nullable(),
  /** The file name of that CV ('cv-anna.pdf'), so the applicant sees what was sent; null without one. */
  cvFileName: z.string().nullable(),
  channel: ApplicationChannelSchema,
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  /** ISO 8601 timestamp of the last status change. */
  updatedAt: z.string(),
  /** Staff put the candidate forward ("Voorgesteld door …", ADR 0019); null when the freelancer applied. */
  proposal: ApplicationProposalSchema.nullable(),
  /**
   * What the freelancer agreed to share with the client (docs/adr/0021);
   * null while not asked yet (a proposal the candidate has not answered, or
   * a reactie from before migration 1100): then nothing is shared.
   */
  clientConsent: ClientConsentSchema.nullable(),
});
/** An application. */
export type Application = z.infer<typeof ApplicationSchema>;

/**
 * The candidate of an application as staff see it on the application's page:
 * contact details and a one-line profile summary. The full profile is
 * `GET /api/employees/{id}`.
 */
export const ApplicationCandidateSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** '1234 AB'. */
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  /** Euros per hour excluding VAT, as on the profile. */
  hourlyRate: z.number().int().nullable(),
  /** The role of the newest work experience ("Projectleider bij Gemeente Utrecht"), null without experience. */
  currentRole: z.string().nullable(),
  /** The candidate's current CV (download at `GET /api/employees/cv/{id}`), null without one. */
  currentCvId: z.number().int().nullable(),
});
/** The candidate of an application, as staff see it. */
export type ApplicationCandidate = z.infer<typeof ApplicationCandidateSchema>;

/**
 * `GET /api/applications/{id}`: the application with its candidate. Staff
 * read any; a freelancer reads their own (the candidate is then themselves).
 * `motivation` and `cvId` (the CV attached when applying, download at
 * `GET /api/employees/cv/{id}`) come from {@link ApplicationSchema}.
 */
export const ApplicationDetailSchema = ApplicationSchema.extend({ candidate: ApplicationCandidateSchema });
/** An application with its candidate. */
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

const statusReasonField = z
  .string()
  .trim()
  .max(MAX_STATUS_REASON_LENGTH, { error: `Gebruik maximaal ${MAX_STATUS_REASON_LENGTH} karakters` })
  .optional();

/**
 * Body of `PATCH /api/applications/{id}`. Staff move the status along
 * {@link APPLICATION_STATUS_TRANSITIONS}; a rejection needs a reason. The
 * freelancer may only send `{ status: 'withdrawn' }` (reason optional).
 */
export const PatchApplicationRequestDtoSchema = z
  .object({
    status: ApplicationStatusSchema,
    reason: statusReasonField,
    /**
     * Staff confirmed skipping steps (the board, ADR 0019): a move to any
     * later status of the pipeline is then allowed too (`isForwardSkip`).
     */
    skipSteps: z.literal(true).optional(),
    /**
     * Staff only (ADR 0020): the mail as staff approved it, or null to send
     * none; absent, the status's template is sent as it is.
     */
    mail: z.object({ subject: z.string().trim().min(1, { error: messages.required }).max(200), body: z.string().trim().min(1, { error: messages.required }).max(5000) }).nullable().optional(),
  })
  .superRefine(requireRejectionReason);
/** Body of `PATCH /api/applications/{id}`. */
export type PatchApplicationRequestDto = z.infer<typeof PatchApplicationRequestDtoSchema>;

function requireRejectionReason(body: { status: ApplicationStatus; reason?: string | undefined }, context: z.RefinementCtx): void {
  if (body.status === 'rejected' && !body.reason) {
    context.addIssue({ code: 'custom', path: ['reason'], message: 'Geef een reden voor de afwijzing' });
  }
}

/** Most applications one bulk status change moves. */
export const MAX_BULK_APPLICATIONS = 100;

/**
 * Body of staff's bulk `PATCH /api/applications`: 1 to
 * {@link MAX_BULK_APPLICATIONS} distinct applications, all of ONE vacancy,
 * moved to the same `status` (a rejection needs a `reason`, sent to every
 * candidate). All or nothing: one illegal step refuses the whole batch.
 */
export const BulkPatchApplicationsRequestDtoSchema = z
  .object({
    ids: z
      .array(positiveId, { error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
      .min(1, { error: 'Kies minimaal één reactie' })
      .max(MAX_BULK_APPLICATIONS, { error: `Kies maximaal ${MAX_BULK_APPLICATIONS} reacties tegelijk` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Kies elke reactie maar één keer' }),
    status: ApplicationStatusSchema,
    reason: statusReasonField,
  })
  .superRefine(requireRejectionReason);
/** Body of the bulk `PATCH /api/applications`. */
export type BulkPatchApplicationsRequestDto = z.infer<typeof BulkPatchApplicationsRequestDtoSchema>;

/** One application moved by a bulk change: where it came from and where it is now. */
export const BulkApplicationStatusChangeSchema = z.object({
  id: z.number().int(),
  previousStatus: ApplicationStatusSchema,
  status: ApplicationStatusSchema,
});
/** One application moved by a bulk change. */
export type BulkApplicationStatusChange = z.infer<typeof BulkApplicationStatusChangeSchema>;

/** Answer of the bulk `PATCH /api/applications`: every application moved, in the order of `ids`. */
export const BulkPatchApplicationsResultSchema = z.object({
  vacancyId: z.number().int(),
  results: z.array(BulkApplicationStatusChangeSchema),
});
/** Answer of the bulk `PATCH /api/applications`. */
export type BulkPatchApplicationsResult = z.infer<typeof BulkPatchApplicationsResultSchema>;

/**
 * `filter` of `GET /api/applications`. Without `mine` staff see everyone's
 * applications (the back office) and a freelancer only their own;
 * `mine: true` asks for the logged-in user's own applications whatever the
 * role, which is what every "Mijn" screen sends (a staff account there sees
 * its own, not every candidate's). `vacancyId` and `employeeId` narrow
 * staff's view of all applications; for a freelancer they can only narrow
 * their own.
 */
export const ApplicationFilterSchema = z.strictObject({
  status: z.union([ApplicationStatusSchema, z.array(ApplicationStatusSchema).min(1).max(APPLICATION_STATUSES.length)]).optional(),
  vacancyId: positiveId.optional(),
  employeeId: positiveId.optional(),
  mine: z.literal(true).optional(),
});
/** `filter` of `GET /api/applications`. */
export type ApplicationFilter = z.infer<typeof ApplicationFilterSchema>;

/** Sortable fields of `GET /api/applications`. */
export const APPLICATION_SORT_FIELDS = ['createdAt', 'updatedAt'] as const;
/** `sort=[field, 'ASC'|'DESC']` of `GET /api/applications`; default `["createdAt","DESC"]` (newest first). */
export const ApplicationSortSchema = sortSchema(APPLICATION_SORT_FIELDS);
/** `sort` of `GET /api/applications`. */
export type ApplicationSort = z.infer<typeof ApplicationSortSchema>;

/**
 * Query of `GET /api/applications`: JSON `range` (default [0,19]), `sort`,
 * `filter`. Answers an array of {@link Application} and
 * `Content-Range: applications <start>-<end>/<total>`.
 */
export const ApplicationListQuerySchema = z.object({
  range: jsonQueryParam(RangeSchema).optional(),
  sort: jsonQueryParam(ApplicationSortSchema).optional(),
  filter: jsonQueryParam(ApplicationFilterSchema).optional(),
});
/** Parsed query of `GET /api/applications`. */
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;
