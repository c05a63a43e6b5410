import type { Endpoint } from './request-path';

/** The endpoints of the clientPortal module (`api/src/modules/client-portal`), in the table of contract/endpoints.ts. */
export const clientPortalEndpoints = {
  requests: { method: 'GET', path: '/client-portal/requests' },
  vacancies: { method: 'GET', path: '/client-portal/vacancies' },
  candidates: { method: 'GET', path: '/client-portal/vacancies/:id/candidates' },
  candidateCv: { method: 'GET', path: '/client-portal/candidates/:id/cv' },
  respond: { method: 'POST', path: '/client-portal/candidates/:id/response' },
  myInvitations: { method: 'GET', path: '/client-portal/my-invitations' },
  contacts: { method: 'GET', path: '/client_requests/:id/contacts' },
  addContact: { method: 'POST', path: '/client_requests/:id/contacts' },
  clientResponse: { method: 'GET', path: '/applications/:id/client-response' },
} as const satisfies Record<string, Endpoint>;
