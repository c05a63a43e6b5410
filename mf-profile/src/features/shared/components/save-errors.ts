import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';

/** Shown above a form whose fields the API refused. */
export const CHECK_FIELDS_MESSAGE = 'Controleer de gemarkeerde velden.';

/**
 * Puts the API's field errors of a refused save on the form's fields (the
 * API's paths are those of the PATCH body; `preferences.x` lands on `x`) and
 * returns the message for above the form. What was typed stays.
 */
export function applySaveError<T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>): string {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  let placed = 0;
  for (const fieldError of error.fieldErrors ?? []) {
    const name = fieldError.path.replace(/^preferences\./, '');
    if (!fields.includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message: fieldError.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed > 0 ? CHECK_FIELDS_MESSAGE : error.message;
}
