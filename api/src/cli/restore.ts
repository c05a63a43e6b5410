import { EnvError, invocationDir, loadEnv } from '../config/env.js';
import { runRestore } from '../backup/backup-command.js';

// `pnpm restore <file>` (root) or `pnpm --filter @interim/api restore <file>`: see api/README.md, Operator's runbook.
try {
  const config = loadEnv();
  const code = await runRestore(process.argv.slice(2), {
    config,
    invokedFrom: invocationDir(),
    print: (line) => process.stdout.write(`${line}\n`),
    printError: (line) => process.stderr.write(`${line}\n`),
  });
  process.exit(code);
} catch (error) {
  process.stderr.write(`${error instanceof EnvError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
