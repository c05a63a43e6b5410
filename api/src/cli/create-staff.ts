import { loadEnv } from '../config/env.js';
import { runCreateStaff } from '../modules/employees/create-staff-command.js';
import { runCli } from './run-cli.js';

// `pnpm --filter @interim/api create-staff <email> [firstName lastName]`.
// With the embedded database, stop the server first: one process per data folder (config/data-dir-lock.ts).
await runCli(() => runCreateStaff(process.argv.slice(2), { config: loadEnv(), print: (line) => process.stdout.write(`${line}\n`) }));
