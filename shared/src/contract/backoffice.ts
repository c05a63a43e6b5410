import { z } from 'zod';
import { DatabaseIdSchema, IdListQueryParamSchema, NamedRefSchema } from './common';
import { APPLICATION_STATUSES } from './labels';
import { VacancyStatusSchema } from './vacancies';

/** How many choices a picker lists at most (`limit` of {@link VacancyChoiceQuerySchema}). */
export const MAX_PICKER_CHOICES = 20;

/**
 * Query of `GET /api/vacancy_choices` (staff only, issue 30 item 1): the
 * opdrachten whose title, client or city contain every word of `q` (any
 * status, case-insensitive, a number also matches the id), best first;
 * without `q` the newest. Answers an array of {@link VacancyChoice} and
 * `Content-Range: vacancy_choices 0-<n>/<total>`.
 */
export const VacancyChoiceQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'Gebruik maximaal 100 karakters' }).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PICKER_CHOICES).optional(),
  /** Only opdrachten of this status (putting a candidate forward lists the open ones, ADR 0019). */
  status: VacancyStatusSchema.optional(),
});
/** Query of `GET /api/vacancy_choices`. */
export type VacancyChoiceQuery = z.infer<typeof VacancyChoiceQuerySchema>;

/** One opdracht as a staff picker shows it: title and the real client, never a bare id. */
export const VacancyChoiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The stored client name, also of an anonymous opdracht (staff only); null when none is stored. */
  clientName: z.string().nullable(),
  isAnonymous: z.boolean(),
  status: VacancyStatusSchema,
  city: z.string(),
});
/** One opdracht of a staff picker. */
export type VacancyChoice = z.infer<typeof VacancyChoiceSchema>;

/** Reacties of one opdracht per status: every status present, 0 when none. */
export const ApplicationCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof APPLICATION_STATUSES)[number], z.ZodNumber>,
);
/** Reacties of one opdracht per status. */
export type ApplicationCounts = z.infer<typeof ApplicationCountsSchema>;

/**
 * What staff see of an opdracht beside the list (`GET /api/vacancy_summaries`,
 * issue 30 item 8): the real client (also when anonymous), the responsible
 * consultant and the reacties per status. Never part of a public answer.
 */
export const VacancyStaffSummarySchema = z.object({
  vacancyId: z.number().int(),
  clientName: z.string().nullable(),
  consultant: NamedRefSchema.nullable(),
  applicationCounts: ApplicationCountsSchema,
});
/** Staff's summary of one opdracht. */
export type VacancyStaffSummary = z.infer<typeof VacancyStaffSummarySchema>;

/** Query of `GET /api/vacancy_summaries`: `ids=1,2,3` (at most 100). */
export const VacancySummaryQuerySchema = z.object({
  ids: IdListQueryParamSchema,
});

/** Body of `PUT /api/vacancies/{id}/consultant`: a staff member's id, or null for none. */
export const SetVacancyConsultantSchema = z.object({ consultantId: DatabaseIdSchema.nullable() });
/** Body of `PUT /api/vacancies/{id}/consultant`. */
export type SetVacancyConsultant = z.infer<typeof SetVacancyConsultantSchema>;
