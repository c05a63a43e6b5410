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

/** Largest value of PostgreSQL's `integer` (int4): the ids and every whole-number column. */
export const INT4_MAX = 2_147_483_647;
/** Smallest value of PostgreSQL's `integer` (int4). */
export const INT4_MIN = -2_147_483_648;

/**
 * A database id in a body or a JSON query parameter: a whole number from 1 to
 * {@link INT4_MAX}. A larger one would reach the database and fail there
 * (issue 42, item 6); here it is a 400 with a Dutch message.
 */
export const DatabaseIdSchema = z.number().int().min(1).max(INT4_MAX, { error: messages.invalid });

/** True for a day of the calendar written YYYY-MM-DD ('2026-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Message of a date in another format than YYYY-MM-DD. */
export const DATE_FORMAT_MESSAGE = 'Vul een datum in als JJJJ-MM-DD';
/** Message of a YYYY-MM-DD that is no day of the calendar. */
export const DATE_MISSING_MESSAGE = 'Deze datum bestaat niet';

/** A calendar date `YYYY-MM-DD` that exists: '2026-02-30' is refused with {@link DATE_MISSING_MESSAGE}. */
export const CalendarDateSchema = z
  .string({ error: messages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_FORMAT_MESSAGE })
  .refine(isCalendarDate, { error: DATE_MISSING_MESSAGE });

/**
 * A query parameter of comma-separated ids, `ids=1,2,3` (at most 100), as a
 * list without repeats; each must be a {@link DatabaseIdSchema}.
 */
export const IdListQueryParamSchema = z
  .string()
  .regex(/^\d+(,\d+){0,99}$/, { error: 'Geef 1 tot 100 nummers, gescheiden door komma’s' })
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(DatabaseIdSchema));

/** A positive database id in a path (`/vacancies/{id}`): digits only. */
export const IdSchema = z
  .string()
  .regex(/^[0-9]{1,10}$/, { error: 'Een id bestaat uit cijfers' })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: messages.invalid }).max(INT4_MAX, { error: messages.invalid }));

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
 * Answer of `GET /api/ready` (readiness), 200 or 503. To a request from the
 * server's own machine `checks` names each checked part (`database`, `redis`
 * when configured, `site` when the server serves the site) as `ok` or
 * `failed: <why>`; anyone else gets the status alone, since the reasons name
 * file paths and drivers' errors (issue 42, item 8c).
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.string()).optional(),
});
/** Answer of `GET /api/ready`. */
export type Readiness = z.infer<typeof ReadinessSchema>;
