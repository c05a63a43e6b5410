import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyApiErrors } from '@interim/shared/forms';

/** The form field of an API error path: the PATCH body's `preferences.x` is the form's `x`. */
export const profileFieldOf = (apiPath: string) => apiPath.replace(/^preferences\./, '');

/**
 * Puts the API's field errors of a refused save on the form's fields and
 * returns the message for above the form (@interim/shared/forms'
 * `applyApiErrors` with the profile's field names). What was typed stays.
 */
export function applySaveError<T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>): string {
  return applyApiErrors(error, fields, setError, profileFieldOf);
}
