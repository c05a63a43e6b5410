import { loadLatestApplications, loadMe, loadSavedVacancyCount } from '@interim/shared/api';
import type { ServerPageData } from '@interim/shared/routing';
import { DASHBOARD_LIST_SIZE, findRecommendations, recommendationsKey } from './features/dashboard/dashboard-api';

/**
 * What the server renders `/dashboard` with (ADR 0004 option 1): the
 * logged-in visitor's own record, latest applications, saved count and
 * recommendations, under the keys the page's hooks read. The server loads
 * them with the visitor's cookies, so they are that visitor's data. A part
 * that fails is left out (the browser loads it); a staff account (no
 * freelancer profile) gets its record only: the page shows it a notice.
 * Loaded from routes.tsx with a dynamic import, so none of it is in the
 * browser's routes chunk.
 */
export async function loadDashboard(): Promise<ServerPageData> {
  const [meKey, me] = await loadMe();
  if (me.role === 'staff') return { data: [[meKey, me]] };
  const parts = await Promise.allSettled([
    loadLatestApplications(DASHBOARD_LIST_SIZE),
    loadSavedVacancyCount(),
    findRecommendations(me).then((found) => [recommendationsKey(me), found] as const),
  ]);
  const loaded = parts.flatMap((part) => (part.status === 'fulfilled' ? [part.value] : []));
  return { data: [[meKey, me], ...loaded] };
}
