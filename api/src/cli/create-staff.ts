import { DataDirLockedError } from '../config/data-dir-lock.js';
import { EnvError, loadEnv } from '../config/env.js';
import { runCreateStaff } from '../modules/employees/create-staff-command.js';

// `pnpm --filter @interim/api create-staff <email> [firstName lastName]`.
// With the embedded database, stop the server first: one process per data folder (config/data-dir-lock.ts).
try {
  const config = loadEnv();
  const code = await runCreateStaff(process.argv.slice(2), { config, print: (line) => process.stdout.write(`${line}\n`) });
  process.exit(code);
} catch (error) {
  process.stderr.write(`${error instanceof EnvError || error instanceof DataDirLockedError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
