import { z } from 'zod';
import { dutchErrorMap, installDutchErrorMap, messages } from '../validation';

/**
 * Building blocks shared by every domain of the contract, and the Dutch error
 * map for the API (which may import only `@interim/shared/contract`).
 */
export { dutchErrorMap, installDutchErrorMap };

import { MAX_PAGE_SIZE } from './labels';

/** Largest page a list endpoint serves (defined without zod in labels.ts, for the screens that page through a list). */
export { MAX_PAGE_SIZE };

/** Longest JSON text accepted in a `range`, `sort` or `filter` query parameter. */
export const MAX_QUERY_JSON_LENGTH = 2000;

/** Message of a query parameter that is not valid JSON. */
export const INVALID_JSON_MESSAGE = 'Dit is geen geldige JSON';

/**
 * A query parameter that carries JSON (`filter={"q":"zorg"}`), parsed and then
 * checked with `schema`. Used by the API for validation; the front end sends
 * `JSON.stringify(value)`.
 */
export function jsonQueryParam<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .max(MAX_QUERY_JSON_LENGTH, { error: `Gebruik maximaal ${MAX_QUERY_JSON_LENGTH} karakters` })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: INVALID_JSON_MESSAGE });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** `range=[start,end]`: inclusive, zero-based, at most {@link MAX_PAGE_SIZE} items. */
export const RangeSchema = z
  .tuple([z.number().int().min(0).max(10_000_000), z.number().int().min(0).max(10_000_000)])
  .refine(([start, end]) => end >= start, { error: 'Het einde van het bereik moet na het begin liggen' })
  .refine(([start, end]) => end - start < MAX_PAGE_SIZE, { error: `Vraag maximaal ${MAX_PAGE_SIZE} items tegelijk op` });
/** `[start, end]`, both inclusive. */
export type Range = z.infer<typeof RangeSchema>;

/** Sort direction of a `sort=[field, direction]` parameter. */
export const SortDirectionSchema = z.enum(['ASC', 'DESC']);
/** `ASC` or `DESC`. */
export type SortDirection = z.infer<typeof SortDirectionSchema>;

/** `sort=[field, direction]` for the given sortable fields. */
export function sortSchema<const T extends readonly [string, ...string[]]>(fields: T) {
  return z.tuple([
    z.enum(fields, { error: `Sorteer op een van: ${fields.join(', ')}` }),
    z.enum(['ASC', 'DESC'], { error: 'Sorteer ASC of DESC' }),
  ]);
}

/**
 * A boolean query flag such as `track`: `true`, `1`, `yes` or an empty value
 * (`?track`) mean true; `false`, `0`, `no` mean false.
 */
export const BooleanishSchema = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: messages.invalid })
  .transform((value) => value === '' || value === 'true' || value === '1' || value === 'yes');

/** A positive database id in a path (`/vacancies/{id}`): digits only. */
export const IdSchema = z
  .string()
  .regex(/^[0-9]{1,10}$/, { error: 'Een id bestaat uit cijfers' })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: messages.invalid }).max(2_147_483_647, { error: messages.invalid }));

/** `{ id }` path parameters. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** `{ id, name }` of a referenced record, as embedded in other answers. */
export const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
/** `{ id, name }` of a referenced record. */
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** Answer of `GET /api/health` (liveness: the process answers). */
export const HealthSchema = z.object({ status: z.literal('ok') });
/** Answer of `GET /api/health`. */
export type Health = z.infer<typeof HealthSchema>;

/**
 * Answer of `GET /api/ready` (readiness), 200 or 503: each checked part
 * (`database`, `redis` when configured, `site` when the server serves the
 * site) is `ok` or `failed: <why>`.
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.string()),
});
/** Answer of `GET /api/ready`. */
export type Readiness = z.infer<typeof ReadinessSchema>;
