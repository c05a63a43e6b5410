// Part of the manifest check (check-manifests.mjs), in CommonJS so jest can test it.

/**
 * The remote's Node build (server rendering, ADR 0004 option 1): its manifest
 * must list it as `metaData.ssrRemoteEntry`, and the file must be in its
 * deploy folder. `fileExists` answers for a path relative to that folder.
 * @param {string} name
 * @param {{ metaData?: { ssrRemoteEntry?: { name?: string, path?: string } } }} manifest
 * @param {(file: string) => boolean} fileExists
 * @returns {string[]}
 */
function serverBuildProblems(name, manifest, fileExists) {
  const ssr = manifest.metaData?.ssrRemoteEntry;
  if (!ssr?.name) return [`${name}: the manifest lists no server build (metaData.ssrRemoteEntry)`];
  const file = `${ssr.path ? `${ssr.path.replace(/\/$/, '')}/` : ''}${ssr.name}`;
  return fileExists(file) ? [] : [`${name}: its server build ${file} is missing`];
}

module.exports = { serverBuildProblems };
