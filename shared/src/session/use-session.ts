import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';

/** What {@link useSession} returns. */
export interface Session {
  /** True while the active-user cookie is present. */
  isLoggedIn: boolean;
}

const getServerSnapshot = (): boolean => false;

/** The logged-in state, re-rendering when it changes (login, logout, another tab). */
export function useSession(): Session {
  const isLoggedIn = useSyncExternalStore(sessionStore.subscribe, sessionStore.isLoggedIn, getServerSnapshot);
  return { isLoggedIn };
}
