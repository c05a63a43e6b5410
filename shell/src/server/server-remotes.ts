import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule, RouteObject } from '@interim/shared/routing';
import type { RemoteName } from '../app/mount-points';
import type { ReadSiteFile } from '@interim/shared/contract/server-render';

/** Where the server finds `remotes.json` and the manifests: the site's own origin (loopback), as the browser does. */
export interface RemoteSource {
  /** The site's origin as the server reaches itself, `http://127.0.0.1:3000`. */
  origin: string;
  /** Path of the remotes table, `/remotes.json`. */
  remotesConfigPath: string;
}

/** A remote's server build as its current manifest describes it. */
export interface ServerRemoteEntry {
  /** URL of the Node `remoteEntry.js`, with the manifest's version so a redeploy is a new URL. */
  entry: string;
  /** Changes whenever the remote's release changes (a hash of the manifest's URL and text). */
  version: string;
}

/** The remote has no server build, or its table entry or manifest is missing. */
export class NoServerBuildError extends Error {
  constructor(readonly remote: string, reason: string) {
    super(`${remote} has no server build: ${reason}`);
    this.name = 'NoServerBuildError';
  }
}

/** A short, stable hash of a text (FNV-1a): the version of a manifest. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

interface ManifestMetaData {
  metaData?: { ssrRemoteEntry?: { name?: string; path?: string } };
}

/**
 * Reads `remotes.json` and the remote's manifest (both no-cache, so read on
 * every render: that is what makes a redeployed remote visible without a
 * restart) and returns where its Node entry is.
 */
export async function resolveServerEntry(
  source: RemoteSource,
  name: RemoteName,
  fetchText = fetchNoCache,
  allowedOrigins?: readonly string[],
): Promise<ServerRemoteEntry> {
  const table = JSON.parse(await fetchText(new URL(source.remotesConfigPath, source.origin).href)) as Record<string, unknown>;
  const manifestPath = typeof table[name] === 'string' ? table[name] : undefined;
  if (!manifestPath) throw new NoServerBuildError(name, `missing from ${source.remotesConfigPath}`);
  const manifestUrl = new URL(manifestPath, source.origin);
  // Server code runs with the server's rights: only from the site itself or a registered release origin (ADR 0009).
  const allowed = (url: URL) => url.origin === new URL(source.origin).origin || (allowedOrigins ?? []).includes(url.origin);
  if (allowedOrigins && !allowed(manifestUrl)) throw new NoServerBuildError(name, `${manifestUrl.origin} is not an allowed release origin`);
  const manifestText = await fetchText(manifestUrl.href);
  const ssr = (JSON.parse(manifestText) as ManifestMetaData).metaData?.ssrRemoteEntry;
  if (!ssr?.name) throw new NoServerBuildError(name, 'its manifest lists no ssrRemoteEntry');
  // The release's location and its manifest: two releases can have the same manifest (a change in the server
  // build or a file the manifest does not list), and the server must then load the other release's code too.
  const version = textHash(`${manifestUrl.href}\u0000${manifestText}`);
  const entry = new URL(`${ssr.path ? `${ssr.path.replace(/\/$/, '')}/` : ''}${ssr.name}`, manifestUrl);
  if (allowedOrigins && !allowed(entry)) throw new NoServerBuildError(name, `its server entry's origin ${entry.origin} is not an allowed release origin`);
  entry.searchParams.set('v', version);
  return { entry: entry.href, version };
}

/**
 * Reads a file the site serves by its URL path (`/remotes.json`,
 * `/remotes/auth/mf-manifest.json`) straight from the deploy folders, or
 * answers undefined for a path it does not serve. Given by the site server:
 * the same files as over loopback HTTP, at a fraction of the cost, and not
 * queued behind the visitors' requests (under load those loopback reads used
 * up the remote budget and most renders fell back to the browser).
 */
export type { ReadSiteFile };

/** `fetchText` for {@link resolveServerEntry}: the site's own files through `read`, anything else (another origin) over HTTP. */
export function siteFileFetcher(origin: string, read: ReadSiteFile | undefined): (url: string) => Promise<string> {
  if (!read) return fetchNoCache;
  return async (url) => {
    const parsed = new URL(url);
    const text = parsed.origin === new URL(origin).origin ? await read(parsed.pathname) : undefined;
    return text ?? fetchNoCache(url);
  };
}

async function fetchNoCache(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * How long one load of a remote's server code may take (warm-up's own
 * budget). A load still running then is given up: the next request loads
 * again, and a load of another version queued behind it starts. A container
 * whose start never ends (a CDN that stops answering, a broken build) would
 * otherwise hold the remote's queue for good, and no later release, not even
 * a rollback, would be server-rendered again until a restart.
 */
export const SERVER_REMOTE_LOAD_TIMEOUT_MS = 30_000;

/** One registration at a time per remote: a load in flight must not be replaced by another version's `force`. */
const loadQueue = new Map<RemoteName, Promise<unknown>>();
/** Remotes the runtime has seen: registering one again must replace it (`force`), also after a failed load. */
const everRegistered = new Set<RemoteName>();
/** Per remote, the version registered last (in the queue's order) and its routes. */
const loadedRoutes = new Map<RemoteName, { version: string; routes: Promise<RouteObject[]> }>();

/**
 * The remote's `./routes`, loaded through the federation runtime for Node.
 * Only the version registered last is kept: the runtime holds one container
 * per remote name, and a route's lazy page chunks load through it, so routes
 * kept from an earlier version would fetch their chunks from the later
 * version's folder (a rollback failed so: "Federated chunk execution
 * failed"). Another version re-registers the remote with `force`, which
 * drops the runtime's cached container and module factories, so the next
 * render runs that version's code. During a canary the two releases
 * alternate between visitors and each switch loads the entry again (ADR 0009).
 * A load is given up after `timeoutMs` ({@link SERVER_REMOTE_LOAD_TIMEOUT_MS}).
 */
export function loadServerRoutes(name: RemoteName, entry: ServerRemoteEntry, timeoutMs = SERVER_REMOTE_LOAD_TIMEOUT_MS): Promise<RouteObject[]> {
  const current = loadedRoutes.get(name);
  if (current?.version === entry.version) return current.routes;
  const loadOnce = async () => {
    registerRemotes([{ name, entry: entry.entry, type: 'commonjs-module' } as never], { force: everRegistered.has(name) });
    everRegistered.add(name);
    const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    if (!module || !Array.isArray(module.routes)) throw new Error(`${name}/routes exposes no routes`);
    return module.routes;
  };
  const load = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const givenUp = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${name}: loading its server code took longer than ${timeoutMs} ms`)), timeoutMs);
      // Never what keeps a process (the smoke render's child, a test) alive.
      timer.unref?.();
    });
    return Promise.race([loadOnce(), givenUp]).finally(() => clearTimeout(timer));
  };
  const routes = (loadQueue.get(name) ?? Promise.resolve()).then(load, load);
  loadQueue.set(name, routes.catch(() => undefined));
  loadedRoutes.set(name, { version: entry.version, routes });
  // A failed load is not kept: the next request tries again.
  routes.catch(() => {
    if (loadedRoutes.get(name)?.routes === routes) loadedRoutes.delete(name);
  });
  return routes;
}
