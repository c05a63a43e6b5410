import { findRoute, routes, type HydrationPolicy, type RouteName } from '@interim/shared/config';

// The shell decides when a server-rendered remote's area hydrates, from the
// route table every remote builds its routes from (@interim/shared/config).
// Here, in the shell's lazy hydration chunk, not in the shared package: the
// home page's first load does not carry it (its budget is 180 KB), nor a
// chunk of its own (each lazy chunk adds to the first load's chunk map).

/**
 * The routes whose remote area hydrates at once for every visitor
 * ({@link HydrationPolicy} `load`): each has an effect on arrival (a token
 * or code in its URL, a link from a mail) or is a form a visitor comes to
 * fill in (the login and registration steps, the corporate flow). A route
 * that reads a token or code from its URL must be here
 * (scripts/hydration-policy.test.ts). Private, staff and client routes need
 * not be: only logged-in visitors see them, and they hydrate at load.
 */
export const ROUTES_HYDRATED_ON_LOAD: readonly RouteName[] = [
  'login',
  'loginToken',
  'loginEmail',
  'loginEmailExpired',
  'register',
  'registerStart',
  'registerComplete',
  'registerEmail',
  'registerEmailLogin',
  'savedSearchUnsubscribe',
  'clientRequestConfirm',
  'vacancyRegister',
  'corporateLanding',
  'corporateLogin',
  'corporateRegister',
  'corporateSend',
  'corporateSuccess',
];

const onLoad = new Set<string>(ROUTES_HYDRATED_ON_LOAD.map((name) => routes[name].path));

/**
 * When the remote area of the page at `pathname` hydrates ({@link
 * HydrationPolicy}): `load` for a route of {@link ROUTES_HYDRATED_ON_LOAD},
 * for every route that is not open (private, staff, client: only a
 * logged-in visitor sees them) and for any page a logged-in visitor opens
 * (its personal parts); `idle` for the rest, an undeclared or unknown route
 * included.
 */
export function hydrationPolicy(pathname: string, visitor: { isLoggedIn: boolean }): HydrationPolicy {
  const found = findRoute(pathname);
  if (visitor.isLoggedIn) return 'load';
  if (!found) return 'idle';
  if (onLoad.has(found.path)) return 'load';
  return found.access === 'public' || found.access === 'semi-public' ? 'idle' : 'load';
}
