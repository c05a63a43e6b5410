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
    /** The manifest URL it was registered from, when remotes.json named one. */
    readonly url?: string,
  ) {
    super(`Remote ${remote} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

/**
 * remotes.json: remote name -> manifest URL, and under `$versions` the
 * release each remote runs for this visitor (the server applies the
 * visitor's canary bucket or staff preview; ADR 0009). The contract's
 * `parseRemotesTable` reads the same shape, but importing it would put one
 * more shared module (810 B gzip) on the home page's first load; the tests
 * build their answers with the contract's `formatRemotesTable`.
 */
type RemotesConfig = Record<string, unknown>;

/**
 * How long one read of remotes.json answers the release check of a
 * navigation and the registration of a remote: a burst of navigations costs
 * one small `no-cache` request (docs/adr/0010-skew-protection-in-the-browser.md).
 */
export const RELEASE_CHECK_INTERVAL_MS = 10_000;
/** A navigation waits at most this long for remotes.json; then it goes on with the release it has. */
export const RELEASE_CHECK_TIMEOUT_MS = 1_500;

/** The release of a remote this page registered: its manifest URL and version. */
interface RunningRelease {
  entry: string;
  version?: string;
}

let latestConfig: { value: RemotesConfig; at: number } | undefined;
let configPromise: Promise<RemotesConfig> | undefined;
const registered = new Map<RemoteName, RunningRelease>();
const releaseListeners = new Set<(releases: Record<string, string>) => void>();
/** Remotes whose last load failed: the next registration must replace the cached entry. */
const mustForce = new Set<string>();
const pending = new Map<string, Promise<RouteObject[]>>();
const loaded = new Map<string, RouteObject[]>();

/**
 * The federation runtime and the shell's shared modules (federation-host.ts),
 * loaded with the first remote: a page of the shell's own never loads them.
 */
const federation = () => import('./federation-host');

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch(env.remotesConfigUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${env.remotesConfigUrl} answered ${response.status}`);
  const config: unknown = await response.json();
  return typeof config === 'object' && config !== null ? (config as RemotesConfig) : {};
}

/** remotes.json as read at most {@link RELEASE_CHECK_INTERVAL_MS} ago, else read anew (one request for concurrent callers). */
function readRemotesConfig(): Promise<RemotesConfig> {
  if (latestConfig && Date.now() - latestConfig.at < RELEASE_CHECK_INTERVAL_MS) return Promise.resolve(latestConfig.value);
  configPromise ??= fetchRemotesConfig().then(
    (value) => {
      latestConfig = { value, at: Date.now() };
      configPromise = undefined;
      return value;
    },
    (error: unknown) => {
      configPromise = undefined;
      throw error;
    },
  );
  return configPromise;
}

function releaseIn(config: RemotesConfig, name: RemoteName): RunningRelease | undefined {
  const entry = config[name];
  if (typeof entry !== 'string' || !entry) return undefined;
  const versions = config.$versions as Record<string, unknown> | undefined;
  const version = typeof versions?.[name] === 'string' ? (versions[name] as string) : undefined;
  return { entry: new URL(entry, window.location.href).href, ...(version ? { version } : {}) };
}

/** The releases of the remotes this page registered, by remote name (those remotes.json gave a version). */
export function runningReleases(): Record<string, string> {
  const releases: Record<string, string> = {};
  for (const [name, release] of registered) if (release.version) releases[name] = release.version;
  return releases;
}

/**
 * Calls `listener` with {@link runningReleases} now and whenever a remote
 * is registered (error reports and page views carry them). Returns the
 * unsubscribe function.
 */
export function onReleasesChange(listener: (releases: Record<string, string>) => void): () => void {
  releaseListeners.add(listener);
  listener(runningReleases());
  return () => releaseListeners.delete(listener);
}

async function register(name: RemoteName, force: boolean): Promise<void> {
  if (registered.has(name) && !force) return;
  const release = releaseIn(await readRemotesConfig(), name);
  if (!release) throw new Error(`${name} is missing from ${env.remotesConfigUrl}`);
  // force replaces the remote and drops what the runtime cached of it.
  const { registerRemotes } = await federation();
  registerRemotes([{ name, entry: release.entry }], { force });
  registered.set(name, release);
  const releases = runningReleases();
  for (const listener of releaseListeners) listener(releases);
}

async function loadRoutesWithRetries(name: RemoteName): Promise<RouteObject[]> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      await register(name, attempt > 0 || mustForce.has(name));
      const { loadRemote } = await federation();
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
  throw new RemoteLoadError(name, lastError, registered.get(name)?.entry);
}

/**
 * Whether the page must load anew to show `pathname`: its remote is loaded
 * in this page (its code runs here) and remotes.json now names another
 * release of it (another manifest URL or version). A remote not loaded yet
 * answers false: its first load registers the release remotes.json names
 * then. remotes.json is read at most once per {@link RELEASE_CHECK_INTERVAL_MS};
 * a read that fails or takes longer than {@link RELEASE_CHECK_TIMEOUT_MS}
 * answers false (the page keeps its release, whose files the server keeps).
 */
export async function releaseChangedFor(pathname: string): Promise<boolean> {
  const mount = findMountPoint(pathname);
  const running = mount && loaded.has(mount.remote) ? registered.get(mount.remote) : undefined;
  if (!mount || !running) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), RELEASE_CHECK_TIMEOUT_MS);
  });
  try {
    const config = await Promise.race([readRemotesConfig(), timeout]);
    const live = config && releaseIn(config, mount.remote);
    return Boolean(live && (live.entry !== running.entry || live.version !== running.version));
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
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
