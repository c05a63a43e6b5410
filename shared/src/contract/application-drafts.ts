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

/** A kept reactie, as its owner sees it on the confirm step. Absent values are null. */
export const ApplicationDraftSchema = z.object({
  vacancyId: z.number().int(),
  motivation: z.string().nullable(),
  offeredHourlyRate: z.number().nullable(),
  /** YYYY-MM-DD. */
  availableFrom: z.string().nullable(),
  hoursPerWeek: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
/** A kept reactie. */
export type ApplicationDraft = z.infer<typeof ApplicationDraftSchema>;

/** Path parameters of the draft routes. */
export const ApplicationDraftParamsSchema = z.object({ vacancyId: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Body of `POST /api/application_drafts/{vacancyId}/send`: attach the CV
 * uploaded last (optional), and what the client may see (docs/adr/0021;
 * absent: nothing agreed).
 */
export const SendApplicationDraftRequestDtoSchema = z.object({ useStoredCv: z.boolean().optional(), clientConsent: ClientConsentSchema.optional() });
/** Body of `POST /api/application_drafts/{vacancyId}/send`. */
export type SendApplicationDraftRequestDto = z.infer<typeof SendApplicationDraftRequestDtoSchema>;
