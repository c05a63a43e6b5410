/**
 * `@interim/shared/session`: the page's one session store (a module-federation
 * singleton), read by everyone and changed by login and logout only.
 */
export { sessionStore, type SessionListener, type SessionStore } from './session-store';
export { ServerSessionProvider, useSession, type Session } from './use-session';
export {
  STORED_CONTACT_KEYS,
  clearStoredContact,
  readStoredContact,
  storeContact,
  type StoredContact,
} from './stored-contact';
export { LOGOUT_FAILED_MESSAGE, USER_LOGGED_IN_EVENT, completeLogin, failLogin, logout } from './login-state';
