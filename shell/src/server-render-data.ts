import { preload, unstable_serialize, type Cache, type Key } from 'swr';
import { sessionStore, type SessionStore } from '@interim/shared/session';
import type { HydrationPolicy } from '@interim/shared/config';
import type { ServerRenderedRemote } from './remotes/server-rendered-remote';
import { scheduleHydration } from './remotes/hydration-schedule';
import { hydrationPolicy } from './remotes/hydration-policy';
import { deferRoutes, ServerRenderedArea } from './remotes/server-rendered-area';
import type { ServerVisitor } from './app/app';
import { loadRemoteRoutes, preloadPage } from './remotes/remote-registry';

/** What the server render hands the browser (src/server/document.ts writes it into the page). */
export interface ServerRenderData {
  remote: string | null;
  data: ReadonlyArray<readonly [key: unknown, value: unknown]>;
  /** What the render knew of the visitor (logged in, banner closed): hydration starts from the same. */
  visitor?: ServerVisitor;
}

/** What hydrating a server-rendered page needs: its remote's routes and SWR's fallback. */
export interface HydrationInput {
  serverRemote: ServerRenderedRemote | null;
  swrFallback: Record<string, unknown>;
  /** SWR's cache provider for the hydrating app: {@link seedSwrCache} with this data (a remote's page; the home page has none). */
  swrProvider?: (cache: Readonly<Cache>) => Cache;
}

/**
 * Puts the server render's data into SWR's cache (the default one: `provider`
 * gets the parent cache, and returning it keeps it) where the cache has
 * nothing for the key. Served from `fallback` alone, a hook's data is
 * undefined in SWR's store until the first revalidation writes the same
 * answer there; that store change re-rendered every page that read the data
 * right after hydration, synchronously (useSyncExternalStore). With the data
 * in the cache before SWR first reads it, hydration and the first client
 * render see the same state, and the revalidation's equal answer changes
 * nothing they read. Only `data` is set: `isLoading` and `isValidating` stay
 * as the server rendered them.
 */
export function seedSwrCache(cache: Readonly<Cache>, data: Record<string, unknown>): Cache {
  for (const [key, value] of Object.entries(data)) {
    if (cache.get(key) === undefined) cache.set(key, { data: value });
  }
  return cache;
}

/**
 * Empties SWR's fallback (the server's data) once the visitor is logged out
 * (issue 29 item 6): logout clears SWR's cache, but a hook whose key has no
 * cached data reads `fallback`, so the logged-out page, or the next person
 * to log in in this tab, would otherwise still be served the server render's
 * e-mail address and name. Also on a logout in another tab. Returns the
 * function that stops watching.
 */
export function forgetOnLogout(fallback: Record<string, unknown>, store: SessionStore = sessionStore): () => void {
  const unsubscribe = store.subscribe(() => {
    if (store.isLoggedIn()) return;
    for (const key of Object.keys(fallback)) delete fallback[key];
  });
  return unsubscribe;
}

/**
 * Gets the browser ready to hydrate what the server rendered (ADR 0004):
 * hands the server's data to SWR as fallback, and as the answer of the
 * first revalidation (SWR's preload), so the data is not fetched a second
 * time. The shell hydrates at once. The remote the server rendered loads
 * (its routes and page code) as the route's hydration policy says
 * (`hydrationPolicy` of @interim/shared/config, ADR 0004 addendum of
 * 2026-12-07): at once for a page with an effect on arrival or a logged-in
 * visitor, else when the browser is idle after load (earlier on the
 * visitor's first intent). Until React has hydrated it, the remote area
 * stays the server's HTML and holds clicks, typing and submits back to give
 * them again (remotes/hold-input.ts).
 */
export function prepareHydration(
  data: ServerRenderData,
  pathname: string,
  schedule: (policy: HydrationPolicy, start: () => void) => void = scheduleHydration,
  store: Pick<SessionStore, 'isLoggedIn'> = sessionStore,
): HydrationInput {
  for (const [key, value] of data.data) {
    preload(key as Key, () => Promise.resolve(value)).catch(() => undefined);
  }
  const swrFallback: Record<string, unknown> = Object.fromEntries(data.data.map(([key, value]) => [unstable_serialize(key as Key), value]));
  forgetOnLogout(swrFallback);
  const swrProvider = (cache: Readonly<Cache>) => seedSwrCache(cache, swrFallback);
  if (!data.remote) return { serverRemote: null, swrFallback, swrProvider };
  const remote = data.remote;
  // The page's code too, so the area hydrates in one go; a page chunk that
  // fails to load fails in the page's own error boundary, as on any visit.
  const deferred = deferRoutes(async () => {
    const routes = await loadRemoteRoutes(remote);
    await Promise.resolve(preloadPage(routes, pathname)).catch(() => undefined);
    return routes;
  });
  const isLoggedIn = data.visitor?.isLoggedIn === true || store.isLoggedIn();
  schedule(hydrationPolicy(pathname, { isLoggedIn }), deferred.load);
  return { serverRemote: { name: remote, ...deferred, Area: ServerRenderedArea }, swrFallback, swrProvider };
}
