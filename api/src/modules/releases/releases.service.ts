import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deleteStoredRelease, hashBuild, newestFileTime, releaseVersion, storeBaseUrl, storeRelease } from './release-store.js';
import type { RemoteConfig } from './release-validation.js';
import {
  findReleaseByContent,
  listExpiredReleases,
  markFilesDeleted,
  newestReleaseTime,
  publishRelease,
  type ReleaseRow,
} from './releases.repository.js';

/**
 * The release commands of the operator endpoint and the staff overview:
 * each is one transaction of the repository with nothing else to decide, so
 * the routes reach them here (ADR 0025: routes import no repository).
 */
export { findReleaseByContent, promoteCanary, publishRelease, ReleaseCommandError, releasesOverview, rollbackRelease, toRelease } from './releases.repository.js';

/** Retention cleanup: deletes the files of releases retired longer than `retentionDays` ago. Answers `remote@version` of each. */
export async function cleanupReleases(db: Kysely<Database>, storeDir: string, now: Date, retentionDays: number): Promise<string[]> {
  const deleted: string[] = [];
  for (const row of await listExpiredReleases(db, now, retentionDays)) {
    // Marked first, only while still retired: a release made live meanwhile keeps its files.
    if (!(await markFilesDeleted(db, row.remote, row.version, now))) continue;
    if (row.base_url === storeBaseUrl(row.remote, row.version)) await deleteStoredRelease(storeDir, row.remote, row.version);
    deleted.push(`${row.remote}@${row.version}`);
  }
  return deleted;
}

export type BuildRegistration =
  | { remote: string; outcome: 'registered'; release: ReleaseRow }
  | { remote: string; outcome: 'known' | 'older' | 'no-build'; version?: string };

/**
 * Start-up (ADR 0009, "Bootstrapping"): a remote's built `<folder>/dist`
 * becomes a release (source `build`) when the remote has no release yet, or
 * when the build differs from every release and is newer than the newest
 * one (`pnpm build && pnpm start` serves what was built). A build equal to a
 * release changes nothing (a rollback stays rolled back); an older,
 * different one is left alone (a deploy made after that build stays live).
 */
export async function registerBuild(
  db: Kysely<Database>,
  options: { remote: RemoteConfig; buildDir: string; storeDir: string; now: Date },
): Promise<BuildRegistration> {
  const { remote, buildDir } = options;
  if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) return { remote: remote.name, outcome: 'no-build' };
  const contentHash = await hashBuild(buildDir);
  const known = await findReleaseByContent(db, remote.name, contentHash);
  if (known) return { remote: remote.name, outcome: 'known', version: known.version };
  const newest = await newestReleaseTime(db, remote.name);
  if (newest && (await newestFileTime(buildDir)) <= newest) return { remote: remote.name, outcome: 'older' };
  const version = releaseVersion(contentHash, options.now);
  await storeRelease(options.storeDir, remote.name, version, buildDir);
  const { release } = await publishRelease(
    db,
    { remote: remote.name, version, contentHash, source: 'build', baseUrl: storeBaseUrl(remote.name, version), commit: null, deployedBy: null },
    { now: options.now },
  );
  return { remote: remote.name, outcome: 'registered', release };
}
