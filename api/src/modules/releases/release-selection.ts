import { randomInt } from 'node:crypto';
import type { RemotesTable } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listActiveReleases, listReleaseOrigins, type ReleaseRow } from './releases.repository.js';
import type { RemoteConfig } from './release-validation.js';

/** How long an instance keeps what it read from the releases table: another instance's switch shows within this time. */
export const RELEASE_CACHE_MS = 2_000;

/** What remotes.json is built from: the live and canary release of each remote, and the release origins. */
export interface ReleaseSnapshot {
  active: ReleaseRow[];
  /** Origins of releases on another origin, plus RELEASE_ORIGINS. */
  origins: string[];
}

/**
 * The releases table as one instance sees it, read at most every
 * {@link RELEASE_CACHE_MS} (one query for every request in that time;
 * concurrent readers share it) and at once after a switch made here.
 */
export class ReleaseDirectory {
  private cached: { at: number; snapshot: Promise<ReleaseSnapshot> } | undefined;
  private lastOrigins: string[];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly extraOrigins: readonly string[],
    private readonly ttlMs = RELEASE_CACHE_MS,
  ) {
    this.lastOrigins = [...extraOrigins];
  }

  snapshot(): Promise<ReleaseSnapshot> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < this.ttlMs) return this.cached.snapshot;
    const snapshot = Promise.all([listActiveReleases(this.db), listReleaseOrigins(this.db)]).then(([active, origins]) => {
      this.lastOrigins = [...new Set([...origins, ...this.extraOrigins])].sort();
      return { active, origins: this.lastOrigins };
    });
    this.cached = { at: now, snapshot };
    // A failed read is not kept: the next request reads again.
    snapshot.catch(() => {
      if (this.cached?.snapshot === snapshot) this.cached = undefined;
    });
    return snapshot;
  }

  /** The release origins last read (synchronous: the CSP header of every answer lists them). */
  origins(): readonly string[] {
    return this.lastOrigins;
  }

  /** Forget what was read (a switch made on this instance). */
  invalidate(): void {
    this.cached = undefined;
  }
}

/** What a request gets: the table, and a key naming every selected release (the render cache's key). */
export interface ReleaseSelection extends RemotesTable {
  key: string;
}

/** A new visitor's canary bucket: 0-99, uniform. */
export function newBucket(): number {
  return randomInt(100);
}

/** The bucket of a cookie value, or undefined when absent or not a whole number 0-99. */
export function parseBucket(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

/**
 * The release of each remote for one visitor: a staff preview first, then
 * the canary when the visitor's bucket is below its share, else the live
 * release. A remote without any release keeps its build folder
 * (`/remotes/<path>/mf-manifest.json`, no version).
 */
export function selectReleases(
  remotes: readonly RemoteConfig[],
  active: readonly ReleaseRow[],
  visitor: { bucket?: number; preview?: readonly ReleaseRow[] },
): ReleaseSelection {
  const manifests: Record<string, string> = {};
  const versions: Record<string, string> = {};
  for (const remote of remotes) {
    const preview = visitor.preview?.find((row) => row.remote === remote.name);
    const canary = active.find((row) => row.remote === remote.name && row.state === 'canary');
    const live = active.find((row) => row.remote === remote.name && row.state === 'live');
    const chosen =
      preview ?? (canary && canary.canary_percent !== null && visitor.bucket !== undefined && visitor.bucket < canary.canary_percent ? canary : live);
    if (chosen) {
      manifests[remote.name] = `${chosen.base_url}mf-manifest.json`;
      versions[remote.name] = chosen.version;
    } else {
      manifests[remote.name] = `/remotes/${remote.path}/mf-manifest.json`;
    }
  }
  const key = remotes.map((remote) => `${remote.name}@${versions[remote.name] ?? '-'}`).join(',');
  return { manifests, versions, key };
}

/** Whether any remote has a canary (only then does a visitor need a bucket). */
export function hasCanary(active: readonly ReleaseRow[]): boolean {
  return active.some((row) => row.state === 'canary');
}
