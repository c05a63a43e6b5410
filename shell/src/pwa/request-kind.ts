/**
 * What the service worker does with a request (docs/adr/0008-service-worker.md).
 * Pure, so the rules are unit-tested; the worker (service-worker.ts) only
 * carries them out.
 *
 * - `navigation`: a page. From the network, always; when the network fails,
 *   the Dutch offline page. Pages are never cached (they carry the visitor's
 *   header, and a server render of the newest remotes).
 * - `static`: a content-hashed file of the shell (`/123.1a2b3c4d5e.js`): its
 *   name changes with its content, so a cached copy is never stale.
 * - `network`: everything else is left to the browser, as if there were no
 *   service worker: the API (`/api/*`, personal data), the remotes
 *   (`/remotes/*`: remoteEntry.js, mf-manifest.json and their chunks),
 *   `remotes.json`, the shell's unhashed entry `main.js`, the manifest, the
 *   worker itself, other origins, and every request but GET.
 */
export type RequestKind = 'navigation' | 'static' | 'network';

/** The parts of a `Request` the rules read. */
export interface RequestFacts {
  method: string;
  /** `Request.mode`: `navigate` for a page load. */
  mode: string;
  url: string;
}

/** Files that say where the remotes are and what they are: always from the network (a redeploy is seen at once). */
const FEDERATION_FILES = /(^|\/)(remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
/**
 * A content-hashed file at the shell's root (webpack's `[name].[contenthash:10].js`;
 * the static server's rule is the same: a dot-separated run of 8 or more hex digits).
 */
const SHELL_HASHED_FILE = /^\/[^/]+\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)$/;

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The rule for `request` on the site at `origin` (the worker's own origin). */
export function requestKind(request: RequestFacts, origin: string): RequestKind {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const { pathname } = url;
  // Never through the worker's caches, whatever the request's mode: a link
  // in a mail to an API address (a download, an unsubscribe link) included.
  if (under(pathname, '/api') || under(pathname, '/remotes') || FEDERATION_FILES.test(pathname)) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (SHELL_HASHED_FILE.test(pathname) && url.search === '') return 'static';
  return 'network';
}

/** Names of this worker's caches: each starts with the prefix, so an update removes only its own old caches. */
export const CACHE_PREFIX = 'interimly-';

/** Whether a cache found at activation belongs to an older version of this worker (and is removed). */
export function isStaleCache(name: string, current: readonly string[]): boolean {
  return name.startsWith(CACHE_PREFIX) && !current.includes(name);
}
