import type { ApiModule } from '../api-module.js';
import { clientRequestsMigrations } from './client-requests.migrations.js';
import { clientRequestsRoutes } from './client-requests.routes.js';

/** Clients (opdrachtgevers) registering an assignment. */
export const clientRequestsModule: ApiModule = {
  name: 'client-requests',
  migrations: clientRequestsMigrations,
  routes: clientRequestsRoutes,
  // Requests of clients (companies), never linked to a freelancer's account.
  personalData: { tablesWithoutPersonalData: ['client_requests', 'client_request_events'] },
};
