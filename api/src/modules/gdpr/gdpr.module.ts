import type { ApiModule } from '../api-module.js';
import { gdprMigrations } from './gdpr.migrations.js';
import { gdprPersonalData } from './gdpr.personal-data.js';
import { gdprRoutes } from './gdpr.routes.js';
import { collectPersonalData } from './personal-data.js';

/**
 * GDPR requests: export and anonymisation of a freelancer's data, requests
 * queued for staff. It knows no other module's tables: it exports and erases
 * what `modules` (in registry order) declare as their `personalData`, and its
 * own requests.
 */
export function createGdprModule(modules: readonly ApiModule[]): ApiModule {
  const personalData = collectPersonalData([...modules, { name: 'gdpr', personalData: gdprPersonalData }]);
  return {
    name: 'gdpr',
    migrations: gdprMigrations,
    routes: async (app) => gdprRoutes(app, personalData),
    personalData: gdprPersonalData,
  };
}
