// Contract test between teams: every built remote's mf-manifest.json must
// expose what the shell needs, and its shared ranges must accept the versions
// the shell provides. Run after `pnpm build`.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { REMOTES, REQUIRED_EXPOSES, shared } = require('../shared/build/module-federation.cjs');
const { satisfies } = require('./semver-range.cjs');
const { serverBuildProblems } = require('./server-build-check.cjs');

function checkRemote(name, remote) {
  const problems = [];
  const file = new URL(`../${remote.folder}/dist/mf-manifest.json`, import.meta.url);
  if (!existsSync(file)) return [`${name}: ${remote.folder}/dist/mf-manifest.json is missing (run pnpm build)`];
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (manifest.name !== name) problems.push(`${name}: manifest names itself ${manifest.name}`);
  problems.push(...serverBuildProblems(name, manifest, (file) => existsSync(new URL(`../${remote.folder}/dist/${file}`, import.meta.url))));
  const exposed = new Set((manifest.exposes ?? []).map((e) => e.path));
  for (const expose of REQUIRED_EXPOSES[name]) {
    if (!exposed.has(expose)) problems.push(`${name}: does not expose ${expose} (exposes ${[...exposed].join(', ') || 'nothing'})`);
  }
  for (const entry of manifest.shared ?? []) {
    const provided = shared[entry.name] ?? shared[`${entry.name}/`];
    const prefixed = Object.keys(shared).find((key) => key.endsWith('/') && entry.name.startsWith(key));
    const host = provided ?? (prefixed ? shared[prefixed] : undefined);
    if (!host) continue; // shared by the remote only; the shell provides nothing to clash with
    // Prefix-matched subpaths (react/jsx-runtime, @interim/shared/ui) are
    // singletons at run time but the manifest leaves the flag out: only an
    // explicit false is a breach.
    if (entry.singleton === false && host.singleton) problems.push(`${name}: ${entry.name} is not a singleton`);
    if (entry.requiredVersion && !satisfies(host.version, entry.requiredVersion)) {
      problems.push(`${name}: requires ${entry.name}@${entry.requiredVersion}, the shell provides ${host.version}`);
    }
    if (entry.version && !satisfies(entry.version, host.requiredVersion)) {
      problems.push(`${name}: ships ${entry.name}@${entry.version}, the shell requires ${host.requiredVersion}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = Object.entries(REMOTES).flatMap(([name, remote]) => checkRemote(name, remote));
  if (problems.length) {
    console.error(`Remote manifests do not match the shell:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`Remote manifests match the shell (${Object.keys(REMOTES).length} remotes checked).`);
}
