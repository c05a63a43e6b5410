import { z } from 'zod';
import { messages } from '../validation';
import { APPLICATION_STATUSES, type ApplicationStatus } from './labels';
import { ClientConsentSchema } from './client-consent';

/**
 * Staff put a candidate forward for an opdracht (issue 30 item 3, ADR 0019):
 * `POST /api/application_proposals` makes a reactie "Voorgesteld door
 * <consultant>", and the freelancer answers it in Mijn reacties with
 * `POST /api/applications/{id}/proposal_response` before it can go any
 * further towards the client.
 */

/** What the candidate said to a proposal: nothing yet, "Ja, ik heb interesse", or "Nee, bedankt". */
export const PROPOSAL_RESPONSES = ['pending', 'confirmed', 'declined'] as const;
/** What the candidate said to a proposal. */
export type ProposalResponse = (typeof PROPOSAL_RESPONSES)[number];

/** Dutch labels of the candidate's answer, as staff see it. */
export const PROPOSAL_RESPONSE_LABELS: Record<ProposalResponse, string> = {
  pending: 'Wacht op bevestiging van de kandidaat',
  confirmed: 'Kandidaat heeft interesse bevestigd',
  declined: 'Kandidaat heeft bedankt',
};

/**
 * The statuses a client sees a candidate in ("voorgesteld aan opdrachtgever"
 * and beyond): a reactie staff proposed cannot reach them before the
 * candidate has confirmed interest.
 */
export const CLIENT_FACING_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['proposed', 'interview', 'offer', 'placed'];

/** True when staff may not move a reactie to `to` because its candidate has not confirmed the proposal yet. */
export function awaitsCandidateFor(response: ProposalResponse | undefined, to: ApplicationStatus): boolean {
  return response === 'pending' && CLIENT_FACING_APPLICATION_STATUSES.includes(to);
}

/** The proposal behind a reactie that staff made, null on a reactie the freelancer sent. */
export const ApplicationProposalSchema = z.object({
  /** Full name of the consultant who proposed; null once that account is gone. */
  proposedBy: z.string().nullable(),
  /** ISO 8601 timestamp. */
  proposedAt: z.string(),
  response: z.enum(PROPOSAL_RESPONSES),
  /** ISO 8601 timestamp of the candidate's answer, null while pending. */
  respondedAt: z.string().nullable(),
});
/** The proposal behind a reactie. */
export type ApplicationProposal = z.infer<typeof ApplicationProposalSchema>;

const positiveId = z
  .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
  .int({ error: messages.invalid })
  .min(1, { error: messages.invalid })
  .max(2_147_483_647, { error: messages.invalid });

/** Body of staff's `POST /api/application_proposals`: this candidate for this open opdracht. */
export const CreateApplicationProposalSchema = z.object({
  employeeId: positiveId,
  vacancyId: z.number({ error: () => 'Kies een opdracht' }).int({ error: messages.invalid }).min(1, { error: 'Kies een opdracht' }).max(2_147_483_647, { error: messages.invalid }),
});
/** Body of `POST /api/application_proposals`. */
export type CreateApplicationProposal = z.infer<typeof CreateApplicationProposalSchema>;

/**
 * Body of the freelancer's `POST /api/applications/{id}/proposal_response`:
 * true is "Ja, ik heb interesse". With "Ja" the candidate answers the
 * consent question too (docs/adr/0021): absent, nothing is shared.
 */
export const ProposalResponseRequestSchema = z.object({ interested: z.boolean({ error: messages.required }), clientConsent: ClientConsentSchema.optional() });
/** Body of `POST /api/applications/{id}/proposal_response`. */
export type ProposalResponseRequest = z.infer<typeof ProposalResponseRequestSchema>;

/** The pipeline's forward order, without the two ways out (rejected, withdrawn). */
const FORWARD_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter((status) => status !== 'rejected' && status !== 'withdrawn');

/**
 * A step staff may make when they say they skip (the board's moves, ADR
 * 0019): from an open status to any LATER status of the pipeline
 * (Ontvangen → Gesprek). Backward moves and the freelancer's withdrawal
 * stay refused; a rejection is a regular step from every open status.
 */
export function isForwardSkip(from: ApplicationStatus, to: ApplicationStatus): boolean {
  const fromIndex = FORWARD_STATUSES.indexOf(from);
  const toIndex = FORWARD_STATUSES.indexOf(to);
  return fromIndex !== -1 && toIndex !== -1 && from !== 'placed' && toIndex > fromIndex;
}
