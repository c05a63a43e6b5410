import type { Endpoint } from './request-path';

/** The endpoints of the applicationDrafts module (`api/src/modules/application-drafts`), in the table of contract/endpoints.ts. */
export const applicationDraftsEndpoints = {
  registerAndApply: { method: 'POST', path: '/employees/register_and_apply' },
  get: { method: 'GET', path: '/application_drafts/:vacancyId' },
  send: { method: 'POST', path: '/application_drafts/:vacancyId/send' },
  remove: { method: 'DELETE', path: '/application_drafts/:vacancyId' },
} as const satisfies Record<string, Endpoint>;
