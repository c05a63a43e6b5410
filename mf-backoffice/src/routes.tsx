import { Navigate, lazyRoute, routeHandle, type RouteObject } from '@interim/shared/routing';
import { routes as siteRoutes } from '@interim/shared/config';

/**
 * The routes this remote owns (exposed as `./routes`), all of access class
 * `staff`: the shell lets only staff through (a visitor goes to /login, any
 * other logged-in user gets the 404 page). Paths, access classes, chrome and
 * titles come from the spec's route table in @interim/shared/config.
 */
export const routes: RouteObject[] = [
  // `/beheer` has no page of its own: the back office opens on its opdrachten.
  {
    path: siteRoutes.backoffice.path,
    element: <Navigate replace to={siteRoutes.backofficeVacancies.path} />,
    handle: routeHandle('backoffice'),
  },
  lazyRoute('backofficeVacancies', () => import('./pages/vacancies-page').then((m) => m.VacanciesPage)),
  lazyRoute('backofficeVacancyNew', () => import('./pages/vacancy-new-page').then((m) => m.VacancyNewPage)),
  lazyRoute('backofficeVacancy', () => import('./pages/vacancy-edit-page').then((m) => m.VacancyEditPage)),
  lazyRoute('backofficeVacancyBoard', () => import('./pages/vacancy-board-page').then((m) => m.VacancyBoardPage)),
  lazyRoute('backofficeApplications', () => import('./pages/applications-page').then((m) => m.ApplicationsPage)),
  lazyRoute('backofficeApplication', () => import('./pages/application-page').then((m) => m.ApplicationPage)),
  lazyRoute('backofficeClientRequests', () => import('./pages/client-requests-page').then((m) => m.ClientRequestsPage)),
  lazyRoute('backofficeCandidates', () => import('./pages/candidates-page').then((m) => m.CandidatesPage)),
  lazyRoute('backofficeCandidate', () => import('./pages/candidate-page').then((m) => m.CandidatePage)),
  lazyRoute('backofficeGdprRequests', () => import('./pages/gdpr-requests-page').then((m) => m.GdprRequestsPage)),
  lazyRoute('backofficeReleases', () => import('./pages/releases-page').then((m) => m.ReleasesPage)),
  lazyRoute('backofficeAuditLog', () => import('./pages/audit-log-page').then((m) => m.AuditLogPage)),
  lazyRoute('backofficeMailTemplates', () => import('./pages/mail-templates-page').then((m) => m.MailTemplatesPage)),
];
