import { createContext, useContext } from 'react';
import type { RouteObject } from '@interim/shared/routing';
import type { RemoteName } from '../app/mount-points';

/**
 * The remote whose page the server rendered into this HTML, with the routes
 * it rendered from (ADR 0004 option 1). The server provides it while
 * rendering; the browser provides the same remote's routes, loaded before
 * hydrating, so both build the remote's page in the same place of the tree.
 * Null when the page area was not server-rendered (no remote on the path, or
 * the remote's server build failed: the area then loads in the browser).
 */
export interface ServerRenderedRemote {
  name: RemoteName;
  routes: RouteObject[];
}

const ServerRenderedRemoteContext = createContext<ServerRenderedRemote | null>(null);

/** Provides {@link ServerRenderedRemote} to the remote area. */
export const ServerRenderedRemoteProvider = ServerRenderedRemoteContext.Provider;

/** The server-rendered remote's routes when `remote` is it, else undefined. */
export function useServerRenderedRoutes(remote: RemoteName): RouteObject[] | undefined {
  const rendered = useContext(ServerRenderedRemoteContext);
  return rendered?.name === remote ? rendered.routes : undefined;
}
