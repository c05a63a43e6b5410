// The service worker (`/sw.js`, docs/adr/0008-service-worker.md): the Dutch
// offline page for a page that cannot load, a cache of the shell's
// content-hashed files, and nothing else. API answers, remotes.json and the
// remotes' manifests and entries are never cached here (request-kind.ts), so
// a redeployed remote is picked up on the next online visit.
//
// Built on its own, without module federation (shell/build/pwa.cjs), as a
// classic worker script.
import { CACHE_PREFIX, isStaleCache, requestKind } from './request-kind';

// The worker's globals: declared here because the DOM and WebWorker type
// libraries cannot be in one TypeScript program (the shell's is DOM).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** Navigation preload's answer (undefined when it is off). */
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** The offline page, under a name that changes with its content (the build's hash of it). */
const OFFLINE_URL = '/offline.html';
const OFFLINE_CACHE = `${CACHE_PREFIX}offline-${process.env.SW_OFFLINE_VERSION}`;
/** Content-hashed files never change under their name: one cache for all versions, trimmed. */
const STATIC_CACHE = `${CACHE_PREFIX}static-v1`;
/** The shell's first load is about 40 files; a few deploys' worth is kept, the oldest go first. */
const STATIC_LIMIT = 150;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => isStaleCache(name, [OFFLINE_CACHE, STATIC_CACHE])).map((name) => caches.delete(name)));
      // The page request starts while the worker boots, instead of after.
      await worker.registration.navigationPreload?.enable();
      // Pages open now are served by this worker from their next request on.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, worker.location.origin);
  if (kind === 'navigation') event.respondWith(page(event));
  else if (kind === 'static') event.respondWith(hashedFile(event.request));
  // 'network': no respondWith, the browser fetches as without a worker.
});

/** A page from the network; the offline page when there is none. */
async function page(event: FetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    const offline = await caches.match(OFFLINE_URL, { cacheName: OFFLINE_CACHE });
    return offline ?? Response.error();
  }
}

/** A content-hashed file: from the cache, else from the network (and kept). */
async function hashedFile(request: Request): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    void cache
      .put(request, response.clone())
      .then(() => trim(cache))
      .catch(() => undefined);
  }
  return response;
}

/** Removes the oldest entries beyond the limit (a cache lists its keys in the order they were put). */
async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - STATIC_LIMIT)).map((key) => cache.delete(key)));
}
