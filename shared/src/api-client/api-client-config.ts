/** Options of {@link configureApiClient}. */
export interface ApiClientOptions {
  /**
   * Where the API lives, without a trailing slash. Default `'/api'` (same
   * host, spec section 7); mf-corporate's mount on a foreign site passes the
   * API's absolute URL.
   */
  baseUrl?: string;
  /**
   * Where links on the page reach the API (a CV or an export to download),
   * without a trailing slash; default `baseUrl`. Only the server render sets
   * it: it fetches over loopback (`baseUrl`), but the HTML it writes is
   * followed by the visitor's browser, which must reach the site's own
   * address, where its login cookie is sent (`'/api'`).
   */
  linkBaseUrl?: string;
  /**
   * How to go to another page after the session was lost (a failed token
   * refresh on a private route). Default `window.location.assign`; the shell
   * passes its router's navigate so the page is not reloaded.
   */
  navigate?: (path: string) => void;
  /**
   * Extra headers for every request, read when the request is sent. Only the
   * server render sets it (ADR 0004): the visitor's cookies and address of
   * the page request being rendered, which it looks up per request (the
   * client is one module for all requests the server renders at once).
   */
  requestHeaders?: () => Record<string, string> | undefined;
}

const DEFAULT_BASE_URL = '/api';

function assignLocation(path: string): void {
  window.location.assign(path);
}

// Module-level on purpose: `@interim/shared/api-client` is a module-federation
// singleton, so the shell configures the one client every remote uses.
let baseUrl = DEFAULT_BASE_URL;
let linkBaseUrl: string | undefined;
let navigate: (path: string) => void = assignLocation;
let requestHeaders: (() => Record<string, string> | undefined) | undefined;

/**
 * Configures the page's API client. Options left out return to their
 * defaults, so calling it twice does not mix two configurations.
 */
export function configureApiClient(options: ApiClientOptions = {}): void {
  baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  linkBaseUrl = options.linkBaseUrl;
  navigate = options.navigate ?? assignLocation;
  requestHeaders = options.requestHeaders;
}

/** The extra headers of the request being sent now ({@link ApiClientOptions.requestHeaders}). */
export function currentRequestHeaders(): Record<string, string> | undefined {
  return requestHeaders?.();
}

/** The configured API base URL (default `'/api'`), without a trailing slash. */
export function getApiBaseUrl(): string {
  return baseUrl;
}

/**
 * The API base URL for links on the page, which the visitor's browser
 * follows ({@link ApiClientOptions.linkBaseUrl}): never the server render's
 * loopback address.
 */
export function getApiLinkBaseUrl(): string {
  return linkBaseUrl ?? baseUrl;
}

/** Navigates with the configured navigate function. */
export function navigateTo(path: string): void {
  navigate(path);
}
