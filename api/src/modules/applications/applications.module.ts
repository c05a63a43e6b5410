import type { ApiModule } from '../api-module.js';
import { applicationsMigrations } from './applications.migrations.js';
import { applicationProposalsRoutes } from './application-proposals.routes.js';
import { applicationsRoutes } from './applications.routes.js';
import { applicationsPersonalData } from './applications.personal-data.js';

/** Applications of freelancers to vacancies and their status machine. Depends on employees, vacancies, client-requests, status-mails and audit. */
export const applicationsModule: ApiModule = {
  name: 'applications',
  migrations: applicationsMigrations,
  routes: async (app) => {
    await applicationsRoutes(app);
    // Staff put candidates forward; the candidate answers (ADR 0019).
    await applicationProposalsRoutes(app);
  },
  personalData: applicationsPersonalData,
};
