import { z } from 'zod';
import { ClientConsentSchema } from './client-consent';
import { CreateApplicationRequestDtoSchema } from './applications';
import { RegisterEmployeeRequestDtoSchema } from './employees';

/**
 * Application drafts (docs/adr/0022): the reactie a visitor writes on
 * `/opdrachten/:id/aanmelden` while registering, kept on the server with the
 * account until its owner logs in (link or code, in any browser), checks it
 * and sends it. `POST /api/employees/register_and_apply`,
 * `GET|DELETE /api/application_drafts/{vacancyId}`,
 * `POST /api/application_drafts/{vacancyId}/send`.
 */

/** A draft is dropped this many days after it was written (the login link itself lives 10 minutes). */
export const APPLICATION_DRAFT_TTL_DAYS = 7;

/** The application part of a draft: what `POST /api/applications` takes, without CV and channel. */
export const ApplicationDraftFieldsSchema = CreateApplicationRequestDtoSchema.pick({
  vacancyId: true,
  motivation: true,
  offeredHourlyRate: true,
  availableFrom: true,
  hoursPerWeek: true,
});
/** The application part of a draft. */
export type ApplicationDraftFields = z.infer<typeof ApplicationDraftFieldsSchema>;

/**
 * Body of `POST /api/employees/register_and_apply`: the registration (as
 * `POST /api/employees/register`, without `returnTo`: the API sets it to the
 * confirm step of the opdracht) and the reactie to keep.
 */
export const RegisterAndApplyRequestDtoSchema = RegisterEmployeeRequestDtoSchema.omit({ returnTo: true }).extend({
  application: ApplicationDraftFieldsSchema,
});
/** Body of `POST /api/employees/register_and_apply` as sent. */
export type RegisterAndApplyRequestDtoInput = z.input<typeof RegisterAndApplyRequestDtoSchema>;
/** Body of `POST /api/employees/register_and_apply` after parsing. */
export type RegisterAndApplyRequestDto = z.infer<typeof RegisterAndApplyRequestDtoSchema>;

/** One kept reactie for an opdracht. Absent values are null. */
export const ApplicationDraftVersionSchema = z.object({
  /** Names this reactie when two are kept (`draftId` of the send route). */
  id: z.number().int(),
  motivation: z.string().nullable(),
  offeredHourlyRate: z.number().nullable(),
  /** YYYY-MM-DD. */
  availableFrom: z.string().nullable(),
  hoursPerWeek: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
/** One kept reactie for an opdracht. */
export type ApplicationDraftVersion = z.infer<typeof ApplicationDraftVersionSchema>;

/**
 * The kept reactie for an opdracht, as its owner sees it on the confirm step:
 * the one kept first, and `newer`, a reactie a later register-and-apply with
 * the same address kept beside it (issue 42 item 4: it never replaces the
 * first one, since anyone can type an address). With two, the owner
 * chooses which one goes; sending or discarding ends both.
 */
export const ApplicationDraftSchema = ApplicationDraftVersionSchema.extend({
  vacancyId: z.number().int(),
  newer: ApplicationDraftVersionSchema.nullable(),
});
/** A kept reactie, and the newer one beside it, if any. */
export type ApplicationDraft = z.infer<typeof ApplicationDraftSchema>;

/** Path parameters of the draft routes. */
export const ApplicationDraftParamsSchema = z.object({ vacancyId: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Body of `POST /api/application_drafts/{vacancyId}/send`: which kept
 * reactie goes (`draftId`; needed when two are kept, 409
 * `APPLICATION_DRAFT_CHOICE_REQUIRED` without it), attach the CV uploaded
 * last (optional), and what the client may see (docs/adr/0021; absent:
 * nothing agreed).
 */
export const SendApplicationDraftRequestDtoSchema = z.object({
  draftId: z.number().int().min(1).max(2_147_483_647).optional(),
  useStoredCv: z.boolean().optional(),
  clientConsent: ClientConsentSchema.optional(),
});
/** Body of `POST /api/application_drafts/{vacancyId}/send`. */
export type SendApplicationDraftRequestDto = z.infer<typeof SendApplicationDraftRequestDtoSchema>;
