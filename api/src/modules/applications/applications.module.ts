import type { ApiModule } from '../api-module.js';
import { applicationsMigrations } from './applications.migrations.js';
import { applicationsRoutes } from './applications.routes.js';
import { applicationsPersonalData } from './applications.personal-data.js';

/** Applications of freelancers to vacancies and their status machine. Depends on employees, auth and vacancies. */
export const applicationsModule: ApiModule = {
  name: 'applications',
  migrations: applicationsMigrations,
  routes: applicationsRoutes,
  personalData: applicationsPersonalData,
};
