/**
 * `@interim/shared/api-client`: the page's one API client (a module-federation
 * singleton). Endpoint functions are built on {@link apiRequest}.
 */
export { configureApiClient, getApiBaseUrl, getApiLinkBaseUrl, type ApiClientOptions } from './api-client-config';
export {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  isApiError,
  parseRetryAfter,
  type ApiErrorInit,
  type FieldError,
} from './api-error';
export {
  apiRequest,
  buildApiUrl,
  encodeQuery,
  type ApiRequestOptions,
  type ApiResponse,
  type HttpMethod,
  type QueryParams,
} from './api-request';
export { REFRESH_ATTEMPTS, REFRESH_INTERVAL_MS, refreshTokens } from './session-recovery';
export { requireParam } from './require-param';
export { uploadFile, type UploadFileOptions } from './upload-file';
export { FRESH_FOR_MS, apiFetcher, clearApiCache, swrConfig, type ApiKey } from './swr-config';
export { useApi } from './use-api';
export { describeApiError, formatWait } from './api-error-text';
