import { RegisterEmployeeRequestDtoSchema } from '@interim/shared/contract';
import type { AppConfig } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/database.js';
import { collectMigrations, runMigrations } from '../../db/migrate.js';
import { openConfiguredDatabaseForCommand } from '../../db/prepare-database.js';
import { modules } from '../index.js';
import { ensureStaffAccount } from './employees.repository.js';

const ArgumentsSchema = RegisterEmployeeRequestDtoSchema.pick({ email: true, firstName: true, lastName: true });

/** Usage line of `pnpm --filter @interim/api create-staff`. */
export const CREATE_STAFF_USAGE = 'Usage: pnpm --filter @interim/api create-staff <email> [firstName lastName]';

/**
 * `create-staff <email> [firstName lastName]`: creates a staff account, or
 * promotes an existing account to staff. Runs the migrations first, so it
 * works on a fresh database. Returns the process exit code.
 */
export async function runCreateStaff(
  argv: string[],
  options: { config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>; database?: DatabaseHandle; print: (line: string) => void; now?: Date },
): Promise<number> {
  const [email, firstName = 'Staf', ...rest] = argv;
  const parsed = ArgumentsSchema.safeParse({ email, firstName, lastName: rest.join(' ') || 'Medewerker' });
  if (!email || !parsed.success) {
    if (parsed.error) for (const issue of parsed.error.issues) options.print(`${issue.path.join('.')}: ${issue.message}`);
    options.print(CREATE_STAFF_USAGE);
    return 2;
  }
  // The embedded database's folder is locked first: with a server running on it this throws DataDirLockedError.
  const database = options.database ?? (await openConfiguredDatabaseForCommand(options.config, 'create-staff'));
  try {
    await runMigrations(database.db, collectMigrations(modules.map((module) => module.migrations ?? {})));
    const { employee, created } = await ensureStaffAccount(database.db, { ...parsed.data, now: options.now ?? new Date() });
    options.print(
      created
        ? `Staff account created: ${employee.email} (id ${employee.id}). Log in with a login link at /login.`
        : `${employee.email} (id ${employee.id}) is now staff.`,
    );
    return 0;
  } finally {
    if (!options.database) await database.close();
  }
}
