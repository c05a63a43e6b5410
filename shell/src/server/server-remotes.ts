import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule, RouteObject } from '@interim/shared/routing';
import type { RemoteName } from '../app/mount-points';

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
  /** Changes whenever the remote's deploy folder changes (the manifest text's hash). */
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
export async function resolveServerEntry(source: RemoteSource, name: RemoteName, fetchText = fetchNoCache): Promise<ServerRemoteEntry> {
  const table = JSON.parse(await fetchText(new URL(source.remotesConfigPath, source.origin).href)) as Record<string, string>;
  const manifestPath = table[name];
  if (!manifestPath) throw new NoServerBuildError(name, `missing from ${source.remotesConfigPath}`);
  const manifestUrl = new URL(manifestPath, source.origin);
  const manifestText = await fetchText(manifestUrl.href);
  const ssr = (JSON.parse(manifestText) as ManifestMetaData).metaData?.ssrRemoteEntry;
  if (!ssr?.name) throw new NoServerBuildError(name, 'its manifest lists no ssrRemoteEntry');
  const version = textHash(manifestText);
  const entry = new URL(`${ssr.path ? `${ssr.path.replace(/\/$/, '')}/` : ''}${ssr.name}`, manifestUrl);
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
export type ReadSiteFile = (urlPath: string) => Promise<string | undefined>;

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

/** What is registered with the federation runtime per remote, and its loaded routes. */
const registeredVersion = new Map<RemoteName, string>();
/** Remotes the runtime has seen: registering one again must replace it (`force`), also after a failed load. */
const everRegistered = new Set<RemoteName>();
const routesByVersion = new Map<string, Promise<RouteObject[]>>();

/**
 * The remote's `./routes`, loaded through the federation runtime for Node.
 * A new manifest version re-registers the remote with `force`, which drops
 * the runtime's cached container and module factories of the old version,
 * so the next render runs the redeployed code; the old routes are released.
 */
export function loadServerRoutes(name: RemoteName, entry: ServerRemoteEntry): Promise<RouteObject[]> {
  const key = `${name}@${entry.version}`;
  const cached = routesByVersion.get(key);
  if (cached) return cached;
  const previous = registeredVersion.get(name);
  if (previous !== undefined) routesByVersion.delete(`${name}@${previous}`);
  registerRemotes([{ name, entry: entry.entry, type: 'commonjs-module' } as never], { force: everRegistered.has(name) });
  everRegistered.add(name);
  registeredVersion.set(name, entry.version);
  const loading = loadRemote<RemoteRoutesModule>(`${name}/routes`).then((module) => {
    if (!module || !Array.isArray(module.routes)) throw new Error(`${name}/routes exposes no routes`);
    return module.routes;
  });
  // A failed load is not kept: the next request tries again.
  loading.catch(() => {
    if (routesByVersion.get(key) === loading) routesByVersion.delete(key);
    registeredVersion.delete(name);
  });
  routesByVersion.set(key, loading);
  return loading;
}
