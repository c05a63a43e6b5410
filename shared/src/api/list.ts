import { apiRequest, type ApiResponse, type QueryParams } from '@interim/shared/api-client';

/** One page of a list answer with the total from `Content-Range`. */
export interface ListPage<T> {
  items: T[];
  /** Total matches; for an empty page (`vacancies *\/12`) read from the header too. */
  total: number;
}

/** The list page of a list answer. */
export function toListPage<T>(response: ApiResponse<T[]>): ListPage<T> {
  const header = response.headers.get('Content-Range');
  const total = response.contentRange?.total ?? Number(/\/(\d+)\s*$/.exec(header ?? '')?.[1] ?? response.data.length);
  return { items: response.data, total };
}

/** `GET path` with `query` as a list page. */
export async function getListPage<T>(path: string, query: QueryParams): Promise<ListPage<T>> {
  return toListPage(await apiRequest<T[]>({ method: 'GET', path, query }));
}
