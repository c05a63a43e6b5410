// `pnpm dev`: the API on :3001 and the dev servers of the shell (:3000) and of
// every remote in remotes.config.json (their dev ports), in one terminal.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const concurrently = require('concurrently');
const { remotes } = JSON.parse(readFileSync(new URL('../remotes.config.json', import.meta.url), 'utf8'));

const commands = [
  { name: 'api', command: 'pnpm --filter @interim/api dev', env: { PORT: '3001', SERVE_STATIC: 'false' } },
  { name: 'shell', command: 'pnpm --filter @interim/shell dev' },
  ...remotes.map((remote) => ({ name: remote.path, command: `pnpm --filter @interim/${remote.folder} dev` })),
];

const { result } = concurrently(commands, { killOthersOn: ['failure', 'success'], prefix: 'name' });
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
