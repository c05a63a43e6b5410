import { CLIENT_HEADER, parseContentRange, type ContentRange } from '../contract/http';
import { currentRequestHeaders, getApiBaseUrl } from './api-client-config';
import { ApiError, GENERIC_ERROR_MESSAGE, apiErrorFromResponse, networkError } from './api-error';
import {
  REFRESH_ATTEMPTS,
  REFRESH_INTERVAL_MS,
  delay,
  lostSessionCount,
  loseSession,
  mayRecoverSession,
  refreshTokens,
  successfulRefreshCount,
  throwIfAborted,
} from './session-recovery';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query parameters; see {@link encodeQuery} for how values are written. */
export type QueryParams = Record<string, unknown>;

/** What {@link apiRequest} sends. */
export interface ApiRequestOptions {
  method: HttpMethod;
  /** Path relative to the API base URL, e.g. `'/vacancies'` or `'/vacancies/7'`. */
  path: string;
  /** Query parameters: objects and arrays are sent as JSON, undefined and null are left out. */
  query?: QueryParams;
  /** JSON-serialisable body, or FormData (sent as multipart, as is). */
  body?: unknown;
  /** Extra request headers. */
  headers?: HeadersInit;
  /** Aborts the request (and any refresh-and-retry still to come). */
  signal?: AbortSignal;
  /** Skips the 401 refresh-and-retry of spec section 4 for this call. */
  skipAuthRetry?: boolean;
}

/** A successful answer. */
export interface ApiResponse<T> {
  /** Parsed JSON body; text for a non-JSON body; undefined for 204 or an empty body. */
  data: T;
  status: number;
  headers: Headers;
  /** Parsed `Content-Range` of list answers (`vacancies 0-19/1234`). */
  contentRange?: ContentRange;
}

function encodeValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Writes query parameters as the API expects them (docs/architecture.md section 3):
 * objects and arrays as JSON (`range=[0,19]`, `sort=["publishedAt","DESC"]`,
 * `filter={"q":"zorg"}`), dates as ISO strings, other values as text; undefined
 * and null are left out. Returns the string without the leading `?`.
 */
export function encodeQuery(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(key, encodeValue(value));
  }
  return params.toString();
}

/** The full URL of an API path with its query. */
export function buildApiUrl(path: string, query?: QueryParams): string {
  const search = encodeQuery(query);
  const url = `${getApiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

async function send(options: ApiRequestOptions): Promise<Response> {
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries(currentRequestHeaders() ?? {})) headers.set(name, value);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set(CLIENT_HEADER.name, CLIENT_HEADER.value);
  let body: BodyInit | undefined;
  if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
    // The browser writes the multipart boundary into Content-Type itself.
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  try {
    return await fetch(buildApiUrl(options.path, options.query), {
      method: options.method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    throw networkError(error);
  }
}

/** Parses a successful answer's body: JSON by its Content-Type, else the text. */
export function parseSuccessBody(status: number, text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (!/[/+]json\b/i.test(contentType ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch (cause) {
    // A broken JSON answer is a server fault; callers handle ApiErrors only.
    throw new ApiError({ status, code: 'INVALID_RESPONSE', message: GENERIC_ERROR_MESSAGE, cause });
  }
}

async function settle<T>(response: Response): Promise<ApiResponse<T>> {
  const text = response.status === 204 || response.status === 205 ? '' : await response.text();
  if (!response.ok) {
    throw apiErrorFromResponse(response.status, text, (name) => response.headers.get(name));
  }
  const data = parseSuccessBody(response.status, text, response.headers.get('Content-Type'));
  const result: ApiResponse<T> = { data: data as T, status: response.status, headers: response.headers };
  const contentRange = parseContentRange(response.headers.get('Content-Range'));
  if (contentRange) result.contentRange = contentRange;
  return result;
}

/**
 * Calls the API: `credentials: 'include'` and the client header on every
 * call, JSON in and out. Resolves with the parsed answer; rejects with an
 * {@link ApiError} (status 0 `NETWORK_ERROR` when the server was not reached)
 * or, when aborted, with the abort reason.
 *
 * A 401 while logged in (except for login calls and the refresh call) is
 * handled as in spec section 4: refresh the tokens (single flight, shared by
 * parallel 401s; a request sent before another one renewed the tokens just
 * retries) and retry the request, up to 3 times 300 ms apart; if that
 * fails, the session store marks logged out, a visitor of a private route
 * goes to /login with a return path, and the call rejects with the 401.
 */
export async function apiRequest<T>(options: ApiRequestOptions): Promise<ApiResponse<T>> {
  let refreshesBeforeSend = successfulRefreshCount();
  const first = await send(options);
  if (first.status !== 401 || !mayRecoverSession(options.path, options.skipAuthRetry)) return settle<T>(first);

  const lostAtStart = lostSessionCount();
  let last = first;
  for (let attempt = 1; attempt <= REFRESH_ATTEMPTS; attempt += 1) {
    if (attempt > 1) await delay(REFRESH_INTERVAL_MS);
    throwIfAborted(options.signal);
    // Another request already gave the session up: refreshing again is futile.
    if (lostSessionCount() !== lostAtStart) break;
    const renewedMeanwhile = successfulRefreshCount() !== refreshesBeforeSend;
    if (renewedMeanwhile || (await refreshTokens())) {
      refreshesBeforeSend = successfulRefreshCount();
      last = await send(options);
      if (last.status !== 401) return settle<T>(last);
    }
  }
  loseSession(lostAtStart);
  return settle<T>(last);
}
