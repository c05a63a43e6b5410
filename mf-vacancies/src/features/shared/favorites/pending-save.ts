import { useEffect, useRef } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { track } from '@interim/shared/analytics';
import type { VacancyListItem } from '@interim/shared/contract';
import { useSearchParams } from '@interim/shared/routing';
import { useSession } from '@interim/shared/session';
import { notify } from '@interim/shared/ui';
import { FAVORITE_EVENTS, setFavorite, useFavoriteCacheUpdate } from '@interim/shared/api';
import { parseVacancyId } from '../vacancy-id';

/**
 * A "Bewaren" clicked while logged out is finished after the login (issue
 * 17): the return path of the login carries the action in its query,
 * `?actie=bewaren&opdracht=<id>`. The query, unlike sessionStorage, survives
 * the mail's link opening in a new tab. Only this one action exists, it only
 * adds a favourite (never removes one), the return path is the page the
 * visitor was on (the login only follows same-site paths), and the page drops
 * the action from its URL before it sends anything, so a reload or a copied
 * link does not repeat it.
 */
export const PENDING_ACTION_PARAM = 'actie';
/** The vacancy of the pending action. */
export const PENDING_VACANCY_PARAM = 'opdracht';
/** The one known pending action: save the vacancy. */
export const SAVE_ACTION = 'bewaren';

/** The current page's path with the pending save of `vacancyId` added to its query. */
export function pathWithPendingSave(pathname: string, search: string, vacancyId: number): string {
  const params = new URLSearchParams(search);
  params.set(PENDING_ACTION_PARAM, SAVE_ACTION);
  params.set(PENDING_VACANCY_PARAM, String(vacancyId));
  return `${pathname}?${params.toString()}`;
}

/** The vacancy a query asks to save, or null (no action, another action, or a bad id). */
export function readPendingSave(params: URLSearchParams): number | null {
  if (params.get(PENDING_ACTION_PARAM) !== SAVE_ACTION) return null;
  return parseVacancyId(params.get(PENDING_VACANCY_PARAM) ?? undefined);
}

/** The query without the pending action. */
export function withoutPendingSave(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PENDING_ACTION_PARAM);
  next.delete(PENDING_VACANCY_PARAM);
  return next;
}

/**
 * Finishes a pending save of the page's URL once the user is logged in and
 * the page shows its vacancies (`shown`: undefined while loading), so the
 * saved state lands in the answer on screen instead of racing its request.
 * Tells the outcome in a toast.
 */
export function useFinishPendingSave(shown: ReadonlyArray<Pick<VacancyListItem, 'id' | 'title'>> | undefined): void {
  const [params, setParams] = useSearchParams();
  const { isLoggedIn } = useSession();
  const updateCache = useFavoriteCacheUpdate();
  const vacancyId = readPendingSave(params);
  const started = useRef<number | null>(null);

  useEffect(() => {
    if (vacancyId === null || !isLoggedIn || shown === undefined || started.current === vacancyId) return;
    started.current = vacancyId;
    setParams((current) => withoutPendingSave(current), { replace: true });
    const title = shown.find((vacancy) => vacancy.id === vacancyId)?.title;
    void (async () => {
      try {
        await setFavorite(vacancyId, true);
        void track(FAVORITE_EVENTS.saved, { vacancyId, ...(title ? { vacancyTitle: title } : {}) });
        await updateCache(vacancyId, true);
        notify({
          type: 'success',
          title: 'Opdracht bewaard',
          description: title ? `${title} staat bij je opgeslagen opdrachten.` : 'De opdracht staat bij je opgeslagen opdrachten.',
        });
      } catch (error) {
        notify({ title: 'Opslaan is niet gelukt', description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
      }
    })();
  }, [vacancyId, isLoggedIn, shown, setParams, updateCache]);
}
