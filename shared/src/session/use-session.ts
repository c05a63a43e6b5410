import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { sessionStore } from './session-store';

/** What {@link useSession} returns. */
export interface Session {
  /** True while the active-user cookie is present. */
  isLoggedIn: boolean;
}

/**
 * The logged-in state a server render saw (the visitor's active-user
 * cookie, ADR 0004): the server renders with it, and the browser hydrates
 * that HTML with the same value before it reads its own cookie. False
 * without a provider (prerendered pages are only served without the cookie).
 */
const ServerSessionContext = createContext(false);

/** Provides the logged-in state of a server render (the server's render, and the browser's hydration of it). */
export function ServerSessionProvider({ isLoggedIn, children }: { isLoggedIn: boolean; children?: ReactNode }) {
  return createElement(ServerSessionContext.Provider, { value: isLoggedIn }, children);
}

/** The logged-in state, re-rendering when it changes (login, logout, another tab). */
export function useSession(): Session {
  const serverLoggedIn = useContext(ServerSessionContext);
  const isLoggedIn = useSyncExternalStore(sessionStore.subscribe, sessionStore.isLoggedIn, () => serverLoggedIn);
  return { isLoggedIn };
}
