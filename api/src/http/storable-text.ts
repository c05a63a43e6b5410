import type { FastifyRequest } from 'fastify';
import { apiErrors } from './api-error.js';

/** The field message of text refused by {@link refuseUnstorableText}. */
export const UNSTORABLE_TEXT_MESSAGE = 'Dit veld bevat een teken dat niet is toegestaan.';

/**
 * A NUL character, which PostgreSQL text cannot hold, or half of a UTF-16
 * surrogate pair, which its JSON columns refuse (and which is no character
 * at all). Whole pairs (emoji) are fine.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of the first text in `value` (a string, or a key or string
 * anywhere in its objects and arrays) that the database cannot store;
 * undefined when there is none. Walks without recursion: the depth of
 * parsed JSON is capped elsewhere, this must not overflow the stack either.
 */
export function findUnstorableText(value: unknown): string[] | undefined {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], path: [...path, String(index)] });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        if (UNSTORABLE.test(key)) return [...path, key];
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/**
 * A preHandler for every route (issue 18, finding 7): text the database
 * cannot store, in the validated body, query or path parameters, is a 400
 * `VALIDATION_ERROR` on that field, not a 500 from the database. One check
 * for every endpoint instead of a rule on each text field of the contract.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  for (const part of [request.body, request.query, request.params]) {
    const path = findUnstorableText(part);
    if (path) throw apiErrors.validation([{ path: path.join('.'), message: UNSTORABLE_TEXT_MESSAGE }]);
  }
}
