import type { Endpoint } from './request-path';

/** The endpoints of the auth module (`api/src/modules/auth`), in the table of contract/endpoints.ts. */
export const authEndpoints = {
  requestLoginLink: { method: 'POST', path: '/auth/passwordless_login' },
  loginWithLink: { method: 'GET', path: '/auth/passwordless_login/:id' },
  login: { method: 'POST', path: '/auth/login' },
  refresh: { method: 'GET', path: '/auth/refresh_tokens' },
  logout: { method: 'GET', path: '/auth/logout' },
  sessions: { method: 'GET', path: '/auth/sessions' },
  endSession: { method: 'DELETE', path: '/auth/sessions/:id' },
  endOtherSessions: { method: 'DELETE', path: '/auth/sessions' },
} as const satisfies Record<string, Endpoint>;
