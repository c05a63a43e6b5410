import type { ApiModule } from '../api-module.js';
import { gdprMigrations } from './gdpr.migrations.js';
import { gdprRoutes } from './gdpr.routes.js';

/**
 * GDPR requests: export and anonymisation of a freelancer's data (the steps
 * per table are in personal-data-steps.ts), requests queued for staff.
 * Depends on every module that stores personal data.
 */
export const gdprModule: ApiModule = {
  name: 'gdpr',
  migrations: gdprMigrations,
  routes: gdprRoutes,
};
