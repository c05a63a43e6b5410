import type { Endpoint } from './request-path';

/** The endpoints of the statusMails module (`api/src/modules/status-mails`), in the table of contract/endpoints.ts. */
export const statusMailsEndpoints = {
  templates: { method: 'GET', path: '/status_mail_templates' },
  updateTemplate: { method: 'PUT', path: '/status_mail_templates/:kind' },
  draft: { method: 'GET', path: '/applications/:id/status_mail' },
} as const satisfies Record<string, Endpoint>;
