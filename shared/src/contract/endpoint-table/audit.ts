import type { Endpoint } from './request-path';

/** The endpoints of the audit module (`api/src/modules/audit`), in the table of contract/endpoints.ts. */
export const auditEndpoints = {
  list: { method: 'GET', path: '/audit_entries' },
} as const satisfies Record<string, Endpoint>;
