import type { FastifyInstance } from 'fastify';
import { releaseStoreDir } from '../app.js';
import { hashBuild, releaseVersion, storeBaseUrl, storeRelease } from '../modules/releases/release-store.js';

/**
 * What `pnpm remote:deploy` does once a build passed its checks (ADR 0009):
 * the same content keeps its version, the files go into the store, and one
 * call to the operator endpoint switches. Answers the version.
 */
export async function publishTestRelease(
  app: FastifyInstance,
  remote: string,
  buildDir: string,
  options: { canaryPercent?: number; at?: Date } = {},
): Promise<string> {
  const headers = { authorization: `Bearer ${app.releases.operatorToken}` };
  const contentHash = await hashBuild(buildDir);
  const found = await app.inject({ method: 'POST', url: '/api/_operator/releases/find', headers, payload: { remote, contentHash } });
  const version = (found.json() as { release: { version: string } | null }).release?.version ?? releaseVersion(contentHash, options.at ?? new Date());
  await storeRelease(releaseStoreDir(app.config), remote, version, buildDir);
  const response = await app.inject({
    method: 'POST',
    url: '/api/_operator/releases/publish',
    headers,
    payload: {
      remote,
      version,
      contentHash,
      baseUrl: storeBaseUrl(remote, version),
      commit: 'abc1234',
      deployedBy: 'test',
      ...(options.canaryPercent === undefined ? {} : { canaryPercent: options.canaryPercent }),
    },
  });
  if (response.statusCode !== 200) throw new Error(`publish answered ${response.statusCode}: ${response.body}`);
  return version;
}
