import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { track } from '@interim/shared/analytics';
import { loginPathWithReturn } from '@interim/shared/config';
import type { VacancyListItem } from '@interim/shared/contract';
import { useLocation, useNavigate } from '@interim/shared/routing';
import { useSession } from '@interim/shared/session';
import { notify } from '@interim/shared/ui';
import { FAVORITE_EVENTS, setFavorite, useFavoriteCacheUpdate } from '@interim/shared/api';
import { pathWithPendingSave } from './pending-save';

/** What {@link useFavoriteToggle} returns. */
export interface FavoriteToggle {
  /** What the button shows: the optimistic value while a change is on its way. */
  isFavorite: boolean;
  /** True while the change is being sent. */
  isPending: boolean;
  /** Saves or removes; logged-out visitors go to /login with a return path that finishes the save. */
  toggle: () => Promise<void>;
}

/**
 * A vacancy's favourite toggle. The change shows at once (optimistic); on
 * failure it is rolled back and an error toast explains why. On success every
 * cached vacancy answer of the page (every remote) learns the new state, and the saved
 * list is fetched again.
 */
export function useFavoriteToggle(vacancy: Pick<VacancyListItem, 'id' | 'title' | 'isFavorite'>): FavoriteToggle {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const updateCache = useFavoriteCacheUpdate();
  const [override, setOverride] = useState<boolean | undefined>(undefined);
  const [isPending, setPending] = useState(false);
  const busy = useRef(false);

  // A fresh answer from the server replaces the local guess.
  useEffect(() => setOverride(undefined), [vacancy.isFavorite]);

  const isFavorite = override ?? vacancy.isFavorite;

  const toggle = useCallback(async () => {
    if (!isLoggedIn) {
      // Back on this page after the login, the page saves the vacancy (pending-save.ts).
      navigate(loginPathWithReturn(pathWithPendingSave(location.pathname, location.search, vacancy.id)));
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const next = !isFavorite;
    setOverride(next);
    setPending(true);
    try {
      await setFavorite(vacancy.id, next);
      void track(next ? FAVORITE_EVENTS.saved : FAVORITE_EVENTS.removed, { vacancyId: vacancy.id, vacancyTitle: vacancy.title });
      await updateCache(vacancy.id, next);
    } catch (error) {
      setOverride(!next);
      notify({
        title: next ? 'Opslaan is niet gelukt' : 'Verwijderen is niet gelukt',
        description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE,
      });
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, [isLoggedIn, isFavorite, location.pathname, location.search, navigate, updateCache, vacancy.id, vacancy.title]);

  return { isFavorite, isPending, toggle };
}
