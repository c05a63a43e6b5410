import { CLIENT_HEADER } from '@interim/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { RequestUser } from '../plugins/app-context.js';
import { ApiError, apiErrors, errorMessages } from './api-error.js';

/**
 * Refuses a request without the API client's custom header (403
 * `MISSING_CLIENT_HEADER`). For state-changing GET routes: a plain link, an
 * image or a form elsewhere cannot set a custom header, and a cross-origin
 * script that does needs a CORS preflight we only allow for the allowlist.
 */
export function requireClientHeader(request: FastifyRequest): void {
  if (request.headers[CLIENT_HEADER.name] !== CLIENT_HEADER.value) {
    throw new ApiError(403, 'MISSING_CLIENT_HEADER', errorMessages.missingClientHeader);
  }
}

/** The logged-in user, or 401 `UNAUTHENTICATED`. */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw apiErrors.unauthenticated();
  return request.user;
}
