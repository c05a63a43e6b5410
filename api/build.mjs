// `pnpm --filter @interim/api build`: bundles the server and the commands into
// api/dist as plain JavaScript for Node 20 (ADR 0011), so production runs
// `node dist/server.js` without compiling TypeScript at run time.
// `node build.mjs --if-needed` (the start scripts): only when dist is missing
// or older than the sources (scripts/build-stamps.cjs).
// Third-party packages stay external (resolved from api/node_modules at run
// time); the workspace package @interim/shared, which is TypeScript source, is
// bundled in. Type checking is `pnpm typecheck`'s job, not this build's.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPackages, checkBuild, writeStamp } from '../scripts/build-stamps.cjs';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !name.startsWith('@interim/'))
  .flatMap((name) => [name, `${name}/*`]);

/** What the production image runs: the server and the operator's commands. */
export const ENTRY_POINTS = {
  server: 'src/server.ts',
  // The site server's render workers (ADR 0024): started by render-pool.ts from dist/render-worker.js.
  'render-worker': 'src/plugins/render-worker.ts',
  // A CV's text extraction (ADR 0018 addendum): started by cv-text.ts from dist/cv-text-worker.js, one per CV.
  'cv-text-worker': 'src/modules/employees/cv-text-worker.ts',
  'create-staff': 'src/cli/create-staff.ts',
  seed: 'src/db/seed/cli.ts',
  'seed-bench': 'src/db/seed/bench-cli.ts',
  'load-postcodes': 'src/db/seed/load-postcodes-cli.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
};

const pkg = buildPackages().find((candidate) => candidate.folder === 'api');
const started = Date.now();
const { hash, stale, reason } = checkBuild(pkg);
if (process.argv.includes('--if-needed') && !stale) process.exit(0);
if (stale && process.argv.includes('--if-needed')) console.log(`api: building dist/ (${reason})`);

const { build } = await import('esbuild');
const outdir = path.join(apiDir, 'dist');
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: apiDir,
  entryPoints: ENTRY_POINTS,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  sourcemap: true,
  // Stack traces and pino's error lines keep the source's names.
  keepNames: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  metafile: true,
});
writeStamp(pkg, hash);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`api: built ${Object.keys(ENTRY_POINTS).length} entry points into dist/ (${Math.round(bytes / 1024)} KiB with source maps) in ${Date.now() - started} ms`);
