import { isApiErrorBody } from '../contract/http';

/** Shown when the server cannot be reached at all (status 0). */
export const NETWORK_ERROR_MESSAGE =
  'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.';

/** Shown when an error answer carries no readable JSON error body. */
export const GENERIC_ERROR_MESSAGE = 'Er is iets misgegaan. Probeer het later opnieuw.';

/** Code of the {@link ApiError} for a request that never got an answer. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/** One field-level validation problem of a 400 answer. */
export interface FieldError {
  /** Dotted path of the field in the request body, e.g. `address.postcode`. */
  path: string;
  /** Dutch message for people. */
  message: string;
}

/** What an {@link ApiError} is built from. */
export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  fieldErrors?: FieldError[];
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * A failed API call: an error answer of the API (docs/architecture.md section 3,
 * JSON `{ code, message, fieldErrors? }`) or no answer at all (status 0,
 * code `NETWORK_ERROR`). `message` is always Dutch text that can be shown.
 */
export class ApiError extends Error {
  /** HTTP status; 0 when the server was not reached. */
  readonly status: number;
  /** Machine-readable code from the API, `NETWORK_ERROR`, or `HTTP_<status>` when the body had none. */
  readonly code: string;
  /** Field-level problems of a validation error (400). */
  readonly fieldErrors?: FieldError[];
  /** Seconds to wait before trying again, from `Retry-After` (429, 503). */
  readonly retryAfterSeconds?: number;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    if (init.fieldErrors) this.fieldErrors = init.fieldErrors;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** True when `error` is an {@link ApiError}, optionally with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * Reads `Retry-After`, which is either a number of seconds or an HTTP date.
 * Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Builds the {@link ApiError} of an error answer from its status, body text
 * and headers. A body that is not the API's JSON error shape (a proxy's HTML
 * page, an empty body) gets {@link GENERIC_ERROR_MESSAGE} and code `HTTP_<status>`.
 */
export function apiErrorFromResponse(
  status: number,
  bodyText: string,
  getHeader: (name: string) => string | null,
): ApiError {
  const retryAfterSeconds = status === 429 || status === 503 ? parseRetryAfter(getHeader('Retry-After')) : undefined;
  const body = parseJson(bodyText);
  if (isApiErrorBody(body)) {
    return new ApiError({ status, code: body.code, message: body.message, fieldErrors: body.fieldErrors, retryAfterSeconds });
  }
  return new ApiError({ status, code: `HTTP_${status}`, message: GENERIC_ERROR_MESSAGE, retryAfterSeconds });
}

/** The {@link ApiError} of a request that got no answer (offline, DNS, CORS refusal). */
export function networkError(cause: unknown): ApiError {
  return new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE, cause });
}
