import { createContext, useContext } from 'react';
import type { RouteObject } from '@interim/shared/routing';
import type { RemoteName } from '../app/mount-points';

/**
 * The remote whose page the server rendered into this HTML, with the routes
 * it rendered from (ADR 0004 option 1). The server provides it while
 * rendering, its routes already loaded; the browser provides the same
 * remote with routes it loads on the visitor's first sign of intent
 * (`deferRoutes`), so both build the remote's page in the same place of the
 * tree, and the browser leaves the server's HTML of that page in place until
 * then (ADR 0004, addendum of 2026-12-02). Null when the page area was not
 * server-rendered (no remote on the path, or the remote's server build
 * failed: the area then loads in the browser).
 */
export interface ServerRenderedRemote {
  name: RemoteName;
  /** The routes, as a promise React's `use` reads; settled ({@link settledRoutes}) on the server. */
  routes: Promise<RouteObject[]>;
  /** Starts loading `routes` now if it has not started (the browser's; the server's are loaded). */
  load: () => void;
}

/** A promise React's `use` reads without suspending: the server's routes, loaded before the render. */
export function settledRoutes(routes: RouteObject[]): Promise<RouteObject[]> {
  return Object.assign(Promise.resolve(routes), { status: 'fulfilled' as const, value: routes });
}

/**
 * Routes loaded by `load` when it is first called, not before: the browser's
 * {@link ServerRenderedRemote} (src/server-render-data.ts calls `load` on
 * the visitor's first intent).
 */
export function deferRoutes(load: () => Promise<RouteObject[]>): Pick<ServerRenderedRemote, 'routes' | 'load'> {
  let start!: () => void;
  const routes = new Promise<RouteObject[]>((resolve, reject) => {
    start = () => load().then(resolve, reject);
  });
  let started = false;
  return {
    routes,
    load: () => {
      if (started) return;
      started = true;
      start();
    },
  };
}

const ServerRenderedRemoteContext = createContext<ServerRenderedRemote | null>(null);

/** Provides {@link ServerRenderedRemote} to the remote area. */
export const ServerRenderedRemoteProvider = ServerRenderedRemoteContext.Provider;

/** The server-rendered remote when `remote` is it, else undefined. */
export function useServerRenderedRemote(remote: RemoteName): ServerRenderedRemote | undefined {
  const rendered = useContext(ServerRenderedRemoteContext);
  return rendered?.name === remote ? rendered : undefined;
}
