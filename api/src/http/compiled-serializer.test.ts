import { ApiErrorBodySchema, ApplicationSchema, EmployeeSchema, VacancyListItemSchema, VacancySchema } from '@interim/shared/contract';
import { z } from 'zod';
import { compileStringify, createCompiledSerializerCompiler, simplifyForSerialization } from './compiled-serializer.js';

const vacancy = {
  id: 12,
  title: 'Beleidsadviseur "sociaal" domein',
  excerpt: 'Gemeente Utrecht zoekt\neen adviseur.',
  clientName: 'Gemeente Utrecht',
  isAnonymous: false,
  sector: { id: 3, name: 'Overheid' },
  position: { id: 31, name: 'Beleidsadviseur' },
  city: 'Utrecht',
  postcode: '3511 AB',
  latitude: null,
  longitude: 5.12,
  hoursPerWeekMin: 24,
  hoursPerWeekMax: 32,
  hourlyRateMin: 70,
  hourlyRateMax: 85,
  startDate: null,
  duration: '6 maanden',
  closingDate: '2026-12-15',
  workMode: 'hybrid',
  zzpAllowed: true,
  educationLevel: null,
  driversLicenseRequired: false,
  status: 'open',
  publishedAt: '2026-11-20T09:00:00.000Z',
  isFavorite: false,
  distanceKm: 3.4,
};

describe('compiled response serialization', () => {
  it('writes exactly what JSON.stringify writes of a contract-shaped answer', () => {
    const list = [vacancy, { ...vacancy, id: 13, startDate: '2027-01-04', educationLevel: { id: 6, name: 'hbo' }, distanceKm: null }];
    expect(compileStringify(z.array(VacancyListItemSchema))(list)).toBe(JSON.stringify(list));
    const detail = { ...vacancy, description: 'Tekst met ü en €', requirements: ['a', 'b'], wishes: [] };
    expect(JSON.parse(compileStringify(VacancySchema)(detail))).toEqual(detail);
    const error = { code: 'VALIDATION_ERROR', message: 'Ongeldige invoer', fieldErrors: [{ path: 'email', message: 'Verplicht veld' }] };
    expect(compileStringify(ApiErrorBodySchema)(error)).toBe(JSON.stringify(error));
  });

  it('never writes a field the contract does not have', () => {
    const withSecrets = { ...vacancy, internalNotes: 'geheim', sector: { ...vacancy.sector, budget: 1 } };
    const parsed = JSON.parse(compileStringify(VacancyListItemSchema)(withSecrets)) as Record<string, unknown>;
    expect(parsed).not.toHaveProperty('internalNotes');
    expect(parsed.sector).toEqual({ id: 3, name: 'Overheid' });
  });

  it('turns "S or null" into a nullable S and drops checks that are not shapes', () => {
    expect(simplifyForSerialization({ anyOf: [{ type: 'string', pattern: '^x$' }, { type: 'null' }] })).toEqual({ type: 'string', nullable: true });
    expect(simplifyForSerialization({ type: 'integer', minimum: 0, maximum: 9 })).toEqual({ type: 'integer' });
    // A property called "pattern" is a field, not a check.
    expect(simplifyForSerialization({ type: 'object', properties: { pattern: { type: 'string' } } })).toEqual({ type: 'object', properties: { pattern: { type: 'string' } } });
  });

  it('compiles every response schema the API uses', () => {
    for (const schema of [EmployeeSchema, ApplicationSchema, z.array(ApplicationSchema), VacancySchema]) {
      expect(() => compileStringify(schema)).not.toThrow();
    }
  });

  it('outside production, refuses an answer that breaks the contract (instead of coercing it)', () => {
    const serializer = createCompiledSerializerCompiler({ validate: true })({ schema: VacancyListItemSchema, method: 'GET', url: '/vacancies/:id', httpStatus: '200' });
    expect(() => serializer({ ...vacancy, hourlyRateMin: 'zeventig' })).toThrow();
    expect(JSON.parse(serializer(vacancy))).toEqual(vacancy);
    const production = createCompiledSerializerCompiler({ validate: false })({ schema: VacancyListItemSchema, method: 'GET', url: '/vacancies/:id', httpStatus: '200' });
    expect(JSON.parse(production(vacancy))).toEqual(vacancy);
  });
});
