import { collectPersonalData, type PersonalDataStep, toExportRecord } from './personal-data.js';

const step = (section: string, tables: string[]): PersonalDataStep => ({
  section,
  tables,
  export: async () => null,
  anonymize: async () => undefined,
});

describe('collectPersonalData', () => {
  it('keeps the steps in module order and adds the migrator tables to those without personal data', () => {
    const [a, b, c] = [step('a', ['t_a']), step('b', ['t_b1', 't_b2']), step('c', ['t_c'])];
    const registry = collectPersonalData([
      { name: 'first', personalData: { steps: [a, b], tablesWithoutPersonalData: ['lookup'] } },
      { name: 'none' },
      { name: 'second', personalData: { steps: [c] } },
    ]);
    expect(registry.steps).toEqual([a, b, c]);
    expect(registry.tablesWithoutPersonalData).toEqual(['kysely_migration', 'kysely_migration_lock', 'lookup']);
  });

  it('refuses two steps with one section: one would overwrite the other in the export', () => {
    expect(() =>
      collectPersonalData([
        { name: 'first', personalData: { steps: [step('notes', ['first_notes'])] } },
        { name: 'second', personalData: { steps: [step('notes', ['second_notes'])] } },
      ]),
    ).toThrow("personal data: section 'notes' is declared by module first and by module second");
  });

  it('refuses a table claimed twice, also as holding no personal data', () => {
    expect(() =>
      collectPersonalData([
        { name: 'first', personalData: { steps: [step('notes', ['notes'])] } },
        { name: 'second', personalData: { tablesWithoutPersonalData: ['notes'] } },
      ]),
    ).toThrow("personal data: table 'notes' is declared by module first and by module second");
    expect(() => collectPersonalData([{ name: 'first', personalData: { tablesWithoutPersonalData: ['kysely_migration'] } }])).toThrow(
      "table 'kysely_migration' is declared by the migrator and by module first",
    );
  });
});

describe('toExportRecord', () => {
  it('camelCases the keys, writes timestamps as ISO text and leaves out the listed columns', () => {
    const row = { id: 7, first_name: 'Eva', address_line_2: null, created_at: new Date('2026-01-02T03:04:05.000Z'), token_hash: 'secret' };
    expect(toExportRecord(row, ['token_hash'])).toEqual({ id: 7, firstName: 'Eva', addressLine2: null, createdAt: '2026-01-02T03:04:05.000Z' });
  });

  it('leaves the keys inside JSON values as they are', () => {
    expect(toExportRecord({ properties: { utm_source: 'mail' } })).toEqual({ properties: { utm_source: 'mail' } });
  });
});
