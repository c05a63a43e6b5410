import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../db/database.js';
import { inspectEmbedded, postgresObjects, restorePostgres, type SnapshotInfo } from '../db/snapshot.js';
import { holdPendingMails } from '../mail/mail-outbox.repository.js';
import { type BackupManifest, openBackupArchive, type OpenedBackup } from './archive.js';
import { CV_FOLDER, JWT_SECRET_FILE } from './create-backup.js';

/** The restore was refused before anything was written; the message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreOptions {
  /** The data folder to restore into (files, and the embedded database). */
  dataDir: string;
  /** PostgreSQL to restore into (must be empty); absent: the embedded database in `${dataDir}/db`. */
  databaseUrl?: string;
  /** The backup archive. */
  file: string;
  /** Every migration this version of the API knows. */
  knownMigrations: string[];
  /**
   * Entries of the data folder that do not make it "not empty": files of a
   * process, not data (the lock of the folder, the operator token).
   */
  ignoredEntries?: (name: string) => boolean;
  /**
   * Leave the mail that was pending at backup time pending, so a server on the
   * restored data sends it (`pnpm restore --send-pending`). By default it is
   * held: the source server most likely sent it after the backup, and a
   * check of the backup must not send it again (issue 43, item 3).
   */
  sendPending?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** What the restored database holds (read back from it; PGlite only). */
  restored?: SnapshotInfo;
  /** Migrations the server will apply on its next start (the backup is older than this version). */
  pendingMigrations: string[];
  /** Mails pending at backup time that the restore put on hold (0 with `sendPending`). */
  heldMails: number;
}

async function entriesOf(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

const list = (names: string[], total = names.length) => `${names.slice(0, 5).join(', ')}${total > 5 ? ` and ${total - 5} more` : ''}`;

/** Refuses (throws {@link RestoreRefusedError}) unless the target holds nothing the restore would write over. */
async function checkTargetIsEmpty(backup: OpenedBackup, options: RestoreOptions): Promise<void> {
  const ignored = options.ignoredEntries ?? (() => false);
  if (!options.databaseUrl) {
    const found = (await entriesOf(options.dataDir)).filter((name) => !ignored(name)).sort();
    if (found.length > 0) {
      throw new RestoreRefusedError(
        `Refusing to restore: the data folder ${options.dataDir} is not empty (${list(found)}). Restore into an empty or new folder (DATA_DIR=...), or move this one away first; nothing was changed.`,
      );
    }
    return;
  }
  const objects = await postgresObjects(options.databaseUrl);
  if (objects.count > 0) {
    throw new RestoreRefusedError(
      `Refusing to restore: the database of DATABASE_URL is not empty (${objects.count} tables, views or sequences: ${list(objects.names, objects.count)}). Restore into a new, empty database (createdb), or drop this one first; nothing was changed.`,
    );
  }
  const conflicts: string[] = [];
  if (backup.manifest.jwtSecret && (await exists(path.join(options.dataDir, JWT_SECRET_FILE)))) conflicts.push(JWT_SECRET_FILE);
  if (backup.manifest.cvFiles > 0 && (await entriesOf(path.join(options.dataDir, CV_FOLDER))).length > 0) conflicts.push(`${CV_FOLDER}/`);
  if (conflicts.length > 0) {
    throw new RestoreRefusedError(
      `Refusing to restore: the data folder ${options.dataDir} already holds ${conflicts.join(' and ')}, which the backup would replace. Use an empty data folder (DATA_DIR=...); nothing was changed.`,
    );
  }
}

/** Puts the restored database's pending mail on hold (holdPendingMails); answers how many. */
async function holdOn(target: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; connectionString: string }): Promise<number> {
  const database = await openDatabase(target);
  try {
    return await holdPendingMails(database.db);
  } finally {
    await database.close();
  }
}

async function extract(backup: OpenedBackup, name: string, target: string): Promise<void> {
  await pipeline(backup.read(name), createWriteStream(target, { mode: 0o600, flags: 'wx' }));
}

/**
 * Restores a backup archive into an empty data folder (and, for PostgreSQL,
 * an empty database). Checks everything first: the archive (complete and
 * unchanged), that it matches the configured database kind, that this version
 * of the API knows all its migrations, and that the target is empty; any of
 * these failing changes nothing. The embedded database is written into a
 * scratch folder, opened once (which proves it opens) and then moved into
 * place; PostgreSQL is restored in one transaction. A failure on the way
 * removes what this restore wrote. The server migrates a backup of an older
 * version on its next start. Mail pending at backup time is put on hold
 * (status `held`) unless `sendPending` says otherwise.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const backup = await openBackupArchive(options.file);
  try {
    const { manifest } = backup;
    const targetKind = options.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== targetKind) {
      throw new RestoreRefusedError(
        manifest.database.kind === 'pglite'
          ? 'Refusing to restore: this backup holds the embedded database (PGlite), but DATABASE_URL names PostgreSQL. Restore it without DATABASE_URL; nothing was changed.'
          : 'Refusing to restore: this backup holds a PostgreSQL database, but no DATABASE_URL is set. Set DATABASE_URL to a new, empty database; nothing was changed.',
      );
    }
    const known = new Set(options.knownMigrations);
    const unknown = manifest.database.migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new RestoreRefusedError(
        `Refusing to restore: the backup was made by a newer version of the API (${manifest.appVersion}); its migrations ${list(unknown)} are unknown to this version. Restore it with that version or a newer one; nothing was changed.`,
      );
    }
    await checkTargetIsEmpty(backup, options);
    const inBackup = new Set(manifest.database.migrations);
    const pendingMigrations = options.knownMigrations.filter((name) => !inBackup.has(name)).sort();

    await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
    const written: string[] = [];
    try {
      if (manifest.jwtSecret) {
        const target = path.join(options.dataDir, JWT_SECRET_FILE);
        await extract(backup, `files/${JWT_SECRET_FILE}`, target);
        written.push(target);
      }
      const cvEntries = [...backup.entries.keys()].filter((name) => name.startsWith(`files/${CV_FOLDER}/`));
      if (cvEntries.length > 0) {
        const cvDir = path.join(options.dataDir, CV_FOLDER);
        if (!(await exists(cvDir))) {
          await mkdir(cvDir, { mode: 0o700 });
          written.push(cvDir);
        }
        for (const name of cvEntries) {
          const target = path.join(cvDir, path.basename(name));
          await extract(backup, name, target);
          written.push(target);
        }
      }

      if (manifest.database.kind === 'postgres') {
        const scratch = await mkdtemp(path.join(os.tmpdir(), 'interim-restore-'));
        try {
          const dump = path.join(scratch, 'postgres.dump');
          await extract(backup, 'database/postgres.dump', dump);
          await restorePostgres(options.databaseUrl!, dump, Number.parseInt(manifest.database.serverVersion, 10) || 0);
        } finally {
          await rm(scratch, { recursive: true, force: true });
        }
        let heldMails = 0;
        if (!options.sendPending) {
          try {
            heldMails = await holdOn({ kind: 'postgres', connectionString: options.databaseUrl! });
          } catch (error) {
            throw new Error(
              `the database was restored, but its pending mail could not be put on hold (${error instanceof Error ? error.message : String(error)}); drop that database before a server starts on it, and restore again`,
              { cause: error },
            );
          }
        }
        return { manifest, pendingMigrations, heldMails };
      }

      const scratch = path.join(options.dataDir, `.restore-${randomBytes(6).toString('hex')}`);
      written.push(scratch);
      const prefix = 'database/pglite/';
      await mkdir(path.join(scratch, 'db'), { recursive: true, mode: 0o700 });
      for (const name of manifest.directories) {
        if (name.startsWith(prefix) && name !== prefix) await mkdir(path.join(scratch, 'db', name.slice(prefix.length)), { recursive: true, mode: 0o700 });
      }
      for (const name of backup.entries.keys()) {
        if (name.startsWith(prefix)) await extract(backup, name, path.join(scratch, 'db', name.slice(prefix.length)));
      }
      const restored = await inspectEmbedded(path.join(scratch, 'db'));
      // Held in the scratch copy: the folder moved into place never has mail a server would send.
      const heldMails = options.sendPending ? 0 : await holdOn({ kind: 'pglite', dataDir: path.join(scratch, 'db') });
      const target = path.join(options.dataDir, 'db');
      await rename(path.join(scratch, 'db'), target);
      written.push(target);
      await rm(scratch, { recursive: true, force: true });
      return { manifest, restored, pendingMigrations, heldMails };
    } catch (error) {
      for (const entry of written.reverse()) await rm(entry, { recursive: true, force: true });
      throw error;
    }
  } finally {
    await backup.close();
  }
}
