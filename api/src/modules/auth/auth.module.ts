import type { ApiModule } from '../api-module.js';
import { authMigrations } from './auth.migrations.js';
import { authRoutes } from './auth.routes.js';
import { purgeExpiredAuthData } from './auth.service.js';
import { authPersonalData } from './auth.personal-data.js';

/**
 * Passwordless login (link + code), sessions (access JWT, rotating refresh
 * tokens), logout. `request.user` comes from plugins/auth.ts.
 */
export const authModule: ApiModule = {
  name: 'auth',
  migrations: authMigrations,
  routes: authRoutes,
  personalData: authPersonalData,
  // Not demo data: housekeeping that is safe on every start.
  seed: async ({ db, now }) => purgeExpiredAuthData(db, now),
};
