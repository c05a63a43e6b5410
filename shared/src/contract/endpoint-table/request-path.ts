// No zod, no table: what a request path is made of (ADR 0025).

/** The HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API: its method and its path below `/api`, in Fastify's
 * notation (`/saved_searches/:id`). The API registers its route from the
 * entry, the front end builds its request path from the same entry with
 * {@link pathOf}.
 */
export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** The names of the `:name` segments of a path. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:name` segments. */
export type PathParams<P extends string> = { readonly [Name in PathParamNames<P>]: string | number };

/**
 * The request path of `endpoint` (below `/api`), each `:name` segment
 * replaced by its value, URI-encoded: `pathOf(endpoints.savedSearches.update, { id: 7 })`
 * is `/saved_searches/7`. An endpoint without parameters takes none.
 */
export function pathOf<P extends string>(
  endpoint: Endpoint<HttpMethod, P>,
  ...params: PathParamNames<P> extends never ? [] : [PathParams<P>]
): string {
  const values = (params[0] ?? {}) as Record<string, string | number>;
  return endpoint.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathOf(${endpoint.path}): no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
