import type { Release, ReleasesOverview, RemoteReleases } from '@interim/shared/contract';
import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ReleasesTable } from './releases.tables.js';
import './releases.tables.js';

export type ReleaseRow = Selectable<ReleasesTable>;

/** A refusal of an operator command, with its Dutch message (the CLI prints it; nothing changed). */
export class ReleaseCommandError extends Error {
  constructor(
    readonly code: 'NO_RELEASE' | 'NO_PREVIOUS' | 'NO_CANARY' | 'CONFLICT' | 'FILES_DELETED',
    message: string,
  ) {
    super(message);
    this.name = 'ReleaseCommandError';
  }
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The other origin of a base URL, or null for the site's own paths. */
export function originOf(baseUrl: string): string | null {
  return /^https?:\/\//i.test(baseUrl) ? new URL(baseUrl).origin : null;
}

/** The contract's form of a row. */
export function toRelease(row: ReleaseRow): Release {
  return {
    remote: row.remote,
    version: row.version,
    state: row.state,
    source: row.source,
    baseUrl: row.base_url,
    manifestUrl: `${row.base_url}mf-manifest.json`,
    origin: originOf(row.base_url),
    commit: row.commit_sha,
    deployedBy: row.deployed_by,
    createdAt: row.created_at.toISOString(),
    liveAt: iso(row.live_at),
    canaryPercent: row.canary_percent,
    filesDeletedAt: iso(row.files_deleted_at),
  };
}

/** The live and canary rows of every remote (what remotes.json is built from). */
export function listActiveReleases(db: Kysely<Database>): Promise<ReleaseRow[]> {
  return db.selectFrom('releases').selectAll().where('state', 'in', ['live', 'canary']).execute();
}

export function findRelease(db: Kysely<Database>, remote: string, version: string): Promise<ReleaseRow | undefined> {
  return db.selectFrom('releases').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
}

export function findReleaseByContent(db: Kysely<Database>, remote: string, contentHash: string): Promise<ReleaseRow | undefined> {
  return db.selectFrom('releases').selectAll().where('remote', '=', remote).where('content_hash', '=', contentHash).executeTakeFirst();
}

/** The origins of every release still served from another origin (CSP, the render's allowlist). */
export async function listReleaseOrigins(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('releases').select('base_url').where('files_deleted_at', 'is', null).where('base_url', 'like', 'http%').execute();
  return [...new Set(rows.map((row) => originOf(row.base_url)).filter((origin): origin is string => origin !== null))].sort();
}

/** Per remote (in the given order): live, canary, the last 10 releases newest first. */
export async function releasesOverview(db: Kysely<Database>, remotes: readonly string[], retentionDays: number): Promise<ReleasesOverview> {
  const rows = await db
    .selectFrom('releases')
    .selectAll()
    .where('remote', 'in', remotes.length > 0 ? [...remotes] : [''])
    .where(sql<boolean>`(SELECT count(*) FROM releases newer WHERE newer.remote = releases.remote AND newer.created_at > releases.created_at) < 10`)
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .execute();
  const live = await db.selectFrom('releases').selectAll().where('state', 'in', ['live', 'canary']).execute();
  return {
    retentionDays,
    remotes: remotes.map((remote): RemoteReleases => {
      const liveRow = live.find((row) => row.remote === remote && row.state === 'live');
      const canaryRow = live.find((row) => row.remote === remote && row.state === 'canary');
      return {
        remote,
        live: liveRow ? toRelease(liveRow) : null,
        canary: canaryRow ? toRelease(canaryRow) : null,
        recent: rows.filter((row) => row.remote === remote).slice(0, 10).map(toRelease),
      };
    }),
  };
}

export interface NewRelease {
  remote: string;
  version: string;
  contentHash: string;
  source: 'deploy' | 'build';
  baseUrl: string;
  commit: string | null;
  deployedBy: string | null;
}

/** Locks the remote's rows for the switch (PostgreSQL; PGlite has one connection anyway). */
async function lockRemote(trx: Transaction<Database>, remote: string): Promise<ReleaseRow[]> {
  return trx.selectFrom('releases').selectAll().where('remote', '=', remote).forUpdate().execute();
}

/**
 * Makes `version` the live release of `remote` in one transaction: the live
 * one becomes previous, the previous one retired, a canary ends (retired,
 * unless it is the one going live). Nothing happens when it is live already.
 */
async function makeLive(trx: Transaction<Database>, rows: ReleaseRow[], remote: string, version: string, now: Date): Promise<void> {
  const target = rows.find((row) => row.version === version);
  if (!target) throw new ReleaseCommandError('NO_RELEASE', `${remote}@${version} bestaat niet.`);
  if (target.files_deleted_at) throw new ReleaseCommandError('FILES_DELETED', `De bestanden van ${remote}@${version} zijn na de bewaartermijn verwijderd.`);
  if (target.state === 'live') {
    // Live already: only a canary of another release ends.
    await retire(trx, remote, rows.filter((row) => row.state === 'canary').map((row) => row.version), now);
    return;
  }
  const live = rows.find((row) => row.state === 'live');
  const toRetire = rows.filter((row) => row.version !== version && (row.state === 'canary' || (row.state === 'previous' && live !== undefined)));
  await retire(trx, remote, toRetire.map((row) => row.version), now);
  if (live) {
    // The target may be the previous one itself (a rollback): it leaves 'previous' below before the old live takes its place.
    await trx.updateTable('releases').set({ state: 'retired', retired_at: now, canary_percent: null }).where('remote', '=', remote).where('version', '=', version).execute();
    await trx.updateTable('releases').set({ state: 'previous', retired_at: null }).where('remote', '=', remote).where('version', '=', live.version).execute();
  }
  await trx
    .updateTable('releases')
    .set({ state: 'live', live_at: now, retired_at: null, canary_percent: null })
    .where('remote', '=', remote)
    .where('version', '=', version)
    .execute();
}

async function retire(trx: Transaction<Database>, remote: string, versions: string[], now: Date): Promise<void> {
  if (versions.length === 0) return;
  await trx
    .updateTable('releases')
    .set({ state: 'retired', retired_at: now, canary_percent: null })
    .where('remote', '=', remote)
    .where('version', 'in', versions)
    .execute();
}

/**
 * Registers a release (or finds the same content registered before) and
 * makes it live, or the canary for `canaryPercent` of the visitors. One
 * transaction: every instance sees the old or the new state, nothing between.
 */
export async function publishRelease(
  db: Kysely<Database>,
  release: NewRelease,
  options: { now: Date; canaryPercent?: number },
): Promise<{ release: ReleaseRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('releases')
      .values({
        remote: release.remote,
        version: release.version,
        content_hash: release.contentHash,
        state: 'retired',
        source: release.source,
        base_url: release.baseUrl,
        commit_sha: release.commit,
        deployed_by: release.deployedBy,
        created_at: options.now,
        retired_at: options.now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    const rows = await lockRemote(trx, release.remote);
    const row = rows.find((candidate) => candidate.content_hash === release.contentHash);
    if (!row) throw new ReleaseCommandError('CONFLICT', `${release.remote}@${release.version} kon niet worden vastgelegd.`);
    const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    if (!created && (row.files_deleted_at !== null || row.base_url !== release.baseUrl)) {
      // The same build published again: its files were just copied (or uploaded) to `baseUrl`.
      await trx
        .updateTable('releases')
        .set({ files_deleted_at: null, base_url: release.baseUrl })
        .where('remote', '=', release.remote)
        .where('version', '=', row.version)
        .execute();
      row.files_deleted_at = null;
      row.base_url = release.baseUrl;
    }
    if (options.canaryPercent === undefined) {
      await makeLive(trx, rows, release.remote, row.version, options.now);
    } else {
      if (row.state === 'live') throw new ReleaseCommandError('CONFLICT', `${release.remote}@${row.version} is al live: een canary moet een andere release zijn.`);
      if (row.files_deleted_at) throw new ReleaseCommandError('FILES_DELETED', `De bestanden van ${release.remote}@${row.version} zijn na de bewaartermijn verwijderd.`);
      await retire(trx, release.remote, rows.filter((other) => other.state === 'canary' && other.version !== row.version).map((other) => other.version), options.now);
      await trx
        .updateTable('releases')
        .set({ state: 'canary', canary_percent: options.canaryPercent, live_at: options.now, retired_at: null })
        .where('remote', '=', release.remote)
        .where('version', '=', row.version)
        .execute();
    }
    const updated = await trx.selectFrom('releases').selectAll().where('remote', '=', release.remote).where('version', '=', row.version).executeTakeFirstOrThrow();
    return { release: updated, created };
  });
}

/**
 * `pnpm remote:rollback`: with a canary running, the canary ends (its
 * visitors get the live release again); otherwise the previous release
 * becomes live and the rolled-back one previous.
 */
export async function rollbackRelease(db: Kysely<Database>, remote: string, now: Date): Promise<{ ended: 'canary' | 'live'; release: ReleaseRow }> {
  return db.transaction().execute(async (trx) => {
    const rows = await lockRemote(trx, remote);
    const canary = rows.find((row) => row.state === 'canary');
    if (canary) {
      await retire(trx, remote, [canary.version], now);
      const live = rows.find((row) => row.state === 'live');
      if (!live) throw new ReleaseCommandError('NO_RELEASE', `${remote} heeft geen live release.`);
      return { ended: 'canary' as const, release: live };
    }
    const previous = rows.find((row) => row.state === 'previous');
    if (!previous) throw new ReleaseCommandError('NO_PREVIOUS', `${remote} heeft geen vorige release om naar terug te gaan.`);
    await makeLive(trx, rows, remote, previous.version, now);
    return { ended: 'live' as const, release: { ...previous, state: 'live' as const } };
  });
}

/** `pnpm remote:promote`: the canary becomes live for every visitor. */
export async function promoteCanary(db: Kysely<Database>, remote: string, now: Date): Promise<ReleaseRow> {
  return db.transaction().execute(async (trx) => {
    const rows = await lockRemote(trx, remote);
    const canary = rows.find((row) => row.state === 'canary');
    if (!canary) throw new ReleaseCommandError('NO_CANARY', `${remote} heeft geen canary om live te zetten.`);
    await makeLive(trx, rows, remote, canary.version, now);
    return { ...canary, state: 'live' as const, canary_percent: null };
  });
}

/**
 * Releases whose files may go: retired longer than `retentionDays` ago and
 * not deleted yet (never live, canary or previous ones).
 */
export function listExpiredReleases(db: Kysely<Database>, now: Date, retentionDays: number): Promise<ReleaseRow[]> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  return db
    .selectFrom('releases')
    .selectAll()
    .where('state', '=', 'retired')
    .where('files_deleted_at', 'is', null)
    .where('retired_at', '<=', before)
    .execute();
}

/** Marks a release's files deleted, only while it is still retired (a release made live meanwhile keeps them). */
export async function markFilesDeleted(db: Kysely<Database>, remote: string, version: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('releases')
    .set({ files_deleted_at: now })
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('state', '=', 'retired')
    .where('files_deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The newest creation time of a remote's releases (a build registered at start must be newer). */
export async function newestReleaseTime(db: Kysely<Database>, remote: string): Promise<Date | undefined> {
  const row = await db.selectFrom('releases').select((eb) => eb.fn.max('created_at').as('newest')).where('remote', '=', remote).executeTakeFirst();
  return row?.newest ? new Date(row.newest as Date) : undefined;
}
