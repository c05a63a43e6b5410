import type { z } from 'zod';
import { ApplicationDetailSchema, AuditEntrySchema, ClientRequestSchema, GdprStaffRequestSchema } from '../contract';
import { buildApplicationDetail, buildAuditEntry, buildClientRequest, buildGdprStaffRequest } from './backoffice-builders';

/** The schema with every object in it strict (an extra or a renamed field fails), as builders.test.ts checks. */
function strictly(schema: z.ZodType): z.ZodType {
  const def = (schema as { def?: { type?: string } }).def;
  if (def?.type === 'object') {
    const object = schema as unknown as z.ZodObject<Record<string, z.ZodType>>;
    const shape = Object.fromEntries(Object.entries(object.shape).map(([key, value]) => [key, strictly(value)]));
    return (object.extend(shape) as z.ZodObject).strict();
  }
  if (def?.type === 'nullable') return strictly((schema as unknown as z.ZodNullable<z.ZodType>).unwrap()).nullable();
  if (def?.type === 'array') return strictly((schema as unknown as z.ZodArray<z.ZodType>).element).array();
  return schema;
}

const cases: [string, z.ZodType, () => unknown][] = [
  ['buildApplicationDetail', ApplicationDetailSchema, buildApplicationDetail],
  ['buildClientRequest', ClientRequestSchema, buildClientRequest],
  ['buildGdprStaffRequest', GdprStaffRequestSchema, buildGdprStaffRequest],
  ['buildAuditEntry', AuditEntrySchema, buildAuditEntry],
];

describe('contract-typed builders of the staff endpoints', () => {
  it.each(cases)('%s builds what the contract answers, field for field', (_name, schema, build) => {
    const result = strictly(schema).safeParse(build());
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('the strict check fails on a field the candidate does not have', () => {
    const detail = buildApplicationDetail();
    expect(strictly(ApplicationDetailSchema).safeParse({ ...detail, candidate: { ...detail.candidate, age: 40 } }).success).toBe(false);
  });
});
