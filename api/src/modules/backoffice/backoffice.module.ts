import type { ApiModule } from '../api-module.js';
import { backofficeRoutes } from './backoffice.routes.js';

/**
 * Staff's tools across records (issue 30): pickers that search, the
 * opdrachten list's summaries and the responsible consultant. No tables of
 * its own: it reads and writes through the readers of vacancies (the
 * consultant is a column of `vacancies`, migration 0900), applications and
 * employees, and records in the audit log.
 */
export const backofficeModule: ApiModule = {
  name: 'backoffice',
  routes: backofficeRoutes,
};
