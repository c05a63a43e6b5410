import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

/** Migration names are `NNNN_<module>_<what>`: Kysely runs them in name order. */
const MIGRATION_NAME = /^\d{4}_[a-z0-9_]+$/;

/**
 * Checks and merges migration lists (core first, then each module's). Fails
 * on a malformed name or on two migrations with the same number, so two
 * modules written in parallel cannot silently interleave.
 */
export function collectMigrations(lists: Array<Record<string, Migration>>): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  const numbers = new Map<string, string>();
  for (const list of lists) {
    for (const [name, migration] of Object.entries(list)) {
      if (!MIGRATION_NAME.test(name)) throw new Error(`Migration name "${name}" must look like 0007_module_what`);
      const number = name.slice(0, 4);
      const other = numbers.get(number);
      if (other) throw new Error(`Migrations "${other}" and "${name}" share the number ${number}`);
      numbers.set(number, name);
      all[name] = migration;
    }
  }
  return all;
}

/** Runs every pending migration; throws the first failure. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator only needs a connection
export async function runMigrations(db: Kysely<any>, migrations: Record<string, Migration>): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Kysely looks for its bookkeeping tables in every schema unless told which
  // one: with several schemas in one database (test runs) it would find another's.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema: rows[0]?.schema ?? 'public',
    // Modules are written in parallel: one may add 0005 after another's 0100
    // ran somewhere. A pending lower number still runs (after the higher
    // ones there, in order on a fresh database), so a migration must depend
    // only on tables of lower numbers.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
