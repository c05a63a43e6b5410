import type { ApiModule } from '../api-module.js';
import { analyticsMigrations } from './analytics.migrations.js';
import { analyticsRoutes } from './analytics.routes.js';
import { analyticsPersonalData } from './analytics.personal-data.js';

/** Analytics events from the front end, stored and optionally forwarded to Mixpanel. */
export const analyticsModule: ApiModule = {
  name: 'analytics',
  migrations: analyticsMigrations,
  routes: analyticsRoutes,
  personalData: analyticsPersonalData,
};
