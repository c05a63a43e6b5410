import type { ApiModule } from '../api-module.js';
import { clientPortalMigrations } from './client-portal.migrations.js';
import { clientPortalPersonalData } from './client-portal.personal-data.js';
import { clientPortalRoutes } from './client-portal.routes.js';

/**
 * Client accounts and the client portal (issue 31, docs/adr/0021). Depends
 * on employees, vacancies, applications, client-requests, reference-data and
 * audit, through their readers.
 */
export const clientPortalModule: ApiModule = {
  name: 'client-portal',
  migrations: clientPortalMigrations,
  routes: clientPortalRoutes,
  personalData: clientPortalPersonalData,
};
