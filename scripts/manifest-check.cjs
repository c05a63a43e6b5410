// The manifest contract between a remote and the shell, in CommonJS so that
// `pnpm check:manifests` (every built remote) and `pnpm remote:deploy` (one
// build before it goes live, api/src/modules/releases/release-validation.ts)
// run the same checks.
const { REQUIRED_EXPOSES, shared } = require('../shared/build/module-federation.cjs');
const { satisfies } = require('./semver-range.cjs');
const { serverBuildProblems } = require('./server-build-check.cjs');

/**
 * What keeps a remote's build from working with the shell: a manifest of
 * another container, a missing server build, an expose the shell needs that
 * is missing, a shared range that excludes the shell's version (or a version
 * outside the shell's range).
 * @param {string} name the container name, `mf_vacancies`
 * @param {any} manifest the parsed mf-manifest.json
 * @param {(file: string) => boolean} fileExists answers for a path relative to the build folder
 * @returns {string[]}
 */
function manifestProblems(name, manifest, fileExists) {
  const problems = [];
  if (manifest.name !== name) problems.push(`${name}: manifest names itself ${manifest.name}`);
  problems.push(...serverBuildProblems(name, manifest, fileExists));
  const exposed = new Set((manifest.exposes ?? []).map((e) => e.path));
  for (const expose of REQUIRED_EXPOSES[name] ?? []) {
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

module.exports = { manifestProblems };
