// The one module-federation `shared` object imported by every build (shell and
// remotes). See ARCHITECTURE.md section 2 for the rules it encodes.
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

/** Federation container names by folder. */
const REMOTES = {
  mf_auth: { folder: 'mf-auth', path: 'auth', devPort: 3101 },
  mf_profile: { folder: 'mf-profile', path: 'profile', devPort: 3102 },
  mf_vacancies: { folder: 'mf-vacancies', path: 'vacancies', devPort: 3103 },
  mf_corporate: { folder: 'mf-corporate', path: 'corporate', devPort: 3104 },
};

/** What the shell needs from each remote (checked against built manifests in CI). */
const REQUIRED_EXPOSES = {
  mf_auth: ['./routes'],
  mf_profile: ['./routes'],
  mf_vacancies: ['./routes'],
  mf_corporate: ['./routes', './mount'],
};

module.exports = { shared: buildShared(), REMOTES, REQUIRED_EXPOSES, catalog };
