import { findRepoRoot, loadOperatorEnv } from '../config/env.js';
import { runReleaseCommand } from '../modules/releases/release-commands.js';
import { runCli } from './run-cli.js';

// `pnpm remote:deploy <folder> [--from DIR] [--canary PERCENT] [--base-url URL]`,
// `pnpm remote:rollback <folder>`, `pnpm remote:promote <folder>`,
// `pnpm remote:status`, `pnpm remote:cleanup` (ADR 0009). Works while the
// server runs: on the embedded database through its operator endpoint.
await runCli(() => {
  const [command = '', ...args] = process.argv.slice(2);
  return runReleaseCommand(command, args, { config: loadOperatorEnv(), repoRoot: findRepoRoot(), print: (line) => process.stdout.write(`${line}\n`) });
});
