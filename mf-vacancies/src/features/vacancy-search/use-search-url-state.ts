import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@interim/shared/routing';
import { parseSearch, serializeSearch, type SearchChange, type SearchState } from './search-state';

/** What {@link useSearchUrlState} returns. */
export interface SearchUrlState {
  /** The search the URL describes. */
  state: SearchState;
  /** Applies a change to the URL; the page goes back to 1 unless the change sets it. */
  update: (change: SearchChange) => void;
  /** Drops every filter, the text and the page. */
  clear: () => void;
}

/**
 * The search of `/opdrachten` lives in the URL (shareable, back/forward).
 * A navigation renders in a transition, so two quick changes build on the
 * URL asked for last, not on the state shown.
 */
export function useSearchUrlState(): SearchUrlState {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: SearchChange) => {
      const current = parseSearch(latest.current);
      const patch = typeof change === 'function' ? change(current) : change;
      const next = serializeSearch({ ...current, ...patch, page: patch.page ?? 1 });
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );

  const clear = useCallback(() => {
    latest.current = new URLSearchParams();
    setParams(latest.current);
  }, [setParams]);

  return { state, update, clear };
}
