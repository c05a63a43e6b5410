import type { ApiModule } from '../api-module.js';
import { authMigrations } from './auth.migrations.js';
import { authRoutes } from './auth.routes.js';
import { type AccountLookups, purgeExpiredAuthData } from './auth.service.js';
import { authPersonalData } from './auth.personal-data.js';

/**
 * Passwordless login (link + code), sessions (access JWT, rotating refresh
 * tokens), logout. `request.user` comes from plugins/auth.ts. The accounts
 * are the employees module's: modules/index.ts passes its lookups in
 * (employees imports this module, so this one cannot import employees).
 */
export function createAuthModule(accounts: AccountLookups): ApiModule {
  return {
    name: 'auth',
    migrations: authMigrations,
    routes: (app) => authRoutes(app, accounts),
    personalData: authPersonalData,
    // Not demo data: housekeeping that is safe on every start.
    seed: async ({ db, now }) => purgeExpiredAuthData(db, now),
  };
}
