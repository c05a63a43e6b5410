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
   * failed token refresh in the API client, or a login or logout in another
   * tab (announced by that tab through localStorage, and checked on window
   * focus and when the tab becomes visible).
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

/**
 * localStorage key written and removed at once on every login and logout of
 * this store: the `storage` event it raises in the other tabs of the site
 * makes them re-read the cookie right away (a login through the mail's link
 * in a new tab moves the first tab's "check your mail" page on, issue 17).
 * Nothing stays stored, and the cookie remains the only truth.
 */
export const SESSION_SIGNAL_KEY = 'interim.session';

const listeners = new Set<SessionListener>();
let lastSeen = false;

function signalOtherTabs(): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(SESSION_SIGNAL_KEY, String(Date.now()));
    window.localStorage.removeItem(SESSION_SIGNAL_KEY);
  } catch {
    // Storage disabled: the other tabs notice on focus or when they become visible.
  }
}

function onStorage(event: StorageEvent): void {
  // `key` null: another tab cleared the storage.
  if (event.key === SESSION_SIGNAL_KEY || event.key === null) checkForChange();
}

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
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisibilityChange);
}

function detach(): void {
  window.removeEventListener(SESSION_CHANGE_EVENT, checkForChange);
  window.removeEventListener('focus', checkForChange);
  window.removeEventListener('storage', onStorage);
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
    signalOtherTabs();
  },
  markLoggedOut() {
    deleteActiveUserCookie();
    announceSessionChange();
    signalOtherTabs();
  },
};
