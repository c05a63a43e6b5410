import type { Endpoint } from './request-path';

/** The endpoints of the gdpr module (`api/src/modules/gdpr`), in the table of contract/endpoints.ts. */
export const gdprEndpoints = {
  create: { method: 'POST', path: '/gdpr_requests' },
  list: { method: 'GET', path: '/gdpr_requests' },
  update: { method: 'PATCH', path: '/gdpr_requests/:id' },
  export: { method: 'GET', path: '/gdpr_requests/:id/export' },
} as const satisfies Record<string, Endpoint>;
