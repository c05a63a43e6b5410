import type { Endpoint } from './request-path';

/** The endpoints of the releases module (`api/src/modules/releases`), in the table of contract/endpoints.ts. */
export const releasesEndpoints = {
  list: { method: 'GET', path: '/releases' },
  operatorOverview: { method: 'GET', path: '/_operator/releases' },
  publish: { method: 'POST', path: '/_operator/releases/publish' },
  find: { method: 'POST', path: '/_operator/releases/find' },
  rollback: { method: 'POST', path: '/_operator/releases/rollback' },
  promote: { method: 'POST', path: '/_operator/releases/promote' },
  cleanup: { method: 'POST', path: '/_operator/releases/cleanup' },
} as const satisfies Record<string, Endpoint>;
