import { z } from 'zod';
import { emailField, messages, personNameField } from '../validation';
import { ApplicationStatusSchema } from './applications';
import { ClientRequestStatusSchema } from './client-requests';
import { APPLICATION_STATUSES } from './labels';
import { VacancyStatusSchema } from './vacancies';

/**
 * The client portal (issue 31 items 2, 3 and 5; docs/adr/0021): a client
 * contact (role `client`) sees their organisation's requests, the opdrachten
 * made of them, and the candidates staff proposed, and answers per candidate.
 * `GET /api/client-portal/requests`, `GET /api/client-portal/vacancies`,
 * `GET /api/client-portal/vacancies/{id}/candidates`,
 * `POST /api/client-portal/candidates/{id}/response`; staff:
 * `POST /api/client_requests/{id}/contacts`,
 * `GET /api/applications/{id}/client-response`; the freelancer:
 * `GET /api/client-portal/my-invitations`.
 */

/**
 * The application statuses a client sees a candidate in: from "voorgesteld"
 * on (nothing before staff propose them; rejected and withdrawn ones leave
 * the list).
 */
export const CLIENT_VISIBLE_APPLICATION_STATUSES = ['proposed', 'interview', 'offer', 'placed'] as const;

/**
 * The consultant of a request or opdracht, as the client reaches them: the
 * staff member who took the request up (or, for an opdracht, its
 * responsible consultant); null until someone did.
 */
export const PortalConsultantSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** null when the consultant's account has no phone number. */
  phone: z.string().nullable(),
});
/** The consultant a client contacts. */
export type PortalConsultant = z.infer<typeof PortalConsultantSchema>;

/** One of the organisation's requests, as its client follows it. */
export const ClientPortalRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: ClientRequestStatusSchema,
  /** The function asked for (reference data), or null. */
  positionName: z.string().nullable(),
  description: z.string(),
  contactName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The opdracht made of it, or null. */
  vacancyId: z.number().int().nullable(),
  consultant: PortalConsultantSchema.nullable(),
});
/** One of the organisation's requests. */
export type ClientPortalRequest = z.infer<typeof ClientPortalRequestSchema>;

/** How many applications of an opdracht are in each status (counts only: no person). */
export const ApplicationStageCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    z.ZodNumber
  >,
);
/** Applications per status. */
export type ApplicationStageCounts = z.infer<typeof ApplicationStageCountsSchema>;

/** An opdracht made of one of the organisation's requests. */
export const ClientPortalVacancySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: VacancyStatusSchema,
  publishedAt: z.string().nullable(),
  /** The request it was made of. */
  requestReference: z.string(),
  stageCounts: ApplicationStageCountsSchema,
  consultant: PortalConsultantSchema.nullable(),
});
/** An opdracht of the organisation. */
export type ClientPortalVacancy = z.infer<typeof ClientPortalVacancySchema>;

/** Kinds of a client's answer to a proposed candidate. */
export const CLIENT_RESPONSE_KINDS = ['interview', 'rejected'] as const;
/** "Uitnodigen voor gesprek" or "Afwijzen". */
export const ClientResponseKindSchema = z.enum(CLIENT_RESPONSE_KINDS);
/** Kind of a client's answer. */
export type ClientResponseKind = z.infer<typeof ClientResponseKindSchema>;

/** Longest text of proposed moments or of a reason. */
export const MAX_CLIENT_RESPONSE_TEXT = 2000;

const responseText = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .max(MAX_CLIENT_RESPONSE_TEXT, { error: messages.tooLong(MAX_CLIENT_RESPONSE_TEXT) });

/**
 * `POST /api/client-portal/candidates/{id}/response`: invite for an interview
 * with proposed moments (free text: "di 2 dec 10:00 of do 4 dec 14:00"), or
 * reject with a reason.
 */
export const ClientResponseRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interview'), moments: responseText }),
  z.object({ kind: z.literal('rejected'), reason: responseText }),
]);
/** A client's answer to a proposed candidate. */
export type ClientResponseRequest = z.infer<typeof ClientResponseRequestSchema>;

/** A client's answer as stored and shown (to the client, staff and, for an invitation, the freelancer). */
export const ClientResponseSchema = z.object({
  kind: ClientResponseKindSchema,
  /** The proposed moments (an invitation), else null. */
  moments: z.string().nullable(),
  /** The reason (a rejection), else null. */
  reason: z.string().nullable(),
  /** Who answered: the contact's name. */
  contactName: z.string(),
  at: z.string(),
});
/** A client's answer. */
export type ClientResponse = z.infer<typeof ClientResponseSchema>;

/**
 * A proposed candidate as the client sees them: what the freelancer agreed
 * to share (docs/adr/0021): with profile consent the function, experience
 * in roles and years, rate and availability (else those are null / empty);
 * with CV consent the CV (`cvAvailable`, download at
 * `GET /api/client-portal/candidates/{id}/cv`). Never their contact details
 * or the names of former clients.
 */
export const ClientCandidateSchema = z.object({
  /** The application (reactie). */
  id: z.number().int(),
  vacancyId: z.number().int(),
  /** First name and the initial of the last name ("Sanne J."). */
  displayName: z.string(),
  /** The newest role of the work experience, or null. */
  functionTitle: z.string().nullable(),
  /** Up to three roles with their years ("Projectmanager (2021–heden)"). */
  experienceSummary: z.array(z.string()),
  /** Whole euros per hour excl. VAT the freelancer offered, or null. */
  hourlyRate: z.number().nullable(),
  availableFrom: z.string().nullable(),
  hoursPerWeek: z.number().int().nullable(),
  /** The freelancer agreed to share their profile facts (function, experience, rate, availability). */
  profileShared: z.boolean(),
  /** The freelancer agreed to share their CV and the reactie has one: the client may download it. */
  cvAvailable: z.boolean(),
  status: ApplicationStatusSchema,
  response: ClientResponseSchema.nullable(),
});
/** A proposed candidate, as the client sees them. */
export type ClientCandidate = z.infer<typeof ClientCandidateSchema>;

/** `POST /api/client_requests/{id}/contacts` (staff): one more contact of the request's organisation. */
export const InviteClientContactRequestSchema = z.object({
  email: emailField,
  firstName: personNameField(),
  lastName: personNameField(),
});
/** Staff's invitation of a client contact. */
export type InviteClientContactRequest = z.infer<typeof InviteClientContactRequestSchema>;

/** A contact of a client organisation (who can log in to the portal). */
export const ClientContactSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
/** A contact of a client organisation. */
export type ClientContact = z.infer<typeof ClientContactSchema>;

/** The freelancer's view of a client's invitation on one of their reacties (Mijn reacties). */
export const ClientInvitationSchema = z.object({
  applicationId: z.number().int(),
  moments: z.string(),
  at: z.string(),
});
/** A client's invitation, as the freelancer sees it. */
export type ClientInvitation = z.infer<typeof ClientInvitationSchema>;
