import { ApiErrorBodySchema } from '@interim/shared/contract';

/**
 * The error answers of a route's schema (`routeSchema(endpointSchemas.x.y, { errors: errorBodies(400, 404) })`):
 * every listed status answers the API's one error body.
 */
export function errorBodies<const Code extends number>(...codes: Code[]): Record<Code, typeof ApiErrorBodySchema> {
  return Object.fromEntries(codes.map((code) => [code, ApiErrorBodySchema])) as Record<Code, typeof ApiErrorBodySchema>;
}
