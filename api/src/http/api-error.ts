import type { ApiErrorBody } from '@interim/shared/contract';

/** A field-level problem, `path` in dot notation (`filter.q`, `email`). */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * An error with a status, a machine code and a Dutch message for people.
 * Throw it from any handler or service; the error plugin turns it into the
 * JSON body of docs/architecture.md section 3.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldError[],
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return this.fieldErrors && this.fieldErrors.length > 0
      ? { code: this.code, message: this.message, fieldErrors: this.fieldErrors }
      : { code: this.code, message: this.message };
  }
}

/** The Dutch messages of the generic errors, one place for all modules. */
export const errorMessages = {
  validation: 'Niet alle gegevens zijn goed ingevuld. Controleer de gemarkeerde velden.',
  invalidJson: 'De verzonden gegevens zijn geen geldige JSON.',
  notFound: 'Deze pagina of bron bestaat niet.',
  methodNotAllowed: 'Deze actie is hier niet toegestaan.',
  unauthenticated: 'Je bent niet ingelogd. Log in om verder te gaan.',
  forbidden: 'Je hebt geen toegang tot deze gegevens.',
  missingClientHeader: 'Dit verzoek moet vanuit de website worden verstuurd.',
  payloadTooLarge: 'Het verzoek is te groot.',
  unsupportedMediaType: 'Dit type inhoud wordt niet ondersteund.',
  rateLimited: 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.',
  badRequest: 'Het verzoek is ongeldig.',
  internal: 'Er is iets misgegaan aan onze kant. Probeer het later opnieuw.',
  unavailable: 'De service is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  databaseUnavailable: 'De database is niet bereikbaar. Probeer het later opnieuw.',
} as const;

/** Seconds a client is asked to wait when the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Constructors of the common errors. */
export const apiErrors = {
  notFound: (code = 'NOT_FOUND', message: string = errorMessages.notFound) => new ApiError(404, code, message),
  unauthenticated: () => new ApiError(401, 'UNAUTHENTICATED', errorMessages.unauthenticated),
  forbidden: (code = 'FORBIDDEN', message: string = errorMessages.forbidden) => new ApiError(403, code, message),
  validation: (fieldErrors: FieldError[], message: string = errorMessages.validation) =>
    new ApiError(400, 'VALIDATION_ERROR', message, fieldErrors),
  badRequest: (code = 'BAD_REQUEST', message: string = errorMessages.badRequest) => new ApiError(400, code, message),
  databaseUnavailable: () =>
    new ApiError(503, 'DATABASE_UNAVAILABLE', errorMessages.databaseUnavailable, undefined, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) }),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(429, 'RATE_LIMITED', errorMessages.rateLimited, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) }),
};
