/** The service worker's address: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** What {@link registerServiceWorker} uses of the browser (a test passes its own). */
export interface RegistrationHost {
  navigator: Pick<Navigator, 'serviceWorker'> | { serviceWorker?: undefined };
  document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout(callback: () => void, delay: number): unknown;
}

/**
 * Registers the service worker (docs/adr/0008-service-worker.md) once the
 * page has loaded and the browser is idle: the worker and its install never
 * compete with the first render. A browser without service workers, or one
 * that refuses (private modes), simply has no offline page.
 */
export function registerServiceWorker(host: RegistrationHost = window): void {
  const { serviceWorker } = host.navigator;
  if (!serviceWorker) return;
  const register = () => {
    serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  };
  const whenIdle = () => {
    if (host.requestIdleCallback) host.requestIdleCallback(register, { timeout: 5000 });
    else host.setTimeout(register, 1000);
  };
  if (host.document.readyState === 'complete') whenIdle();
  else host.addEventListener('load', whenIdle, { once: true });
}

/**
 * `pnpm dev` serves the site where `pnpm start` may have installed the
 * worker (localhost:3000): development removes it, so it never answers for
 * the dev server.
 */
export function unregisterServiceWorkers(host: Pick<RegistrationHost, 'navigator'> = window): void {
  void host.navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}
