import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { matchPath, type RemoteRoutesModule, type RouteHandle, type RouteObject } from '@interim/shared/routing';
import { env } from '../config/env';
import { findMountPoint, type RemoteName } from '../app/mount-points';

/** Manifest and entry fetches are retried this many times before the error panel shows. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 300;

/** A remote could not be loaded (down, bad manifest, chunk error). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause: unknown,
  ) {
    super(`Remote ${remote} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

type RemotesConfig = Partial<Record<RemoteName, string>>;

let configPromise: Promise<RemotesConfig> | undefined;
const registered = new Set<string>();
/** Remotes whose last load failed: the next registration must replace the cached entry. */
const mustForce = new Set<string>();
const pending = new Map<string, Promise<RouteObject[]>>();
const loaded = new Map<string, RouteObject[]>();

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch(env.remotesConfigUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${env.remotesConfigUrl} answered ${response.status}`);
  return (await response.json()) as RemotesConfig;
}

function readRemotesConfig(): Promise<RemotesConfig> {
  configPromise ??= fetchRemotesConfig().catch((error: unknown) => {
    configPromise = undefined;
    throw error;
  });
  return configPromise;
}

async function register(name: RemoteName, force: boolean): Promise<void> {
  if (registered.has(name) && !force) return;
  const config = await readRemotesConfig();
  const entry = config[name];
  if (!entry) throw new Error(`${name} is missing from ${env.remotesConfigUrl}`);
  // force replaces the remote and drops what the runtime cached of it.
  registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force });
  registered.add(name);
}

async function loadRoutesWithRetries(name: RemoteName): Promise<RouteObject[]> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      await register(name, attempt > 0 || mustForce.has(name));
      const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
      if (!module || !Array.isArray(module.routes)) throw new Error(`${name}/routes exposes no routes`);
      mustForce.delete(name);
      return module.routes;
    } catch (error) {
      lastError = error;
      mustForce.add(name);
      if (attempt < ATTEMPTS - 1) await delay(RETRY_DELAY_MS * 2 ** attempt);
    }
  }
  throw new RemoteLoadError(name, lastError);
}

/** The routes of a remote once they are loaded, for rendering without a loading flash. */
export function loadedRemoteRoutes(name: RemoteName): RouteObject[] | undefined {
  return loaded.get(name);
}

/**
 * Loads a remote's `./routes` (once; concurrent callers share the request).
 * A failed load is not cached: the next call registers the remote again with
 * `force` and builds a new import.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RouteObject[]> {
  const cached = pending.get(name);
  if (cached) return cached;
  const request = loadRoutesWithRetries(name).then(
    (routes) => {
      loaded.set(name, routes);
      return routes;
    },
    (error: unknown) => {
      pending.delete(name);
      throw error;
    },
  );
  pending.set(name, request);
  return request;
}

/**
 * Starts loading the page of `pathname` among a remote's routes, when it is
 * a lazily loaded one; with `visit`, also the data it shows first (the page
 * is being opened, so a fetch that counts a view is right).
 */
export function preloadPage(routes: RouteObject[], pathname: string, options: { visit?: boolean } = {}): Promise<unknown> | undefined {
  for (const route of routes) {
    const match = route.path ? matchPath(route.path, pathname) : null;
    if (!match) continue;
    const handle = route.handle as RouteHandle | undefined;
    if (options.visit) handle?.prefetch?.(match.params);
    return handle?.preload?.();
  }
  return undefined;
}

/**
 * Starts loading the remote behind a path and that path's page: on link
 * hover or focus, and with `visit` for the page being opened (src/index.ts),
 * which also prefetches its data. Errors are left to the real visit.
 */
export function preloadRemoteFor(pathname: string, options: { visit?: boolean } = {}): void {
  const mount = findMountPoint(pathname);
  if (!mount) return;
  loadRemoteRoutes(mount.remote)
    .then((routes) => preloadPage(routes, pathname, options))
    .catch(() => undefined);
}
