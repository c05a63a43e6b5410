import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { track } from '@interim/shared/analytics';
import { loginPathWithReturn } from '@interim/shared/config';
import type { Vacancy, VacancyListItem } from '@interim/shared/contract';
import { useLocation, useNavigate } from '@interim/shared/routing';
import { useSession } from '@interim/shared/session';
import { notify } from '@interim/shared/ui';
import { CACHE_TAG, isOwnKey } from '../shared/cache-keys';
import type { ListPage } from '../shared/list-page';
import { setFavorite } from './api/favorite-api';

/** Analytics event names of favourites. */
export const FAVORITE_EVENTS = { saved: 'Vacancy saved', removed: 'Vacancy unsaved' } as const;

type Cached = ListPage<VacancyListItem> | Vacancy | undefined;

/** The cached answer with the vacancy's favourite flag set (unchanged when it does not hold the vacancy). */
export function withFavorite(data: Cached, vacancyId: number, isFavorite: boolean): Cached {
  if (!data) return data;
  if ('items' in data) {
    if (!data.items.some((item) => item.id === vacancyId)) return data;
    return { ...data, items: data.items.map((item) => (item.id === vacancyId ? { ...item, isFavorite } : item)) };
  }
  return data.id === vacancyId ? { ...data, isFavorite } : data;
}

/** What {@link useFavoriteToggle} returns. */
export interface FavoriteToggle {
  /** What the button shows: the optimistic value while a change is on its way. */
  isFavorite: boolean;
  /** True while the change is being sent. */
  isPending: boolean;
  /** Saves or removes; logged-out visitors go to /login with a return path. */
  toggle: () => Promise<void>;
}

/**
 * A vacancy's favourite toggle. The change shows at once (optimistic); on
 * failure it is rolled back and an error toast explains why. On success every
 * cached search and detail of this remote learns the new state, and the saved
 * list is fetched again.
 */
export function useFavoriteToggle(vacancy: Pick<VacancyListItem, 'id' | 'title' | 'isFavorite'>): FavoriteToggle {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const [override, setOverride] = useState<boolean | undefined>(undefined);
  const [isPending, setPending] = useState(false);
  const busy = useRef(false);

  // A fresh answer from the server replaces the local guess.
  useEffect(() => setOverride(undefined), [vacancy.isFavorite]);

  const isFavorite = override ?? vacancy.isFavorite;

  const toggle = useCallback(async () => {
    if (!isLoggedIn) {
      navigate(loginPathWithReturn(`${location.pathname}${location.search}`));
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
      await mutate(
        (key) => isOwnKey(key, CACHE_TAG.search, CACHE_TAG.detail),
        (data: Cached) => withFavorite(data, vacancy.id, next),
        { revalidate: false },
      );
      void mutate((key) => isOwnKey(key, CACHE_TAG.saved));
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
  }, [isLoggedIn, isFavorite, location.pathname, location.search, mutate, navigate, vacancy.id, vacancy.title]);

  return { isFavorite, isPending, toggle };
}
