import { preload, unstable_serialize, type Key } from 'swr';
import type { ServerRenderedRemote } from './remotes/server-rendered-remote';
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
}

/**
 * Gets the browser ready to hydrate what the server rendered (ADR 0004):
 * loads the remote the server rendered (routes and page code), so the first
 * render builds its page where the server did; hands the server's data to
 * SWR as fallback, and as the answer of the first revalidation (SWR's
 * preload), so the data is not fetched a second time. A remote that fails
 * to load here rejects: the caller then renders the page anew instead of
 * hydrating (the server's HTML holds the remote's page, the browser cannot).
 */
export async function prepareHydration(data: ServerRenderData, pathname: string): Promise<HydrationInput> {
  for (const [key, value] of data.data) {
    preload(key as Key, () => Promise.resolve(value)).catch(() => undefined);
  }
  const swrFallback = Object.fromEntries(data.data.map(([key, value]) => [unstable_serialize(key as Key), value]));
  if (!data.remote) return { serverRemote: null, swrFallback };
  const routes = await loadRemoteRoutes(data.remote);
  await preloadPage(routes, pathname);
  return { serverRemote: { name: data.remote, routes }, swrFallback };
}
