import type { ApiModule } from '../api-module.js';
import { clientRequestsMigrations } from './client-requests.migrations.js';
import { clientRequestsRoutes } from './client-requests.routes.js';
import type { OrganisationForRequest } from './client-requests.service.js';

/**
 * Clients (opdrachtgevers) registering an assignment, and staff's inbox of
 * them. Depends on employees, vacancies, reference-data and audit. A new
 * request joins its client organisation (docs/adr/0021): the client portal
 * depends on this module, so modules/index.ts passes its
 * `organisationForRequest` in.
 */
export function createClientRequestsModule(organisationFor: OrganisationForRequest): ApiModule {
  return {
    name: 'client-requests',
    migrations: clientRequestsMigrations,
    routes: (app) => clientRequestsRoutes(app, organisationFor),
    // Requests of clients (companies), never linked to a freelancer's account.
    personalData: { tablesWithoutPersonalData: ['client_requests', 'client_request_events'] },
  };
}
