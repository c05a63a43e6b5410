import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import type { RouteObject } from '@interim/shared/routing';
import type { RemoteName } from '../app/mount-points';

/**
 * The remote whose page the server rendered into this HTML, with the routes
 * it rendered from (ADR 0004 option 1). The server provides it while
 * rendering, its routes already loaded; the browser provides the same
 * remote with routes it loads as the route's hydration policy says
 * (server-rendered-area.tsx `deferRoutes`), so both build the remote's page
 * in the same place of the tree, and the browser leaves the server's HTML of
 * that page in place until then (ADR 0004, addendum of 2026-12-07). Null
 * when the page area was not server-rendered (no remote on the path, or the
 * remote's server build failed: the area then loads in the browser).
 */
export interface ServerRenderedRemote {
  name: RemoteName;
  /** The routes, as a promise React's `use` reads; settled on the server (server-rendered-area.tsx `settledRoutes`). */
  routes: Promise<RouteObject[]>;
  /** Starts loading `routes` now if it has not started (the browser's; the server's are loaded). */
  load: () => void;
  /**
   * What renders the remote's area (server-rendered-area.tsx), handed in by
   * those who make this object (the server render, the browser's hydration
   * code), so that pages without a server-rendered remote do not load it.
   */
  Area: ComponentType<ServerRenderedAreaProps>;
}

/**
 * Props of {@link ServerRenderedRemote}'s `Area`. The remote area hands it
 * how it shows a remote's routes and a failure (remote-area.tsx), as props
 * rather than imports: the area's module is in another chunk, and the home
 * page's first load would pay for the exports it imported.
 */
export interface ServerRenderedAreaProps {
  serverRendered: ServerRenderedRemote;
  /** The remote's routes in its page's error boundary. */
  routesElement: (remote: RemoteName, routes: RouteObject[]) => ReactNode;
  /** The error panel of the page area. */
  ErrorPanel: ComponentType<FallbackProps>;
}

const ServerRenderedRemoteContext = createContext<ServerRenderedRemote | null>(null);

/** Provides {@link ServerRenderedRemote} to the remote area. */
export const ServerRenderedRemoteProvider = ServerRenderedRemoteContext.Provider;

/** The server-rendered remote when `remote` is it, else undefined. */
export function useServerRenderedRemote(remote: RemoteName): ServerRenderedRemote | undefined {
  const rendered = useContext(ServerRenderedRemoteContext);
  return rendered?.name === remote ? rendered : undefined;
}
