// `pnpm test`: unit and integration tests (jest), the production build, the
// remote-manifest contract check, the asserted bundle budgets, then
// Playwright against that build. Ends
// with one plain line `N passed, N failed` summed over everything (CI reads
// it; it does not read jest's own summary) and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const steps = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// 1. jest: every package's unit tests and the API's integration tests.
const jestReport = resolve(reports, 'jest.json');
// --forceExit: a test that times out (a loaded machine) can leave its app or database open, and
// on 2 cores jest runs the tests in its own process, which then never exits and the whole run hangs
// (seen 2026-11-25: 20 minutes after the last test). The timed-out test is still counted as failed.
const jestOk = run('jest', 'pnpm', ['exec', 'jest', '--json', `--outputFile=${jestReport}`, '--forceExit']);
const jest = readJson(jestReport);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
if (!jestOk && (!jest || jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) === 0)) failed += 1;

// 2. production build of the shell and every remote, 3. the contract check.
const buildOk = process.env.SKIP_BUILD === '1' || run('build', 'pnpm', ['build']);
if (!buildOk) failed += 1;
const manifestsOk = buildOk && run('remote manifests', 'node', ['scripts/check-manifests.mjs']);
if (manifestsOk) passed += 1;
else failed += 1;
// 3b. the bundle budgets (scripts/budgets.json) of that build.
const budgetsOk = buildOk && run('bundle budgets', 'node', ['scripts/check-budgets.mjs']);
if (budgetsOk) passed += 1;
else failed += 1;

// 4. Playwright against the production build.
if (buildOk) {
  const pwReport = resolve(reports, 'playwright.json');
  const e2eOk = run('playwright', 'pnpm', ['--filter', '@interim/e2e', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport });
  const pw = readJson(pwReport);
  if (pw?.stats) {
    passed += pw.stats.expected + pw.stats.flaky;
    failed += pw.stats.unexpected;
  }
  if (!e2eOk && (!pw?.stats || pw.stats.unexpected === 0)) failed += 1;
}

console.log(`\n${steps.join('\n')}`);
if (!existsSync(jestReport)) console.log('(no jest report was written)');
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
