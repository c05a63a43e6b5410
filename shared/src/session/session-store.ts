import {
  SESSION_CHANGE_EVENT,
  announceSessionChange,
  deleteActiveUserCookie,
  readActiveUserCookie,
} from './active-user-cookie';

/** Called after the logged-in state changed. */
export type SessionListener = () => void;

/**
 * The session store read by everyone and changed by login and logout only
 * (docs/conventions.md). "Logged in" is derived only from the presence of the
 * active-user cookie (spec section 4); the store never keeps a state of its
 * own that could disagree with the cookie.
 */
export interface SessionStore {
  /** True while the active-user cookie is present. */
  isLoggedIn(): boolean;
  /**
   * Registers a listener called when the logged-in state changes: after
   * {@link SessionStore.markLoggedIn} / {@link SessionStore.markLoggedOut}, a
   * failed token refresh in the API client, or (checked on window focus and
   * when the tab becomes visible) a login or logout in another tab.
   * Returns the function that unsubscribes.
   */
  subscribe(listener: SessionListener): () => void;
  /**
   * Announces a login. The login answer has set the active-user cookie; this
   * re-reads it and notifies listeners. Without that cookie the visitor stays
   * logged out, because the cookie is the only source of truth.
   */
  markLoggedIn(): void;
  /** Deletes the active-user cookie (path `/`) and notifies listeners. */
  markLoggedOut(): void;
}

const listeners = new Set<SessionListener>();
let lastSeen = false;

function checkForChange(): void {
  const now = readActiveUserCookie();
  if (now === lastSeen) return;
  lastSeen = now;
  for (const listener of [...listeners]) listener();
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'visible') checkForChange();
}

// Window listeners exist only while someone listens, so a store nobody
// subscribes to costs nothing.
function attach(): void {
  lastSeen = readActiveUserCookie();
  window.addEventListener(SESSION_CHANGE_EVENT, checkForChange);
  window.addEventListener('focus', checkForChange);
  document.addEventListener('visibilitychange', onVisibilityChange);
}

function detach(): void {
  window.removeEventListener(SESSION_CHANGE_EVENT, checkForChange);
  window.removeEventListener('focus', checkForChange);
  document.removeEventListener('visibilitychange', onVisibilityChange);
}

/** The page's one session store (a module-federation singleton). */
export const sessionStore: SessionStore = {
  isLoggedIn: readActiveUserCookie,
  subscribe(listener) {
    if (typeof window === 'undefined') return () => undefined;
    if (listeners.size === 0) attach();
    listeners.add(listener);
    return () => {
      if (!listeners.delete(listener)) return;
      if (listeners.size === 0) detach();
    };
  },
  markLoggedIn() {
    announceSessionChange();
  },
  markLoggedOut() {
    deleteActiveUserCookie();
    announceSessionChange();
  },
};
