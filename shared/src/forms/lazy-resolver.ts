import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Shown above a form whose validation could not be loaded (offline, a failed deploy). */
export const VALIDATION_LOAD_ERROR =
  'Het formulier kon niet worden gecontroleerd. Controleer je internetverbinding en probeer het opnieuw.';

/** A form resolver whose code loads on first use, and a way to start loading it earlier. */
export interface LazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues> {
  resolver: Resolver<TFieldValues, TContext, TTransformedValues>;
  /** Starts loading (for a form's first focus), so it is there by the first submit. */
  preload: () => void;
}

/**
 * A react-hook-form resolver loaded when it is first needed. The forms of the
 * login pages validate with the contract's zod schemas; zod is 89 KB gzip and
 * evaluating it was the longest task on `/login` (issue 8). The forms validate
 * on submit, so the schema can arrive while the visitor types.
 *
 * One load is shared by every caller. A failed load is not kept: the form
 * shows {@link VALIDATION_LOAD_ERROR} as its `root` error and the next submit
 * tries again; the typed values stay.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): LazyResolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TFieldValues, TContext, TTransformedValues> = async (values, context, options) => {
    let resolve: Resolver<TFieldValues, TContext, TTransformedValues>;
    try {
      resolve = await get();
    } catch {
      // `root` is react-hook-form's place for a form-level error; a generic
      // FieldErrors cannot be narrowed to it, hence the cast.
      return { values: {}, errors: { root: { type: 'load', message: VALIDATION_LOAD_ERROR } } as FieldErrors<TFieldValues> };
    }
    return resolve(values, context, options);
  };
  return {
    resolver,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
