import type { ApiKey, QueryParams } from '@interim/shared/api-client';

/**
 * The one SWR cache-key scheme of every app. Keys name the API path they read,
 * so a change anywhere can refresh everything that shows it:
 * - a bare answer: `path` or `[path, query]` (what `useApi` uses);
 * - a page of a list with its total ({@link ListPage}): `['list', path, query]`;
 * - an answer computed from several requests: `['derived', path, name, ...parts]`.
 * `@interim/shared` is a module-federation singleton, so every remote uses
 * these same keys in the page's one cache.
 */
export type ListKey = readonly ['list', path: string, query: QueryParams];
/** A key of an answer computed from several requests to `path`. */
export type DerivedKey = readonly ['derived', path: string, name: string, ...parts: unknown[]];
/** Any key of the scheme. */
export type AnyApiKey = ApiKey | ListKey | DerivedKey;

/** The key of a bare answer: `GET path` (with `query`). */
export function dataKey(path: string, query?: QueryParams): ApiKey {
  return query === undefined ? path : [path, query];
}

/** The key of a list page (items and total) of `GET path` with `query`. */
export function listKey(path: string, query: QueryParams): ListKey {
  return ['list', path, query];
}

/** The key of an answer computed from several requests to `path`. */
export function derivedKey(path: string, name: string, ...parts: unknown[]): DerivedKey {
  return ['derived', path, name, ...parts];
}

/** The API path a key reads, or undefined for a key of another scheme. */
export function keyPath(key: unknown): string | undefined {
  if (typeof key === 'string') return key.startsWith('/') ? key : undefined;
  if (!Array.isArray(key)) return undefined;
  if ((key[0] === 'list' || key[0] === 'derived') && typeof key[1] === 'string') return key[1];
  return typeof key[0] === 'string' && key[0].startsWith('/') ? key[0] : undefined;
}

/** True for a key that reads one of `paths` or anything below one (`/vacancies` matches `/vacancies/7`). */
export function keyIsUnder(key: unknown, ...paths: string[]): boolean {
  const path = keyPath(key);
  return path !== undefined && paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** True for a list-page key ({@link listKey}). */
export function isListKey(key: unknown): key is ListKey {
  return Array.isArray(key) && key[0] === 'list';
}
