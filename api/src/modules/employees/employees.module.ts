import type { ApiModule } from '../api-module.js';
import { employeesMigrations } from './employees.migrations.js';
import { employeesRoutes } from './employees.routes.js';
import { employeesPersonalData } from './employees.personal-data.js';

/** Freelancers and staff accounts: registration, profile, CV, contact requests. */
export const employeesModule: ApiModule = {
  name: 'employees',
  migrations: employeesMigrations,
  routes: employeesRoutes,
  personalData: employeesPersonalData,
};
