import { invocationDir, loadEnv } from '../config/env.js';
import { runRestore } from '../backup/backup-command.js';
import { runCli } from './run-cli.js';

// `pnpm restore <file>` (root) or `pnpm --filter @interim/api restore <file>`: see api/README.md, Operator's runbook.
await runCli(() =>
  runRestore(process.argv.slice(2), {
    config: loadEnv(),
    invokedFrom: invocationDir(),
    print: (line) => process.stdout.write(`${line}\n`),
    printError: (line) => process.stderr.write(`${line}\n`),
  }),
);
