import type { Employee } from '@interim/shared/contract';

/** What the completeness is counted from: the record as answered, without its completion. */
export type CompletenessFields = Pick<Employee, 'firstName' | 'lastName' | 'email' | 'phone' | 'dateOfBirth' | 'postcode' | 'hourlyRate' | 'preferences' | 'cv'>;

/**
 * The parts of a profile the completeness counts (issue 32 item 5): what the
 * registration already knows (name, e-mail, phone), and what each step of
 * /profiel/afronden asks. The phone number is optional everywhere; known, it
 * counts like any other part.
 */
export const COMPLETENESS_PARTS: ReadonlyArray<(fields: CompletenessFields) => boolean> = [
  (f) => Boolean(f.firstName.trim() && f.lastName.trim()),
  (f) => Boolean(f.email),
  (f) => Boolean(f.phone),
  (f) => f.dateOfBirth !== null,
  (f) => f.postcode !== null,
  (f) => f.preferences.maxTravelKm !== null,
  (f) => f.preferences.sector !== null,
  (f) => f.preferences.position !== null,
  (f) => f.preferences.educationLevel !== null,
  (f) => f.cv !== null,
  (f) => f.preferences.availableFrom !== null,
  (f) => f.preferences.hoursPerWeek !== null,
  (f) => f.preferences.workMode !== null,
  (f) => f.hourlyRate !== null,
];

/**
 * "Je profiel is N% compleet": the share of {@link COMPLETENESS_PARTS} that
 * is known, so a new profile with a name and an e-mail address is not 0 %.
 * 100 only once every step of /profiel/afronden is finished (`isComplete`),
 * and 99 at most before that.
 */
export function completenessPercentage(fields: CompletenessFields, isComplete: boolean): number {
  if (isComplete) return 100;
  const known = COMPLETENESS_PARTS.filter((part) => part(fields)).length;
  return Math.min(99, Math.round((known / COMPLETENESS_PARTS.length) * 100));
}
