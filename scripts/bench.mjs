// `pnpm bench`: reports (never asserts) the size budgets, Lighthouse
// (scripts/lighthouse.mjs; BENCH_SKIP_LIGHTHOUSE=1 skips it) and the API
// benchmark. Sizes: gzip of the JS the home page loads before it is idle, in
// real Chromium against the production server, and of each remoteEntry.js.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { kb, measureHome, remoteEntrySizes, root } from './bundle-sizes.mjs';

const port = Number(process.env.BENCH_PORT ?? 3330);

if (!existsSync(join(root, 'shell/dist/index.html')) || process.env.BENCH_BUILD === '1') {
  const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const home = await measureHome(port);
console.log('\n== Bundle sizes (gzip; pnpm check:budgets asserts them) ==');
console.log(`home first-load JS: ${kb(home.total)} (target <= 150 KB)`);
for (const { file, bytes } of home.files) console.log(`  ${file} ${kb(bytes)}`);
for (const [folder, bytes] of Object.entries(remoteEntrySizes())) {
  console.log(`${folder}/remoteEntry.js: ${bytes === undefined ? 'not built' : kb(bytes)}`);
}

// Lighthouse after the size budgets (scripts/lighthouse.mjs): reports, never
// asserts; a crash of the measurement itself still fails the command.
if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
  const { runLighthouse } = await import('./lighthouse.mjs');
  try {
    await runLighthouse();
  } catch (error) {
    console.error(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

const apiBench = join(root, 'api/bench/vacancies.bench.ts');
if (existsSync(apiBench) && process.env.BENCH_SKIP_API !== '1') {
  console.log('\n== API benchmark ==');
  const result = spawnSync('pnpm', ['--filter', '@interim/api', 'exec', 'tsx', 'bench/vacancies.bench.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
