import type { Endpoint } from './request-path';

/** The endpoints of the clientRequests module (`api/src/modules/client-requests`), in the table of contract/endpoints.ts. */
export const clientRequestsEndpoints = {
  create: { method: 'POST', path: '/client_requests' },
  confirm: { method: 'POST', path: '/client_requests/confirm' },
  list: { method: 'GET', path: '/client_requests' },
  update: { method: 'PATCH', path: '/client_requests/:id' },
} as const satisfies Record<string, Endpoint>;
