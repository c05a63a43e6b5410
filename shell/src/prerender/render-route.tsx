// Node-side entry of the build-time prerender (scripts/prerender.mjs bundles
// it with webpack.prerender.cjs). It renders the real shell, through a memory
// router, to HTML: the page a visitor sees before the scripts have run, which
// the browser then hydrates (src/bootstrap.tsx).
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from '@interim/shared/routing';
import { COOKIE_NAMES } from '@interim/shared/contract';
import { routesInMatchOrder, toPath, type RouteDefinition } from '@interim/shared/config';
import { AppRoot } from '../app/app-root';
import { findMountPoint, type RemoteName } from '../app/mount-points';
import { env } from '../config/env';
import { appRoutes } from '../app/router';
import { WIP_BANNER_COOKIE } from '../layout/wip-banner/wip-banner';

/**
 * The HTML of the shell at `path` for a first-time visitor: logged out, with
 * the work-in-progress banner, remote areas in their loading state and data
 * still to be fetched. Emotion writes each component's styles inline, in
 * front of its element; the client moves them into <head> when it starts.
 * Null when the route's page loads lazily.
 */
export function renderRoute(path: string): string | null {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  // A lazy route (the client pages) is not loaded yet: the browser's router
  // would render nothing either, so there is nothing to prerender.
  if (!router.state.initialized) return null;
  return renderToString(<AppRoot createRouter={() => router} />);
}

/**
 * Cookies that change the first render (logged in; banner closed): a request
 * carrying one gets the page without prerendered HTML, so it never shows a
 * logged-out header to a logged-in visitor.
 */
export const PERSONAL_COOKIES: readonly string[] = [COOKIE_NAMES.activeUser, WIP_BANNER_COOKIE];

/**
 * Routes worth prerendering: open to everyone and in the full chrome. Private
 * and staff pages depend on the session, the corporate flow's reduced chrome
 * is rarely a first visit; both keep the plain page.
 */
export function isPrerendered(route: RouteDefinition): boolean {
  return (route.access === 'public' || route.access === 'semi-public') && route.chrome === 'full';
}

/** A concrete path for a route pattern; the parameter's value does not change what the shell renders. */
export function samplePath(route: RouteDefinition): string {
  const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'x']));
  return toPath(route.path, params);
}

export { routesInMatchOrder };
/** Emotion's styles into <head> (scripts/prerender.mjs): the server render's own implementation. */
export { extractStyles } from '../server/emotion-styles';

/**
 * What the page at `path` will fetch first when its remote's files are where
 * a production build puts them (`remotesConfig` in webpack.config.cjs): the
 * remote table, the remote's manifest and its entry. `<link rel=preload>` for
 * them starts those requests with the HTML, instead of one after the other
 * once the shell runs. A deployment that moves a remote only wastes them.
 */
export function remotePreloads(
  path: string,
  remoteFolders: Record<RemoteName, string>,
  manifests?: Record<string, string>,
): { href: string; as: 'fetch' | 'script' }[] {
  const mount = findMountPoint(path);
  if (!mount) return [];
  // The selected release's manifest (remotes.json, ADR 0009) when known; its entry beside it.
  const manifest = manifests?.[mount.remote] ?? `/remotes/${remoteFolders[mount.remote]}/mf-manifest.json`;
  const entry = manifest.replace(/mf-manifest\.json$/, 'remoteEntry.js');
  return [
    { href: env.remotesConfigUrl, as: 'fetch' },
    { href: manifest, as: 'fetch' },
    { href: entry, as: 'script' },
  ];
}
