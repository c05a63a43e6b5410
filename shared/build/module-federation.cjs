// The one module-federation `shared` object imported by every build (shell and
// remotes). See docs/architecture.md section 2 for the rules it encodes.
const { readCatalog } = require('./catalog.cjs');
const sharedPackage = require('../package.json');

const catalog = readCatalog();

/**
 * Packages shared as singletons, with the subpath (prefix) key where apps
 * import subpaths. React Router is not among them: apps import it through
 * `@interim/shared/routing` so it tree-shakes (ADR 0002), as Chakra goes
 * through `@interim/shared/ui`.
 */
const SINGLETONS = [
  ['react', true],
  ['react-dom', true],
  ['@emotion/react', true],
  ['swr', true],
  ['react-hook-form', false],
  ['zod', true],
  ['@hookform/resolvers', true],
];

function buildShared() {
  const shared = {};
  for (const [name, withSubpaths] of SINGLETONS) {
    const version = catalog[name];
    if (!version) throw new Error(`No catalog version for shared package ${name}`);
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    // Only the prefix key matches deep imports such as react/jsx-runtime.
    shared[name] = entry;
    if (withSubpaths) shared[`${name}/`] = entry;
  }
  // The platform package: a strict singleton. The prefix key matches every
  // subpath import (@interim/shared/ui, /api-client ...); a bare key would not.
  const platform = {
    singleton: true,
    strictVersion: true,
    requiredVersion: `^${sharedPackage.version}`,
    version: sharedPackage.version,
  };
  shared['@interim/shared/'] = platform;
  return shared;
}

/** The one list of remotes (remotes.config.json at the repository root). */
const REMOTE_LIST = require('../../remotes.config.json').remotes;

/** Remotes by federation container name: folder, URL segment under /remotes/, dev port, exposes, mounts. */
const REMOTES = Object.fromEntries(REMOTE_LIST.map((remote) => [remote.name, remote]));

/** What the shell needs from each remote: what the list says it exposes (checked against built manifests in CI). */
const REQUIRED_EXPOSES = Object.fromEntries(REMOTE_LIST.map((remote) => [remote.name, Object.keys(remote.exposes)]));

/**
 * The build options of the remote in `appDir`: container name, exposes, dev
 * port and harness title, all from the list. The remote is found by its
 * package name (`@interim/<folder>`), so a copy of its folder elsewhere (the
 * redeploy e2e test builds one) is still that remote.
 */
function remoteBuildOptions(appDir) {
  const path = require('node:path');
  const fs = require('node:fs');
  const packageFile = path.join(appDir, 'package.json');
  const packageName = fs.existsSync(packageFile) ? JSON.parse(fs.readFileSync(packageFile, 'utf8')).name : undefined;
  const folder = typeof packageName === 'string' && packageName.startsWith('@interim/') ? packageName.slice('@interim/'.length) : path.basename(appDir);
  const remote = REMOTE_LIST.find((entry) => entry.folder === folder);
  if (!remote) throw new Error(`${folder} is not in remotes.config.json`);
  return { name: remote.name, exposes: remote.exposes, port: remote.devPort, title: `${remote.folder} (los)` };
}

module.exports = { shared: buildShared(), REMOTES, REMOTE_LIST, REQUIRED_EXPOSES, remoteBuildOptions, catalog };
