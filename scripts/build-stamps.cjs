// Which production builds are missing or out of date (ADR 0011): `pnpm start`
// builds only those, `pnpm build` builds everything. A package's build is
// current when its stamp holds the hash of its inputs as they are now and its
// output exists. The stamp is written by the build after it succeeded, with
// the hash taken before it started (a file edited during a build makes the
// next start build again).
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..');

/** Where the stamps live: outside every dist folder (never served), ignored by git with node_modules. */
const stampDir = (root) => path.join(root, 'node_modules', '.cache', 'interim-build');

/** Files of the repository root that every build reads. */
const ROOT_INPUTS = ['pnpm-lock.yaml', 'remotes.config.json', 'tsconfig.base.json'];

/** Folder names and file names that are no input of a production build. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.prerender', 'test-results', 'coverage']);
const SKIPPED_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\.md$|\.tsbuildinfo$/;

/**
 * The packages with a production build: the shell, each remote of
 * remotes.config.json, and the API. `output` is a file every good build writes.
 */
function buildPackages(root = REPO_ROOT) {
  const { remotes } = JSON.parse(readFileSync(path.join(root, 'remotes.config.json'), 'utf8'));
  return [
    { name: '@interim/shell', folder: 'shell', output: 'dist/server/main.js' },
    ...remotes.map((remote) => ({ name: `@interim/${remote.folder}`, folder: remote.folder, output: 'dist/mf-manifest.json' })),
    { name: '@interim/api', folder: 'api', output: 'dist/server.js' },
  ];
}

function listFiles(dir, into) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return into;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) listFiles(full, into);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      into.push(full);
    }
  }
  return into;
}

/** sha256 over the relative paths and contents of the files of `folder`. */
function hashFolder(root, folder) {
  const hash = createHash('sha256');
  for (const file of listFiles(path.join(root, folder), []).sort()) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The hash of everything a package's build reads: its folder, the shared package (source of all) and the root inputs. */
function inputsHash(pkg, root = REPO_ROOT) {
  const hash = createHash('sha256');
  hash.update(hashFolder(root, pkg.folder)).update(hashFolder(root, 'shared'));
  for (const file of ROOT_INPUTS) {
    const full = path.join(root, file);
    hash.update(file).update('\0').update(existsSync(full) ? readFileSync(full) : '');
  }
  return hash.digest('hex');
}

const stampFile = (pkg, root) => path.join(stampDir(root), `${pkg.folder}.json`);

/** Whether `pkg` needs a build, and why: `{ hash, stale: false }` or `{ hash, stale: true, reason }`. */
function checkBuild(pkg, root = REPO_ROOT) {
  const hash = inputsHash(pkg, root);
  if (!existsSync(path.join(root, pkg.folder, pkg.output))) return { hash, stale: true, reason: 'not built' };
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile(pkg, root), 'utf8'));
  } catch {
    return { hash, stale: true, reason: 'no build stamp' };
  }
  return stamp.hash === hash ? { hash, stale: false } : { hash, stale: true, reason: 'sources changed' };
}

/** Records that `pkg` was built from the inputs of `hash`. */
function writeStamp(pkg, hash, root = REPO_ROOT) {
  mkdirSync(stampDir(root), { recursive: true });
  writeFileSync(stampFile(pkg, root), `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
}

module.exports = { REPO_ROOT, buildPackages, inputsHash, checkBuild, writeStamp };
