import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { describeApiError, isApiError } from '@interim/shared/api-client';

/** Shown above a form whose fields the API refused. */
export const CHECK_FIELDS_MESSAGE = 'Controleer de gemarkeerde velden.';

/**
 * Puts the API's field errors of a refused submit on the form's `fields`
 * (the first gets the focus) and returns the message for above the form:
 * {@link CHECK_FIELDS_MESSAGE} when a field got one, else the API's Dutch
 * text (a 429 says when to try again). `fieldOf` maps an API path to a field
 * name (e.g. `preferences.sector` -> `sector`). What was typed stays.
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  fieldOf: (apiPath: string) => string = (apiPath) => apiPath,
): string {
  if (!isApiError(error)) return describeApiError(error);
  let placed = 0;
  for (const fieldError of error.fieldErrors ?? []) {
    const name = fieldOf(fieldError.path);
    if (!fields.includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message: fieldError.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed > 0 ? CHECK_FIELDS_MESSAGE : describeApiError(error);
}

/** What {@link useApiForm} returns: react-hook-form's form plus the submit error and a submit wrapper. */
export interface ApiForm<TValues extends FieldValues, TOutput> extends UseFormReturn<TValues, unknown, TOutput> {
  /** The message above the form after a failed submit (or a validation that could not load). */
  submitError: string | undefined;
  setSubmitError: (message: string | undefined) => void;
  /**
   * The form's onSubmit: validates, clears the last error, runs `send`; a
   * failure puts the API's field errors on `fields` and its message above the form.
   */
  submitWith: (send: (values: TOutput) => Promise<void>, options?: { fields?: readonly string[]; fieldOf?: (apiPath: string) => string }) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * A react-hook-form form that sends to the API: one place for the submit
 * error, the API's field errors on their fields, and the Dutch message above
 * the form, for every form of the apps.
 */
export function useApiForm<TValues extends FieldValues, TOutput = TValues>(props: UseFormProps<TValues, unknown, TOutput>): ApiForm<TValues, TOutput> {
  const form = useForm<TValues, unknown, TOutput>(props);
  const [submitError, setSubmitError] = useState<string | undefined>();
  const { clearErrors, handleSubmit, setError, getValues } = form;
  const submitWith = useCallback<ApiForm<TValues, TOutput>['submitWith']>(
    (send, options = {}) => {
      const submit = handleSubmit(async (values) => {
        setSubmitError(undefined);
        try {
          await send(values);
        } catch (error) {
          setSubmitError(applyApiErrors(error, options.fields ?? Object.keys(getValues()), setError, options.fieldOf));
        }
      });
      // The API's refusals of the last submit go; validation puts back what still applies.
      return (event) => {
        clearErrors();
        return submit(event);
      };
    },
    [clearErrors, getValues, handleSubmit, setError],
  );
  return { ...form, submitError: submitError ?? form.formState.errors.root?.message, setSubmitError, submitWith };
}
