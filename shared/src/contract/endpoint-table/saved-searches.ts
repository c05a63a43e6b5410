import type { Endpoint } from './request-path';

/** The endpoints of the savedSearches module (`api/src/modules/saved-searches`), in the table of contract/endpoints.ts. */
export const savedSearchesEndpoints = {
  list: { method: 'GET', path: '/saved_searches' },
  create: { method: 'POST', path: '/saved_searches' },
  update: { method: 'PATCH', path: '/saved_searches/:id' },
  remove: { method: 'DELETE', path: '/saved_searches/:id' },
  visit: { method: 'POST', path: '/saved_searches/:id/visit' },
  readUnsubscribe: { method: 'GET', path: '/saved_searches/unsubscribe' },
  unsubscribe: { method: 'POST', path: '/saved_searches/unsubscribe' },
  undoUnsubscribe: { method: 'POST', path: '/saved_searches/unsubscribe/undo' },
} as const satisfies Record<string, Endpoint>;
