import type { createBrowserRouter, To } from '@interim/shared/routing';
import { findMountPoint } from '../app/mount-points';
import { releaseChangedFor } from './remote-registry';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Session-storage key: the URL and time of the last release switch (a reload loop stops there). */
const LAST_SWITCH_KEY = 'interim-release-switch';
/** The same URL is not loaded anew for a release switch twice within this time. */
const SWITCH_PAUSE_MS = 30_000;

/** Loads a URL as a new page (replacing the current history entry or not). */
export type LoadPage = (href: string, replace: boolean) => void;

const loadDocument: LoadPage = (href, replace) => {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
};

/**
 * Loads `href` as a new page (a release switch), unless this tab did so
 * for the same URL less than {@link SWITCH_PAUSE_MS} ago: remotes.json
 * flipping between releases must not reload a page over and over.
 * Returns whether it did.
 */
export function switchRelease(href: string, replace = false, loadPage: LoadPage = loadDocument): boolean {
  const now = Date.now();
  try {
    const last = JSON.parse(window.sessionStorage.getItem(LAST_SWITCH_KEY) ?? 'null') as { href: string; at: number } | null;
    if (last && last.href === href && now - last.at < SWITCH_PAUSE_MS) return false;
    window.sessionStorage.setItem(LAST_SWITCH_KEY, JSON.stringify({ href, at: now }));
  } catch {
    // Storage blocked: switch anyway (the check's own throttle still limits it).
  }
  loadPage(href, replace);
  return true;
}

/** The absolute URL a navigation goes to, or undefined for a relative one (it never leaves its own remote). */
function targetUrl(to: To | null): URL | undefined {
  if (to === null) return undefined;
  const path = typeof to === 'string' ? to : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  if (!path.startsWith('/')) return undefined;
  return new URL(path, window.location.origin);
}

/**
 * Skew protection (docs/adr/0010-skew-protection-in-the-browser.md): an open
 * tab keeps running the releases it loaded, whose files the server keeps;
 * when a navigation the user started (a link, a button, back or forward)
 * goes into a remote loaded in this page whose live release is another one,
 * the page loads that navigation's URL anew instead, so it switches releases
 * between pages, never in the middle of one. Every router navigation is
 * checked (at most one read of remotes.json per interval, see
 * `releaseChangedFor`); history navigations are checked after they landed.
 */
export function guardReleases(
  router: AppRouter,
  { releaseChanged = releaseChangedFor, loadPage = loadDocument }: { releaseChanged?: (pathname: string) => Promise<boolean>; loadPage?: LoadPage } = {},
): AppRouter {
  const navigate = router.navigate.bind(router) as (to: To | number | null, options?: Parameters<AppRouter['navigate']>[1]) => Promise<void>;
  router.navigate = (async (to: To | number | null, options?: Parameters<AppRouter['navigate']>[1]) => {
    const url = typeof to === 'number' ? undefined : targetUrl(to);
    // A navigation with history state would lose it in a new page load.
    if (url && !options?.state && findMountPoint(url.pathname) && (await releaseChanged(url.pathname))) {
      if (switchRelease(url.href, Boolean(options?.replace), loadPage)) return;
    }
    return navigate(to, options);
  }) as AppRouter['navigate'];
  let lastKey = router.state.location.key;
  const watchHistory: Parameters<AppRouter['subscribe']>[0] = (state) => {
    if (state.location.key === lastKey || state.navigation.state !== 'idle') return;
    lastKey = state.location.key;
    if (state.historyAction !== 'POP' || !findMountPoint(state.location.pathname)) return;
    void releaseChanged(state.location.pathname).then((changed) => changed && switchRelease(window.location.href, true, loadPage));
  };
  // The history watch joins with the page's own subscription (RouterProvider's), never before it: the
  // router keeps a state change that happens while nobody listens (a lazy first route that loaded before
  // React subscribed) for its first subscriber only. Subscribed first, this watch would take that change
  // and the page would stay blank.
  const subscribe = router.subscribe.bind(router);
  let watching = false;
  router.subscribe = ((subscriber) => {
    const unsubscribe = subscribe(subscriber);
    if (!watching) {
      watching = true;
      subscribe(watchHistory);
    }
    return unsubscribe;
  }) as AppRouter['subscribe'];
  return router;
}
