import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailableError } from '../db/database.js';
import { ApiError, apiErrors, type FieldError, errorMessages } from '../http/api-error.js';
import { refuseUnstorableText } from '../http/storable-text.js';
import { reportServerError } from '../observability/sentry.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the static-site plugin: answers a GET that matched no route with the SPA page, or returns false. */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  }
}

/** Fastify's own 4xx codes that carry a fixed meaning for our clients. */
const KNOWN_FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: errorMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: errorMessages.badRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: errorMessages.payloadTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: errorMessages.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: errorMessages.invalidJson },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: errorMessages.badRequest },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST', message: errorMessages.badRequest },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: errorMessages.payloadTooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: errorMessages.unsupportedMediaType },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: errorMessages.payloadTooLarge },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: errorMessages.payloadTooLarge },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: errorMessages.payloadTooLarge },
};

const STATUS_DEFAULTS: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: errorMessages.badRequest },
  401: { code: 'UNAUTHENTICATED', message: errorMessages.unauthenticated },
  403: { code: 'FORBIDDEN', message: errorMessages.forbidden },
  404: { code: 'NOT_FOUND', message: errorMessages.notFound },
  405: { code: 'METHOD_NOT_ALLOWED', message: errorMessages.methodNotAllowed },
  413: { code: 'PAYLOAD_TOO_LARGE', message: errorMessages.payloadTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: errorMessages.unsupportedMediaType },
  429: { code: 'RATE_LIMITED', message: errorMessages.rateLimited },
  503: { code: 'SERVICE_UNAVAILABLE', message: errorMessages.unavailable },
};

/** `/filter/q` or `filter.q` style path of a validation issue. */
function toFieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
}

/** Turns any thrown value into the status and JSON body the client gets. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // The database went away (restart, failover, network): a temporary 503, not our bug.
  if (isDatabaseUnavailableError(error)) return apiErrors.databaseUnavailable();
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: FieldError[] = error.validation.map((issue) => ({
      path: toFieldPath(issue.instancePath),
      message: issue.message ?? errorMessages.badRequest,
    }));
    return new ApiError(400, 'VALIDATION_ERROR', errorMessages.validation, fieldErrors);
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  if (fastifyError && Array.isArray(fastifyError.validation)) {
    // A non-zod schema (e.g. a plugin's JSON schema) rejected the input.
    return new ApiError(
      400,
      'VALIDATION_ERROR',
      errorMessages.validation,
      fastifyError.validation.map((issue) => ({ path: toFieldPath(issue.instancePath ?? ''), message: issue.message ?? errorMessages.badRequest })),
    );
  }
  if (error && isResponseSerializationError(error)) {
    return new ApiError(500, 'INTERNAL_ERROR', errorMessages.internal);
  }
  const known = fastifyError?.code ? KNOWN_FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) return new ApiError(known.status, known.code, known.message);
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    // A SyntaxError from the JSON body parser arrives as a plain 400.
    if (error instanceof SyntaxError) return new ApiError(400, 'INVALID_JSON', errorMessages.invalidJson);
    const fallback = STATUS_DEFAULTS[status] ?? STATUS_DEFAULTS[400]!;
    return new ApiError(status, fallback.code, fallback.message);
  }
  if (status === 503) return new ApiError(503, 'SERVICE_UNAVAILABLE', errorMessages.unavailable);
  return new ApiError(500, 'INTERNAL_ERROR', errorMessages.internal);
}

/**
 * Every error becomes `{ code, message, fieldErrors? }` (docs/architecture.md
 * section 3). Client mistakes are 4xx, their code on the request's log line; only our own bugs
 * are 500 and logged at error, with the original error. Odd input that
 * passes the schemas but not the database (a NUL character) is refused here
 * too, for every route, before any handler sees it.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', refuseUnstorableText);

    app.setErrorHandler(async (error, request, reply) => {
      const apiError = toApiError(error);
      // A 5xx gets its own line with the error; a refusal's code goes on the request's one line (observability/request-log.ts).
      if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      request.errorCode = apiError.code;
      // Error reports (observability/sentry.ts): 5xx only, nothing when SENTRY_DSN is not set.
      reportServerError(error, request, apiError);
      if (apiError.headers) reply.headers(apiError.headers);
      return reply.status(apiError.statusCode).type('application/json; charset=utf-8').send(apiError.toBody());
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (app.spaFallback && (await app.spaFallback(request, reply))) return reply;
      const apiError = new ApiError(404, 'NOT_FOUND', errorMessages.notFound);
      return reply.status(404).type('application/json; charset=utf-8').send(apiError.toBody());
    });
  },
  { name: 'errors' },
);
