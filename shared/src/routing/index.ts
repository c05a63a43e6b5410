import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routes, type AccessClass, type Chrome, type RouteName } from '@interim/shared/config';

/** The `handle` every remote route carries (ARCHITECTURE.md section 2). */
export interface RouteHandle {
  /** Stable name of the route in the spec's route table. */
  name: RouteName;
  access: AccessClass;
  chrome: Chrome;
  /** Dutch page title. */
  title: string;
}

/** The handle of a spec route, taken from the one route table. */
export function routeHandle(name: RouteName): RouteHandle {
  const { access, chrome, title } = routes[name];
  return { name, access, chrome, title };
}

/**
 * A React Router route object for a spec route whose page is loaded lazily
 * (one chunk per page). `load` resolves to the page component.
 */
export function lazyRoute(name: RouteName, load: () => Promise<ComponentType>): RouteObject {
  const Page = lazy(async () => ({ default: await load() }));
  return { path: routes[name].path, Component: Page, handle: routeHandle(name) };
}

/** The module shape every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}
