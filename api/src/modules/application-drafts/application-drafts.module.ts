import type { ApiModule } from '../api-module.js';
import { applicationDraftsMigrations } from './application-drafts.migrations.js';
import { applicationDraftsPersonalData } from './application-drafts.personal-data.js';
import { deleteDraftsExpiredBefore } from './application-drafts.repository.js';
import { applicationDraftsRoutes } from './application-drafts.routes.js';

/**
 * Register-and-apply's reactie kept on the server until its owner logs in
 * and sends it (docs/adr/0022). Depends on employees, auth, vacancies and
 * applications.
 */
export const applicationDraftsModule: ApiModule = {
  name: 'application-drafts',
  migrations: applicationDraftsMigrations,
  routes: applicationDraftsRoutes,
  personalData: applicationDraftsPersonalData,
  // Housekeeping, safe on every start: expired drafts go.
  seed: async ({ db, now }) => {
    await deleteDraftsExpiredBefore(db, now);
  },
};
