import type { z } from 'zod';
import {
  ApplicationSchema,
  EducationLevelSchema,
  EmployeeSchema,
  FavoriteStateSchema,
  GdprRequestSchema,
  LoginResponseSchema,
  PositionSchema,
  SectorSchema,
  SessionUserSchema,
  VacancyListItemSchema,
  VacancySchema,
} from '../contract';
import {
  buildApplication,
  buildEducationLevel,
  buildEmployee,
  buildFavoriteState,
  buildGdprRequest,
  buildLoginResponse,
  buildPosition,
  buildSector,
  buildSessionUser,
  buildVacancy,
  buildVacancyListItem,
} from './builders';

/**
 * Every fixture of the browser tests comes from these builders, so each must
 * be exactly what the API's contract answers: parsed strictly (an extra or a
 * renamed field fails), nested objects too.
 */
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
  ['buildEmployee', EmployeeSchema, buildEmployee],
  ['buildVacancyListItem', VacancyListItemSchema, buildVacancyListItem],
  ['buildVacancy', VacancySchema, buildVacancy],
  ['buildApplication', ApplicationSchema, buildApplication],
  ['buildSector', SectorSchema, buildSector],
  ['buildPosition', PositionSchema, buildPosition],
  ['buildEducationLevel', EducationLevelSchema, buildEducationLevel],
  ['buildSessionUser', SessionUserSchema, buildSessionUser],
  ['buildLoginResponse', LoginResponseSchema, buildLoginResponse],
  ['buildFavoriteState', FavoriteStateSchema, buildFavoriteState],
  ['buildGdprRequest', GdprRequestSchema, buildGdprRequest],
];

describe('contract-typed builders', () => {
  it.each(cases)('%s builds what the contract answers, field for field', (_name, schema, build) => {
    const result = strictly(schema).safeParse(build());
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('the strict check fails on a field the contract does not have', () => {
    const withExtra = { ...buildVacancyListItem(), rateMin: 85 };
    expect(strictly(VacancyListItemSchema).safeParse(withExtra).success).toBe(false);
    const nestedExtra = { ...buildApplication(), vacancy: { ...buildApplication().vacancy, rate: 1 } };
    expect(strictly(ApplicationSchema).safeParse(nestedExtra).success).toBe(false);
  });
});
