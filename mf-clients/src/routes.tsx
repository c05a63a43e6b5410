import { lazyRoute, type Params, type RouteObject } from '@interim/shared/routing';
import type * as ServerData from './server-data';

/** The route's `handle.load` (ADR 0004): server-data.ts is imported only when the server renders the page. */
const serverData = (name: keyof typeof ServerData) => ({
  load: (params: Params) => import('./server-data').then((m) => m[name](params)),
});

/**
 * The routes this remote owns (exposed as `./routes`): the client portal
 * (issue 31, docs/adr/0021). Paths, the access class `client`, chrome and
 * titles come from the spec's route table in @interim/shared/config.
 */
export const routes: RouteObject[] = [
  lazyRoute('clientPortal', () => import('./pages/portal-page').then((m) => m.PortalPage), serverData('loadPortal')),
  lazyRoute('clientPortalVacancy', () => import('./pages/candidates-page').then((m) => m.CandidatesPage), serverData('loadCandidates')),
];
