import type { Migration } from 'kysely';
import { collectMigrations } from './migrate.js';
import { modules } from '../modules/index.js';

const noop: Migration = { up: async () => undefined };

describe('collectMigrations', () => {
  it('merges the lists of the modules', () => {
    expect(Object.keys(collectMigrations([{ '0001_a_tables': noop }, { '0002_b_tables': noop }]))).toEqual(['0001_a_tables', '0002_b_tables']);
  });

  it('refuses two migrations with the same number', () => {
    expect(() => collectMigrations([{ '0001_a_tables': noop }, { '0001_b_tables': noop }])).toThrow(/share the number 0001/);
  });

  it('refuses a name that does not sort by its number', () => {
    expect(() => collectMigrations([{ 'a_tables': noop }])).toThrow(/must look like/);
    expect(() => collectMigrations([{ '1_a': noop }])).toThrow(/must look like/);
  });

  it('accepts the migrations of every registered module', () => {
    expect(() => collectMigrations(modules.map((module) => module.migrations ?? {}))).not.toThrow();
  });
});
