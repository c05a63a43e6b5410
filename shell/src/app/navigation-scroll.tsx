import { useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, type Location } from '@interim/shared/routing';

function scrollToHashTarget(hash: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Where a page opens (issue 17): a link or redirect to another page opens it
 * at its top (or at its `#fragment`), like a page load would. Back and
 * forward (`POP`) are left to the browser, which puts a page back where the
 * visitor left it (`history.scrollRestoration` stays `auto`); the vacancy
 * list relies on that. A change of the query on the same page (filters, the
 * list's pages, a form's step in the URL) keeps the position: the page
 * decides. The first render (a page load, hydration) is the browser's too.
 *
 * Runs as a layout effect when the new location is committed, so the new
 * page is never painted at the old page's position. Focus is not moved: the
 * skip link and the pages' own focus handling stay as they are.
 *
 * The navigation's kind comes from the data router's state
 * (`UNSAFE_DataRouterStateContext`, re-exported by `@interim/shared/routing`
 * and already used by the error page): re-exporting `useNavigationType`
 * would ship one more router export on every page (ADR 0002).
 */
export function NavigationScroll() {
  const location = useLocation();
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const historyAction = routerState?.historyAction;
  const previous = useRef<Location | null>(null);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before || before.key === location.key) return;
    if (historyAction === 'POP') return;
    if (before.pathname === location.pathname) return;
    if (location.hash && scrollToHashTarget(location.hash)) return;
    window.scrollTo(0, 0);
  }, [location, historyAction]);

  return null;
}
