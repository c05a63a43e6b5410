import { z } from 'zod';
import { INT4_MAX, INT4_MIN } from './common';
import { endpointSchemas } from './endpoint-schemas';

/**
 * Issue 42, item 6: a number past PostgreSQL's `integer` reached the database
 * (500 with a stack in the log), and '2026-02-30' passed as a date. Every
 * number a request can carry (path, query, body) must be bounded within int4,
 * and every YYYY-MM-DD text must be a real calendar day, so the request is a
 * 400 with a Dutch message instead.
 */

interface Finding {
  where: string;
  problem: string;
}

/** A string schema that takes 'YYYY-MM-DD' and nothing looser is a date: it must refuse days that do not exist. */
function isDateShaped(schema: z.ZodType): boolean {
  return schema.safeParse('2026-01-15').success && !schema.safeParse('2026-1-15').success;
}

/** Walks a zod schema (its definition, not a JSON Schema: that hides the inside of the JSON query parameters). */
function walk(schema: z.ZodType, where: string, findings: Finding[], seen: Set<z.ZodType>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod's definitions differ per type
  const def = schema._zod.def as any;
  const visit = (child: z.ZodType, suffix: string) => walk(child, `${where}${suffix}`, findings, seen);
  switch (def.type) {
    case 'number': {
      const number = schema as z.ZodNumber;
      const maximum = number.maxValue ?? Infinity;
      const minimum = number.minValue ?? -Infinity;
      if (maximum > INT4_MAX) findings.push({ where, problem: `no maximum within int4 (${maximum})` });
      if (minimum < INT4_MIN) findings.push({ where, problem: `no minimum within int4 (${minimum})` });
      return;
    }
    case 'string':
      if (isDateShaped(schema) && schema.safeParse('2026-02-30').success) findings.push({ where, problem: 'takes the date 2026-02-30' });
      return;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) visit(child, `.${key}`);
      if (def.catchall) visit(def.catchall, '.*');
      return;
    case 'array':
      return visit(def.element, '[]');
    case 'tuple':
      (def.items as z.ZodType[]).forEach((item, index) => visit(item, `[${index}]`));
      if (def.rest) visit(def.rest, '[...]');
      return;
    case 'union':
      (def.options as z.ZodType[]).forEach((option, index) => visit(option, `|${index}`));
      return;
    case 'intersection':
      visit(def.left, '&left');
      visit(def.right, '&right');
      return;
    case 'record':
      visit(def.keyType, '{key}');
      visit(def.valueType, '{value}');
      return;
    case 'pipe':
      visit(def.in, '');
      visit(def.out, '');
      return;
    case 'lazy':
      return visit(def.getter(), '');
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return visit(def.innerType, '');
    case 'bigint':
      findings.push({ where, problem: 'a bigint' });
      return;
    default:
      // Leaves: literal, enum, boolean, null, unknown, transform (opaque: what it returns is checked by the pipe after it).
      return;
  }
}

function findingsOf(schema: z.ZodType, where: string): Finding[] {
  const findings: Finding[] = [];
  walk(schema, where, findings, new Set());
  return findings;
}

/** Every request schema of the endpoint table: path parameters, query and body. */
function requestSchemas(): Array<{ where: string; schema: z.ZodType }> {
  const found: Array<{ where: string; schema: z.ZodType }> = [];
  for (const [module, entries] of Object.entries(endpointSchemas)) {
    for (const [name, entry] of Object.entries(entries as Record<string, { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType }>)) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const schema = entry[part];
        if (schema) found.push({ where: `${module}.${name}.${part}`, schema });
      }
    }
  }
  return found;
}

describe('the bounds of every request schema', () => {
  it('finds the request schemas of the endpoint table (the walk is not empty)', () => {
    const schemas = requestSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    expect(schemas.map((entry) => entry.where)).toEqual(expect.arrayContaining(['employees.update.body', 'audit.list.querystring', 'followUp.offerAnswers.querystring']));
  });

  it('notices what it is meant to notice', () => {
    const loose = z.object({
      id: z.number().int(),
      ids: z.array(z.number().int().min(1)),
      rate: z.number().max(10),
      filter: z.string().transform((text) => JSON.parse(text) as unknown).pipe(z.strictObject({ sector: z.number().int().min(1).optional() })),
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
    });
    expect(findingsOf(loose, 'loose').map((finding) => `${finding.where}: ${finding.problem}`)).toEqual([
      'loose.id: no maximum within int4 (9007199254740991)',
      'loose.id: no minimum within int4 (-9007199254740991)',
      'loose.ids[]: no maximum within int4 (9007199254740991)',
      'loose.rate: no minimum within int4 (-Infinity)',
      'loose.filter.sector: no maximum within int4 (9007199254740991)',
      'loose.day: takes the date 2026-02-30',
    ]);
  });

  it('bounds every number within int4 and takes only real calendar days', () => {
    const findings = requestSchemas().flatMap(({ where, schema }) => findingsOf(schema, where));
    expect(findings.map((finding) => `${finding.where}: ${finding.problem}`)).toEqual([]);
  });
});
