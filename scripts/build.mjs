// `pnpm build`: production build of every package (the shell, each remote of
// remotes.config.json, the API), two at a time.
// `node scripts/build.mjs --if-needed [folder ...]` (what `pnpm start` runs):
// only the packages whose build is missing or older than their sources
// (scripts/build-stamps.cjs); nothing when all are current.
import { spawnSync } from 'node:child_process';
import { buildPackages, checkBuild, REPO_ROOT, writeStamp } from './build-stamps.cjs';

const args = process.argv.slice(2);
const ifNeeded = args.includes('--if-needed');
const folders = args.filter((arg) => !arg.startsWith('--'));
const all = buildPackages();
const unknown = folders.filter((folder) => !all.some((pkg) => pkg.folder === folder));
if (unknown.length > 0) {
  console.error(`build: unknown package folder ${unknown.join(', ')} (known: ${all.map((pkg) => pkg.folder).join(', ')})`);
  process.exit(2);
}
const selected = folders.length > 0 ? all.filter((pkg) => folders.includes(pkg.folder)) : all;

const started = Date.now();
const checked = selected.map((pkg) => ({ pkg, ...checkBuild(pkg) }));
const todo = ifNeeded ? checked.filter((entry) => entry.stale) : checked;
if (ifNeeded) {
  const current = checked.filter((entry) => !entry.stale).map((entry) => entry.pkg.folder);
  if (todo.length === 0) {
    console.log(`build: every build is up to date (${current.join(', ')}; checked in ${Date.now() - started} ms)`);
    process.exit(0);
  }
  console.log(
    `build: building ${todo.map((entry) => `${entry.pkg.folder} (${entry.reason})`).join(', ')}${current.length ? `; up to date: ${current.join(', ')}` : ''}`,
  );
}

const filters = todo.flatMap((entry) => ['--filter', entry.pkg.name]);
const result = spawnSync('pnpm', ['--workspace-concurrency=2', ...filters, 'run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
if (result.status !== 0) {
  console.error(`build: failed (exit ${result.status ?? result.signal})`);
  process.exit(result.status ?? 1);
}
for (const entry of todo) writeStamp(entry.pkg, entry.hash);
console.log(`build: ${todo.map((entry) => entry.pkg.folder).join(', ')} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
