import { lazyRoute, type RouteObject } from '@interim/shared/routing';
import { prefetchVacancyView } from '@interim/shared/api';
import { parseVacancyId } from './features/shared/vacancy-id';

/**
 * The routes this remote owns (exposed as `./routes`). Paths, access classes,
 * chrome and titles come from the spec's route table in @interim/shared/config.
 */
export const routes: RouteObject[] = [
  lazyRoute('vacancies', () => import('./pages/vacancies-page').then((m) => m.VacanciesPage), {
    load: (_params, url) => import('./server-data').then((m) => m.loadVacancySearch(url.searchParams)),
  }),
  lazyRoute('vacancyDetail', () => import('./pages/vacancy-detail-page').then((m) => m.VacancyDetailPage), {
    prefetch: ({ id }) => {
      const vacancyId = parseVacancyId(id);
      if (vacancyId !== null) prefetchVacancyView(vacancyId);
    },
    load: ({ id }) => import('./server-data').then((m) => m.loadVacancyDetail(id)),
  }),
  lazyRoute('vacancyApply', () => import('./pages/vacancy-apply-page').then((m) => m.VacancyApplyPage), {
    load: ({ id }) => import('./server-data').then((m) => m.loadVacancyApply(id)),
  }),
  lazyRoute('vacancyRegister', () => import('./pages/vacancy-register-page').then((m) => m.VacancyRegisterPage)),
  lazyRoute('myApplications', () => import('./pages/my-applications-page').then((m) => m.MyApplicationsPage), {
    load: (_params, url) => import('./server-data').then((m) => m.loadMyApplicationsPage(url.searchParams)),
  }),
  lazyRoute('savedVacancies', () => import('./pages/saved-vacancies-page').then((m) => m.SavedVacanciesPage), {
    load: () => import('./server-data').then((m) => m.loadSavedVacanciesPage()),
  }),
];
