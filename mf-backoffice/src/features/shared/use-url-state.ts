import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@interim/shared/routing';

/** What {@link useUrlState} returns. */
export interface UrlState<T extends { page: number }> {
  /** The state the URL describes. */
  state: T;
  /** Applies a change to the URL; the page goes back to 1 unless the change sets it. */
  update: (change: Partial<T>) => void;
}

/**
 * A list page's filters and page, kept in the URL (shareable, survives a
 * reload and the back button), as the freelancers' search does. `parse`
 * must accept any query string (unknown values fall back to defaults);
 * `serialize` writes only what differs from them. Two quick changes build
 * on the URL asked for last, not on the state shown.
 */
export function useUrlState<T extends { page: number }>(parse: (params: URLSearchParams) => T, serialize: (state: T) => URLSearchParams): UrlState<T> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parse(params), [params, parse]);
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: Partial<T>) => {
      const next = serialize({ ...parse(latest.current), ...change, page: change.page ?? 1 });
      latest.current = next;
      setParams(next);
    },
    [parse, serialize, setParams],
  );

  return { state, update };
}

/** A whole number 1..max from a query value, else undefined. */
export function positiveIntParam(value: string | null, max = 2_147_483_647): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

/** The 1-based page of `pagina` (at most 10 000). */
export function pageParam(params: URLSearchParams): number {
  return positiveIntParam(params.get('pagina'), 10_000) ?? 1;
}
