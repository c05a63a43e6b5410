import { findRoute, type HydrationPolicy } from '@interim/shared/config';

// Apart from the route table (`@interim/shared/config/hydration`, not the
// config index): only the browser's hydration code (a lazy chunk of the
// shell) and tests read it, so the home page's first load does not carry it.

/**
 * When the remote area of the page at `pathname` hydrates ({@link
 * HydrationPolicy}): `load` for a route that declares it, for every route
 * that is not open (private, staff, client: only a logged-in visitor sees
 * them) and for any page a logged-in visitor opens (its personal parts);
 * `idle` for the rest, an undeclared or unknown route included.
 */
export function hydrationPolicy(pathname: string, visitor: { isLoggedIn: boolean }): HydrationPolicy {
  const found = findRoute(pathname);
  if (visitor.isLoggedIn) return 'load';
  if (!found) return 'idle';
  if (found.hydrate) return found.hydrate;
  return found.access === 'public' || found.access === 'semi-public' ? 'idle' : 'load';
}

