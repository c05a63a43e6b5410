import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The contract's
 * bodies go 4 levels deep at most (an analytics property holding a search
 * filter with a list); 32 leaves room and keeps every later step (schema
 * checks, JSON.stringify, the database's JSON parser) far from its stack limit.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * True when `text` nests arrays and objects deeper than `limit`. One pass
 * over the characters, brackets inside strings skipped; stops at the first
 * level too deep, so a deep body costs no more than reading it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** 400 `JSON_TOO_DEEP`. */
function jsonTooDeep(): ApiError {
  return new ApiError(400, 'JSON_TOO_DEEP', 'De verzonden gegevens zijn te diep genest.');
}

/**
 * Replaces Fastify's `application/json` parser by the same parser (same
 * prototype-poisoning rules, same errors for empty and broken bodies) behind
 * a depth check (issue 18, finding 7): a 16,000-deep array used to pass the
 * parser and overflow the stack further on, a 500.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(jsonTooDeep(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
