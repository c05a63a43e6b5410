import { DataDirLockedError } from '../config/data-dir-lock.js';
import { EnvError } from '../config/env.js';

/**
 * Runs a command-line entry (`pnpm backup`, `pnpm restore`, `pnpm remote:*`,
 * `create-staff`): exits with the code `main` answers; an error an operator
 * can act on (a bad setting, a data folder in use) is printed as its message
 * alone, any other with its stack, and exits 1.
 */
export async function runCli(main: () => Promise<number>): Promise<never> {
  try {
    process.exit(await main());
  } catch (error) {
    const known = error instanceof EnvError || error instanceof DataDirLockedError;
    process.stderr.write(`${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  }
}
