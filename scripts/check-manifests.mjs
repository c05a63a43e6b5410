// Contract test between teams: every built remote's mf-manifest.json must
// expose what the shell needs, and its shared ranges must accept the versions
// the shell provides. Run after `pnpm build`.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { REMOTES } = require('../shared/build/module-federation.cjs');
const { manifestProblems } = require('./manifest-check.cjs');

function checkRemote(name, remote) {
  const file = new URL(`../${remote.folder}/dist/mf-manifest.json`, import.meta.url);
  if (!existsSync(file)) return [`${name}: ${remote.folder}/dist/mf-manifest.json is missing (run pnpm build)`];
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return manifestProblems(name, manifest, (file) => existsSync(new URL(`../${remote.folder}/dist/${file}`, import.meta.url)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = Object.entries(REMOTES).flatMap(([name, remote]) => checkRemote(name, remote));
  if (problems.length) {
    console.error(`Remote manifests do not match the shell:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`Remote manifests match the shell (${Object.keys(REMOTES).length} remotes checked).`);
}
