import { useEffect, useMemo, useRef, useState } from 'react';
import {
  SAVED_SEARCH_EVENT,
  createSavedSearch,
  updateSavedSearch,
  useMeIfLoggedIn,
  useRefreshSavedSearches,
  useSavedSearchNames,
  useSavedSearches,
} from '@interim/shared/api';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { track } from '@interim/shared/analytics';
import { loginPathWithReturn, routes } from '@interim/shared/config';
import type { SavedSearchFilter } from '@interim/shared/contract';
// Plain data, no zod: the search page loads no schema library for a visitor (specs/platform/prerender.spec.ts).
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_FREQUENCY_SENTENCES,
  type SavedSearchFrequency,
} from '@interim/shared/contract/search-labels';
import { sameSavedSearchFilter, savedSearchName } from '@interim/shared/format/saved-search';
import { useLocation, useNavigate, useSearchParams } from '@interim/shared/routing';
import { useSession } from '@interim/shared/session';
import { Box, Button, RouterLink, SelectField, Text } from '@interim/shared/ui';
import { serializeSearch, toApiQuery, type SearchState } from '../search-state';

/**
 * A "Bewaar deze zoekopdracht" clicked while logged out is finished after
 * the login: the return path carries this marker (`&bewaar=1`), like the
 * favourite's pending save. The page drops it from its URL before it sends
 * anything, so a reload or a copied link does not save again.
 */
export const PENDING_SEARCH_SAVE_PARAM = 'bewaar';

/** The search page's path for `state` with the pending-save marker. */
export function searchPathWithPendingSave(pathname: string, state: SearchState): string {
  const params = serializeSearch({ ...state, page: 1 });
  params.set(PENDING_SEARCH_SAVE_PARAM, '1');
  return `${pathname}?${params.toString()}`;
}

type Outcome =
  | { kind: 'saved'; id: number; name: string; frequency: SavedSearchFrequency; frequencyError?: string }
  | { kind: 'exists'; name: string }
  | { kind: 'error'; message: string };

/** Props of {@link SaveSearch}. */
export interface SaveSearchProps {
  /** The search on screen (the URL state). */
  state: SearchState;
}

/**
 * "Bewaar deze zoekopdracht" on `/opdrachten` (issue 19): a logged-in
 * freelancer saves the filters on screen under a name made from them, and
 * hears where to manage them; the same filters saved before are not saved
 * twice. A visitor goes to the login and the search is saved on return.
 * Staff have no saved searches: no button. Nothing is fetched for visitors.
 */
export function SaveSearch({ state }: SaveSearchProps) {
  const { isLoggedIn } = useSession();
  const me = useMeIfLoggedIn();
  const isFreelancer = me.data?.role === 'employee';
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filter: SavedSearchFilter = useMemo(() => toApiQuery(state).filter as SavedSearchFilter, [state]);
  const saved = useSavedSearches(isFreelancer);
  const names = useSavedSearchNames(filter, isFreelancer);
  const refresh = useRefreshSavedSearches();
  // The saved list (to not save twice) and the names are in, or the list failed.
  const ready = (saved.data !== undefined || saved.error !== undefined) && !names.isLoading;
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // A save asked for before the login, finished once its data is here.
  const [pending, setPending] = useState(false);
  const started = useRef(false);

  // A new search on screen is not the one the message was about. Compared by
  // value: the URL also changes without a new search (the login's save marker
  // is dropped, another page), and its new state object once cleared the
  // message of the save the marker had just made.
  const filterValue = JSON.stringify(filter);
  useEffect(() => setOutcome(undefined), [filterValue]);

  const marked = params.get(PENDING_SEARCH_SAVE_PARAM) !== null;
  useEffect(() => {
    if (!marked || !isLoggedIn || !me.data) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PENDING_SEARCH_SAVE_PARAM);
        return next;
      },
      { replace: true },
    );
    if (me.data.role === 'employee') setPending(true);
  }, [marked, isLoggedIn, me.data, setParams]);

  const save = async () => {
    if (!isLoggedIn) {
      navigate(loginPathWithReturn(searchPathWithPendingSave(location.pathname, state)));
      return;
    }
    if (busy || !ready) return;
    // Without the list (its request failed) the search is saved unchecked rather than not at all.
    const existing = saved.data?.find((search) => sameSavedSearchFilter(search.filter, filter));
    if (existing) {
      setOutcome({ kind: 'exists', name: existing.name });
      return;
    }
    setBusy(true);
    try {
      const created = await createSavedSearch({ name: savedSearchName(filter, names), filter });
      void track(SAVED_SEARCH_EVENT, { savedSearchId: created.id });
      setOutcome({ kind: 'saved', id: created.id, name: created.name, frequency: created.frequency });
      void refresh();
    } catch (error) {
      setOutcome({ kind: 'error', message: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
    } finally {
      setBusy(false);
    }
  };

  // Issue 32 item 6: how often it mails is chosen right after saving (the API's default, daily, is no longer imposed).
  const changeFrequency = async (saved: Extract<Outcome, { kind: 'saved' }>, frequency: SavedSearchFrequency) => {
    setOutcome({ ...saved, frequency, frequencyError: undefined });
    try {
      await updateSavedSearch(saved.id, { frequency });
      void refresh();
    } catch (error) {
      setOutcome({ ...saved, frequencyError: `E-mails aanpassen is niet gelukt: ${isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE}` });
    }
  };

  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  useEffect(() => {
    if (!pending || started.current || !ready) return;
    started.current = true;
    setPending(false);
    void latestSave.current();
  }, [pending, ready]);

  if (isLoggedIn && !isFreelancer) return null;
  return (
    <Box>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void save()}
        disabled={isFreelancer && !ready}
        loading={busy || pending}
        loadingText="Bezig met bewaren…"
      >
        Bewaar deze zoekopdracht
      </Button>
      {/* The outcome's live region, there before any outcome so it is announced (visitors leave for the login). */}
      {isFreelancer ? (
        <Box role="status" aria-live="polite" mt={outcome ? '2' : '0'}>
          {outcome ? (
            <Text fontSize="sm" color={outcome.kind === 'error' ? 'fg.error' : undefined}>
              {outcome.kind === 'saved'
                ? `Zoekopdracht bewaard als "${outcome.name}". ${SAVED_SEARCH_FREQUENCY_SENTENCES[outcome.frequency]} `
                : outcome.kind === 'exists'
                  ? `Deze zoekopdracht heb je al bewaard als "${outcome.name}". `
                  : `Bewaren is niet gelukt: ${outcome.message} `}
              {outcome.kind === 'error' ? null : <RouterLink to={routes.profileSavedSearches.path}>Beheer je zoekopdrachten</RouterLink>}
              {outcome.kind === 'saved' && outcome.frequencyError ? ` ${outcome.frequencyError}` : null}
            </Text>
          ) : null}
        </Box>
      ) : null}
      {outcome?.kind === 'saved' ? (
        <Box mt="2" maxW="16rem">
          <SelectField
            label="E-mail met nieuwe opdrachten"
            value={outcome.frequency}
            onChange={(event) => void changeFrequency(outcome, event.currentTarget.value as SavedSearchFrequency)}
            options={SAVED_SEARCH_FREQUENCIES.map((value) => ({ value, label: SAVED_SEARCH_FREQUENCY_LABELS[value] }))}
          />
        </Box>
      ) : null}
    </Box>
  );
}
