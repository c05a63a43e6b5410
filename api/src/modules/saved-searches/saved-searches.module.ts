import type { ApiModule } from '../api-module.js';
import { savedSearchesMigrations } from './saved-searches.migrations.js';
import { savedSearchesPersonalData } from './saved-searches.personal-data.js';
import { savedSearchesRoutes } from './saved-searches.routes.js';

/**
 * Saved searches of freelancers and their alert mails (issue 19): direct
 * when staff publish an opdracht (event `vacancy.published`), daily or
 * weekly on a schedule, from a jobs table claimed with FOR UPDATE SKIP
 * LOCKED (docs/adr/0007). Depends on employees, reference-data and vacancies.
 */
export const savedSearchesModule: ApiModule = {
  name: 'saved-searches',
  migrations: savedSearchesMigrations,
  routes: savedSearchesRoutes,
  personalData: savedSearchesPersonalData,
};
