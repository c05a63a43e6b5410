import { invocationDir, loadEnv } from '../config/env.js';
import { runBackup } from '../backup/backup-command.js';
import { runCli } from './run-cli.js';

// `pnpm backup <file>` (root) or `pnpm --filter @interim/api backup <file>`: see api/README.md, Operator's runbook.
await runCli(() =>
  runBackup(process.argv.slice(2), {
    config: loadEnv(),
    invokedFrom: invocationDir(),
    print: (line) => process.stdout.write(`${line}\n`),
    printError: (line) => process.stderr.write(`${line}\n`),
  }),
);
