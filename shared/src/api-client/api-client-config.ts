/** Options of {@link configureApiClient}. */
export interface ApiClientOptions {
  /**
   * Where the API lives, without a trailing slash. Default `'/api'` (same
   * host, spec section 7); mf-corporate's mount on a foreign site passes the
   * API's absolute URL.
   */
  baseUrl?: string;
  /**
   * How to go to another page after the session was lost (a failed token
   * refresh on a private route). Default `window.location.assign`; the shell
   * passes its router's navigate so the page is not reloaded.
   */
  navigate?: (path: string) => void;
}

const DEFAULT_BASE_URL = '/api';

function assignLocation(path: string): void {
  window.location.assign(path);
}

// Module-level on purpose: `@interim/shared/api-client` is a module-federation
// singleton, so the shell configures the one client every remote uses.
let baseUrl = DEFAULT_BASE_URL;
let navigate: (path: string) => void = assignLocation;

/**
 * Configures the page's API client. Options left out return to their
 * defaults, so calling it twice does not mix two configurations.
 */
export function configureApiClient(options: ApiClientOptions = {}): void {
  baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  navigate = options.navigate ?? assignLocation;
}

/** The configured API base URL (default `'/api'`), without a trailing slash. */
export function getApiBaseUrl(): string {
  return baseUrl;
}

/** Navigates with the configured navigate function. */
export function navigateTo(path: string): void {
  navigate(path);
}
