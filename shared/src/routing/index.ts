/**
 * `@interim/shared/routing`: the one React Router of the page.
 *
 * React Router is NOT shared by package name: module federation shares a whole
 * package without tree shaking (61 KB gzip on the home page). Apps import the
 * router APIs from here instead; because `@interim/shared/` is the strict
 * singleton there is still exactly one router (one set of contexts) on the
 * page, holding only the parts re-exported below (ADR 0002). Every name here
 * ships on every page: add one only when an app needs it. A lint rule keeps
 * `react-router-dom` and `react-router` imports inside this folder.
 */
import { lazy, type ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router-dom';
import { routes, type AccessClass, type Chrome, type RouteName } from '@interim/shared/config';
import type { Vacancy } from '@interim/shared/contract';

/** The `handle` every remote route carries (docs/architecture.md section 2). */
export interface RouteHandle {
  /** Stable name of the route in the spec's route table. */
  name: RouteName;
  access: AccessClass;
  chrome: Chrome;
  /** Dutch page title. */
  title: string;
  /**
   * Starts loading the page's code without rendering it (a lazily loaded
   * page); the shell calls it for the page a visitor opens or is about to.
   * Optional: routes of remotes built before it existed have none.
   */
  preload?: () => Promise<unknown>;
  /**
   * Starts fetching the data the page shows first, for a visit that is
   * happening (the page being opened, not a link hovered): it may count as a
   * view. Optional, like `preload`.
   */
  prefetch?: (params: Params) => void;
  /**
   * Loads what the server renders the page with (ADR 0004 option 1): the
   * data its SWR hooks read, under the keys they use, handed to the browser
   * so it hydrates without fetching again; and the page's description for
   * search engines and link previews. Optional: without it the page is
   * server-rendered without data (its hooks load in the browser). `url` is
   * the page's public URL.
   */
  load?: (params: Params, url: URL) => Promise<ServerPageData>;
}

/** What a route's `handle.load` gives the server render. */
export interface ServerPageData {
  /** `[SWR key, data]` pairs: the hooks of the page find them under these keys. */
  data: ReadonlyArray<readonly [key: unknown, value: unknown]>;
  /** HTTP status of the page (404 for a vacancy that does not exist); 200 when left out. */
  status?: number;
  /**
   * Overrides the route's title and the site's description for this page;
   * `jobPosting`: the vacancy the page shows, which the server describes as
   * a schema.org JobPosting while it is open (the shell's server builds it,
   * so no remote ships that code in its browser entry).
   */
  meta?: { title?: string; description?: string; type?: 'website' | 'article'; jobPosting?: Vacancy };
}

/** The handle of a spec route, taken from the one route table. */
export function routeHandle(name: RouteName): RouteHandle {
  const { access, chrome, title } = routes[name];
  return { name, access, chrome, title };
}

/** Attempts to load a page's chunk before its load fails (issue 27). */
const PAGE_LOAD_ATTEMPTS = 3;
const PAGE_RETRY_DELAY_MS = 300;

/**
 * A React Router route object for a spec route whose page is loaded lazily
 * (one chunk per page). `load` resolves to the page component.
 */
export function lazyRoute(
  name: RouteName,
  load: () => Promise<ComponentType>,
  options: Pick<RouteHandle, 'prefetch' | 'load'> = {},
): RouteObject {
  // One load shared by a preload and the render. A page chunk that fails
  // to load (a ChunkLoadError, a script refused for its MIME type) is tried
  // again before the page's error panel shows, as the shell does for a
  // remote's manifest and entry; a load that failed every attempt is tried
  // anew by the next call.
  let loading: Promise<ComponentType> | undefined;
  const loadWithRetries = async (): Promise<ComponentType> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= PAGE_LOAD_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, PAGE_RETRY_DELAY_MS * 2 ** (attempt - 1)));
      }
    }
  };
  const loadOnce = () => {
    loading ??= loadWithRetries().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Page = lazy(async () => ({ default: await loadOnce() }));
  const handle: RouteHandle = {
    ...routeHandle(name),
    preload: loadOnce,
    ...(options.prefetch ? { prefetch: options.prefetch } : {}),
    ...(options.load ? { load: options.load } : {}),
  };
  return { path: routes[name].path, Component: Page, handle };
}

/** The module shape every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** Creates the browser-history data router of an app (the shell). */
export { createBrowserRouter } from 'react-router-dom';
/** Creates an in-memory data router (the corporate embed, harnesses, tests). */
export { createMemoryRouter } from 'react-router-dom';
/** Renders a data router. */
export { RouterProvider } from 'react-router-dom';
/** Declarative in-memory router, for tests of components that need a location. */
export { MemoryRouter } from 'react-router-dom';
/** Declarative route table parts, for tests. */
export { Routes, Route } from 'react-router-dom';
/** Client-side link; in UI code prefer `RouterLink` / `ButtonLink` of `@interim/shared/ui`. */
export { Link } from 'react-router-dom';
/** A link that knows whether it points at the current page (`aria-current`). */
export { NavLink } from 'react-router-dom';
/** Redirects while rendering. */
export { Navigate } from 'react-router-dom';
/** Where a parent route renders its child route. */
export { Outlet } from 'react-router-dom';
/** Router hooks the apps use. */
export {
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useRoutes,
  useRouteError,
  useMatches,
} from 'react-router-dom';
/** Matches a path pattern against a pathname. */
export { matchPath, generatePath } from 'react-router-dom';
/** Tells an error response thrown by a loader from other errors. */
export { isRouteErrorResponse } from 'react-router-dom';
/**
 * The data router's state, for the error page that must render outside a
 * matched route. Unstable React Router API: covered by the shell's tests.
 */
export { UNSAFE_DataRouterStateContext } from 'react-router-dom';
/** Router types the apps use. */
export type { RouteObject, Location, To, NavigateFunction, Params, NavLinkProps, LinkProps } from 'react-router-dom';
