import type { Endpoint } from './request-path';

/** The endpoints of the applications module (`api/src/modules/applications`), in the table of contract/endpoints.ts. */
export const applicationsEndpoints = {
  create: { method: 'POST', path: '/applications' },
  list: { method: 'GET', path: '/applications' },
  get: { method: 'GET', path: '/applications/:id' },
  bulkUpdate: { method: 'PATCH', path: '/applications' },
  update: { method: 'PATCH', path: '/applications/:id' },
  propose: { method: 'POST', path: '/application_proposals' },
  proposalResponse: { method: 'POST', path: '/applications/:id/proposal_response' },
} as const satisfies Record<string, Endpoint>;
