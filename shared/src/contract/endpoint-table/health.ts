import type { Endpoint } from './request-path';

/** The endpoints of the health module (`api/src/modules/health`), in the table of contract/endpoints.ts. */
export const healthEndpoints = {
  health: { method: 'GET', path: '/health' },
  ready: { method: 'GET', path: '/ready' },
} as const satisfies Record<string, Endpoint>;
