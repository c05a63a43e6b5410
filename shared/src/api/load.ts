import { apiRequest, type QueryParams } from '@interim/shared/api-client';
import { dataKey, listKey } from './keys';
import { getListPage, type ListPage } from './list';

/** An answer fetched outside React (a server render) with the SWR key a page's hook reads it under. */
export type LoadedPart<T = unknown> = readonly [key: unknown, value: T];

/**
 * `GET path` (with `query`) fetched outside React, under the key
 * `useApi(path, query)` reads it with: one way for every loader of a
 * server render (ADR 0004 option 1).
 */
export async function loadData<T>(path: string, query?: QueryParams): Promise<LoadedPart<T>> {
  const { data } = await apiRequest<T>({ method: 'GET', path, query });
  return [dataKey(path, query), data];
}

/** A list page of `GET path` with `query` fetched outside React, under the key of the hooks that read list pages ({@link listKey}). */
export async function loadList<T>(path: string, query: QueryParams): Promise<LoadedPart<ListPage<T>>> {
  return [listKey(path, query), await getListPage<T>(path, query)];
}

/**
 * The parts of a page's data that loaded: a part that failed is left out,
 * so the browser loads it as if there were no server render.
 */
export async function loadedParts(parts: ReadonlyArray<Promise<LoadedPart>>): Promise<LoadedPart[]> {
  const settled = await Promise.allSettled(parts);
  return settled.flatMap((part) => (part.status === 'fulfilled' ? [part.value] : []));
}
