import type { Endpoint } from './request-path';

/** The endpoints of the analytics module (`api/src/modules/analytics`), in the table of contract/endpoints.ts. */
export const analyticsEndpoints = {
  track: { method: 'POST', path: '/_mixpanel/track' },
  deleteTransaction: { method: 'DELETE', path: '/_mixpanel/transaction' },
} as const satisfies Record<string, Endpoint>;
