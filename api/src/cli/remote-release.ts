import { EnvError, findRepoRoot, loadOperatorEnv } from '../config/env.js';
import { runReleaseCommand } from '../modules/releases/release-commands.js';

// `pnpm remote:deploy <folder> [--from DIR] [--canary PERCENT] [--base-url URL]`,
// `pnpm remote:rollback <folder>`, `pnpm remote:promote <folder>`,
// `pnpm remote:status`, `pnpm remote:cleanup` (ADR 0009). Works while the
// server runs: on the embedded database through its operator endpoint.
try {
  const [command = '', ...args] = process.argv.slice(2);
  const config = loadOperatorEnv();
  const code = await runReleaseCommand(command, args, { config, repoRoot: findRepoRoot(), print: (line) => process.stdout.write(`${line}\n`) });
  process.exit(code);
} catch (error) {
  process.stderr.write(`${error instanceof EnvError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
