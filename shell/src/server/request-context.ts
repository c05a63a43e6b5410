import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The headers the render's API requests carry for the page request being
 * rendered (ADR 0004): the visitor's cookies, so a logged-in visitor's page
 * is loaded with that visitor's data, and the proof of the visitor's address
 * for the API's per-IP limits. The server renders several requests at once
 * with one API client module, so they are kept per request in an
 * AsyncLocalStorage, never in a module variable: data loaded for one visitor
 * cannot be loaded with another visitor's cookies.
 */
const requestHeaders = new AsyncLocalStorage<Record<string, string>>();

/** Runs `work` with `headers` on every API request it makes (through `@interim/shared/api-client`). */
export function withRequestHeaders<T>(headers: Record<string, string>, work: () => Promise<T>): Promise<T> {
  return requestHeaders.run(headers, work);
}

/** The headers of the page request whose data is being loaded now, or undefined outside one. */
export function currentRequestHeaders(): Record<string, string> | undefined {
  return requestHeaders.getStore();
}
