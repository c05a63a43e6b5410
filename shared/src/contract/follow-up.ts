import { z } from 'zod';
import { messages } from '../validation';
import { IdListQueryParamSchema, NamedRefSchema } from './common';
import { ApplicationStatusSchema } from './applications';
import { APPLICATION_STATUS_LABELS } from './labels';

/**
 * Staff's follow-up of candidates and reacties (issue 30 item 5, ADR 0020):
 * internal notes, the status mails from editable templates, and the
 * freelancer's answer to an offer.
 */

/** Longest internal note. */
export const MAX_NOTE_LENGTH = 4000;

/** Body of `POST /api/employees/{id}/notes` and `POST /api/applications/{id}/notes` (staff only). */
export const CreateNoteRequestSchema = z.object({
  body: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(MAX_NOTE_LENGTH, { error: `Gebruik maximaal ${MAX_NOTE_LENGTH} karakters` }),
});
/** Body of a new note. */
export type CreateNoteRequest = z.infer<typeof CreateNoteRequestSchema>;

/** One internal note: staff only, never shown to the freelancer. */
export const NoteSchema = z.object({
  id: z.number().int(),
  /** The candidate the note is about. */
  employeeId: z.number().int(),
  /** The reactie it is about; null for a note on the candidate. */
  applicationId: z.number().int().nullable(),
  /** With the reactie's opdracht title, so the candidate page can say where a note was written. */
  vacancyTitle: z.string().nullable(),
  body: z.string(),
  /** The staff member who wrote it; null when that account is gone. */
  author: NamedRefSchema.nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
/** One internal note. */
export type Note = z.infer<typeof NoteSchema>;

/**
 * The mails staff send from a template: one per status staff move a reactie
 * to, and `vacancy_closed` (sent by itself to every open reactie when staff
 * close an opdracht).
 */
export const STATUS_MAIL_KINDS = ['in_review', 'proposed', 'interview', 'offer', 'placed', 'rejected', 'vacancy_closed'] as const;
/** The kind of a status mail template. */
export type StatusMailKind = (typeof STATUS_MAIL_KINDS)[number];
/** The kind of a status mail template. */
export const StatusMailKindSchema = z.enum(STATUS_MAIL_KINDS);

/** Dutch names of the templates, for the back office: the names of their statuses. */
export const STATUS_MAIL_KIND_LABELS = Object.fromEntries(STATUS_MAIL_KINDS.map((kind) => [kind, APPLICATION_STATUS_LABELS[kind]])) as Record<StatusMailKind, string>;

/** The placeholders a template may hold, with what they become (shown to staff beside the editor). */
export const STATUS_MAIL_PLACEHOLDERS = {
  '{opdracht}': 'de titel van de opdracht',
  '{reden}': 'de reden of toelichting die je bij de statuswijziging invult',
  '{consultant}': 'de naam van de consultant van de opdracht (of van jou)',
  '{contact}': 'het e-mailadres en telefoonnummer van die consultant',
} as const;
/** A placeholder of a status mail. */
export type StatusMailPlaceholder = keyof typeof STATUS_MAIL_PLACEHOLDERS;

/**
 * Fills the placeholders of a template text; a placeholder without a value
 * in `values` stays as it is (the draft keeps `{reden}` until staff typed
 * the reason). A reason given while the text has no `{reden}` is added as
 * a last paragraph "Toelichting: ...", so it is never lost.
 */
export function fillStatusMailText(text: string, values: Partial<Record<StatusMailPlaceholder, string>>, options: { appendReason?: boolean } = {}): string {
  // One pass: a value that holds a placeholder (an opdracht called "{reden}") stays as it is.
  let filled = text.replace(/\{(opdracht|reden|consultant|contact)\}/g, (placeholder) => values[placeholder as StatusMailPlaceholder] ?? placeholder);
  const reason = values['{reden}'];
  if (options.appendReason && reason && !text.includes('{reden}')) filled = `${filled.trimEnd()}\n\nToelichting: ${reason}`;
  return filled;
}

/** Longest subject of a status mail. */
export const MAX_STATUS_MAIL_SUBJECT_LENGTH = 200;
/** Longest body of a status mail. */
export const MAX_STATUS_MAIL_BODY_LENGTH = 5000;

const mailSubject = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .max(MAX_STATUS_MAIL_SUBJECT_LENGTH, { error: `Gebruik maximaal ${MAX_STATUS_MAIL_SUBJECT_LENGTH} karakters` });
const mailBody = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .max(MAX_STATUS_MAIL_BODY_LENGTH, { error: `Gebruik maximaal ${MAX_STATUS_MAIL_BODY_LENGTH} karakters` });

/** One stored template (`GET /api/status_mail_templates`). */
export const StatusMailTemplateSchema = z.object({
  kind: StatusMailKindSchema,
  subject: z.string(),
  body: z.string(),
  /** ISO 8601 timestamp of the last change by staff; null for the default text. */
  updatedAt: z.string().nullable(),
  updatedBy: NamedRefSchema.nullable(),
});
/** One stored template. */
export type StatusMailTemplate = z.infer<typeof StatusMailTemplateSchema>;

/** Body of `PUT /api/status_mail_templates/{kind}` (staff). */
export const StatusMailTemplateInputSchema = z.object({ subject: mailSubject, body: mailBody });
/** Body of `PUT /api/status_mail_templates/{kind}`. */
export type StatusMailTemplateInput = z.infer<typeof StatusMailTemplateInputSchema>;

/** Params of `PUT /api/status_mail_templates/{kind}`. */
export const StatusMailKindParamsSchema = z.object({ kind: StatusMailKindSchema });

/**
 * The mail staff approve when changing a reactie's status (the `mail` of
 * `PATCH /api/applications/{id}`): subject and body as edited. The API adds
 * the greeting ("Hallo Anna,"), the button to Mijn reacties and the
 * consultant's signature, and escapes the text for HTML.
 */
export const StatusMailSchema = z.object({ subject: mailSubject, body: mailBody });
/** The mail staff approve with a status change. */
export type StatusMail = z.infer<typeof StatusMailSchema>;

/** Query of `GET /api/applications/{id}/status_mail`: the status the reactie is about to get. */
export const StatusMailDraftQuerySchema = z.object({ status: ApplicationStatusSchema });

/**
 * Answer of `GET /api/applications/{id}/status_mail` (staff): the
 * template's mail for this reactie, the opdracht and the consultant filled
 * in, `{reden}` left for the form to fill. `greeting` and `signature` are
 * what the API puts around the body; they are shown, not edited. No
 * template (the status has none): 404 `NO_TEMPLATE`.
 */
export const StatusMailDraftSchema = z.object({
  status: ApplicationStatusSchema,
  to: z.string(),
  greeting: z.string(),
  subject: z.string(),
  body: z.string(),
  signature: z.string(),
});
/** The template's mail for one reactie. */
export type StatusMailDraft = z.infer<typeof StatusMailDraftSchema>;

/** The freelancer's answers to an offer (status `offer`). */
export const OFFER_ANSWERS = ['accepted', 'declined'] as const;
/** The freelancer's answer to an offer. */
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];
/** Dutch labels of the answers, for staff. */
export const OFFER_ANSWER_LABELS: Record<OfferAnswer, string> = { accepted: 'Aanbod geaccepteerd', declined: 'Aanbod afgeslagen' };

/** Body of `POST /api/applications/{id}/offer_answer` (the freelancer, own reactie at status `offer`). */
export const OfferAnswerRequestSchema = z.object({
  answer: z.enum(OFFER_ANSWERS, { error: messages.invalid }),
});
/** Body of `POST /api/applications/{id}/offer_answer`. */
export type OfferAnswerRequest = z.infer<typeof OfferAnswerRequestSchema>;

/**
 * The answer to an offer (`GET|POST /api/applications/{id}/offer_answer`):
 * accepted (the reactie stays at `offer` until staff place the candidate)
 * or declined (the reactie is then withdrawn). Null while unanswered.
 */
export const OfferAnswerSchema = z.object({
  applicationId: z.number().int(),
  answer: z.enum(OFFER_ANSWERS),
  /** ISO 8601 timestamp. */
  answeredAt: z.string(),
});
/** The answer to an offer. */
export type OfferAnswerRecord = z.infer<typeof OfferAnswerSchema>;

/** Query of `GET /api/offer_answers`: `ids=1,2,3` (the reacties of one page, at most 100). */
export const OfferAnswerQuerySchema = z.object({
  ids: IdListQueryParamSchema,
});
