// `pnpm check:budgets` (a step of `pnpm test`, after the build): the bundle
// budgets as asserted checks. Ceilings in scripts/budgets.json, bytes of gzip:
// the home page's first-load JS (every script `/` loads until the network is
// idle, in Chromium against the production server) and each remote's
// remoteEntry.js. A build's sizes are deterministic, so a ceiling a change
// crosses is a real growth: shrink it back, or raise the ceiling in the same
// commit and say why.
import { readFileSync } from 'node:fs';
import { kb, measureHome, remoteEntrySizes } from './bundle-sizes.mjs';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const problems = [];
const lines = [];

function check(label, bytes, ceiling) {
  if (ceiling === undefined) {
    problems.push(`${label}: no ceiling in scripts/budgets.json`);
    return;
  }
  if (bytes === undefined) {
    problems.push(`${label}: not built (run pnpm build)`);
    return;
  }
  const ok = bytes <= ceiling;
  lines.push(`${ok ? 'ok  ' : 'OVER'} ${label}: ${bytes} B (${kb(bytes)}) of ${ceiling} B`);
  if (!ok) problems.push(`${label} is ${bytes} B, over its ceiling of ${ceiling} B by ${bytes - ceiling} B`);
}

const home = await measureHome(Number(process.env.BUDGET_PORT ?? 3331));
check('home first-load JS', home.total, budgets.homeFirstLoadJs);
for (const [folder, bytes] of Object.entries(remoteEntrySizes())) check(`${folder}/remoteEntry.js`, bytes, budgets.remoteEntry[folder]);

console.log(lines.join('\n'));
if (problems.length > 0) {
  console.error(`\nBundle budgets exceeded:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  for (const { file, bytes } of home.files) console.error(`  home loads ${file} ${bytes} B`);
  process.exit(1);
}
console.log('Bundle budgets kept.');
