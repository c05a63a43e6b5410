import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

/**
 * Removes the old versions of rows that an UPDATE or DELETE left behind in
 * `tables` (the GDPR anonymisation: the person's name and address must not
 * stay readable in the database files). VACUUM cannot run inside a
 * transaction: call this after the change has committed.
 *
 * What it takes, found by grepping the data folder of an on-disk PGlite for
 * a name after anonymising (api/src/modules/gdpr/anonymisation-traces.test.ts):
 *
 * - plain VACUUM frees the dead rows of a table, but the bytes can stay in
 *   the page's free space (they did in a unique index on the address);
 * - VACUUM FULL writes each table, its TOAST table and its indexes anew, and
 *   the old files go;
 * - the write-ahead log still holds every row as it was written, in
 *   `pg_wal/` (16 MB segments, recycled by renaming, not by overwriting).
 *   With `wal_recycle` off, a switch to a new segment and a CHECKPOINT remove
 *   the segments before it: then no file of the data folder holds the name.
 *
 * So on PGlite (one process, a small database, nobody waiting on a lock for
 * long): VACUUM FULL, then the WAL switch and checkpoint. On PostgreSQL a
 * plain VACUUM: VACUUM FULL takes an exclusive lock, which would stop every
 * instance's reads of these tables (employees among them) while it copies
 * them; the WAL, its archive, replicas and backups are the operator's, kept
 * and expired by their retention (api/README.md, GDPR). A VACUUM the user
 * may not run is skipped by PostgreSQL with a warning, not an error.
 *
 * Blocks on disk that the filesystem freed are not overwritten by any of
 * this: that is what encryption at rest is for.
 */
export async function purgeOldRowVersions(database: Pick<DatabaseHandle, 'db' | 'kind'>, tables: readonly string[]): Promise<void> {
  const names = [...new Set(tables)];
  if (names.length === 0) return;
  const list = sql.join(names.map((name) => sql.table(name)));
  if (database.kind === 'postgres') {
    await sql`VACUUM ${list}`.execute(database.db);
    return;
  }
  await sql`VACUUM FULL ${list}`.execute(database.db);
  await sql`SET wal_recycle = off`.execute(database.db);
  try {
    await sql`SELECT pg_switch_wal()`.execute(database.db);
    await sql`CHECKPOINT`.execute(database.db);
  } finally {
    await sql`RESET wal_recycle`.execute(database.db);
  }
}
