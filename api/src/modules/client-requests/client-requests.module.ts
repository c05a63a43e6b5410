import type { ApiModule } from '../api-module.js';
import { clientRequestsMigrations } from './client-requests.migrations.js';
import { clientRequestsRoutes } from './client-requests.routes.js';

/** Clients (opdrachtgevers) registering an assignment. */
export const clientRequestsModule: ApiModule = {
  name: 'client-requests',
  migrations: clientRequestsMigrations,
  routes: clientRequestsRoutes,
};
