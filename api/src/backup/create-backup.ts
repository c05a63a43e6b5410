import { existsSync, readFileSync } from 'node:fs';
import { constants, copyFile, link, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Writable } from 'node:stream';
import type { DatabaseHandle } from '../db/database.js';
import { dumpPostgres, type SnapshotInfo, snapshotEmbedded } from '../db/snapshot.js';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupArchiveWriter, type BackupManifest } from './archive.js';

/**
 * What of the data folder a backup holds (docs/adr/0013): the database (the
 * PGlite folder `db/`, or a pg_dump of DATABASE_URL), the CVs kept as files
 * (`cv/`, only those the copied database names) and the generated JWT secret
 * (`jwt-secret`, so sessions survive a restore). Not: the mail outbox (copies
 * of sent mail with links that expire within the hour), the lock and the
 * operator token (belong to a running process).
 */

/** Where the CVs kept as files live in the data folder (employee-cv.routes.ts). */
export const CV_FOLDER = 'cv';
/** The generated JWT secret (config/jwt-secret.ts). */
export const JWT_SECRET_FILE = 'jwt-secret';
/** Prefix of the private scratch folders a backup makes in the data folder. */
export const BACKUP_SCRATCH_PREFIX = '.backup-';

const STORAGE_NAME = /^[A-Za-z0-9._-]+$/;

/** The version in api/package.json (the nearest package.json named @interim/api above this file). */
export function apiVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@interim/api') return pkg.version ?? 'unknown';
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

export interface CreateBackupOptions {
  dataDir: string;
  /** PostgreSQL: dumped with pg_dump. */
  databaseUrl?: string;
  /** PGlite: the open database (the running server's, or one the CLI opened while no server runs). */
  database?: DatabaseHandle;
  out: Writable;
  now: Date;
}

export interface BackupResult {
  manifest: BackupManifest;
  /** PGlite: how long queries waited for the copy (ms). */
  holdMs?: number;
}

/** Files of `root` (recursively) as paths relative to it, folders first, each folder with a trailing `/`. */
async function walk(root: string, relative = ''): Promise<Array<{ relative: string; directory: boolean }>> {
  const found: Array<{ relative: string; directory: boolean }> = [];
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      found.push({ relative: `${name}/`, directory: true });
      found.push(...(await walk(root, name)));
    } else if (entry.isFile()) found.push({ relative: name, directory: false });
  }
  return found;
}

/**
 * Writes a backup archive to `out`. The database is copied first (a
 * consistent state); the CV files that state names are linked into a private
 * scratch folder in the same step (PGlite: while no transaction can run, so a
 * CV replaced or erased afterwards is still in the backup), then everything
 * is streamed from the scratch folder, which is removed at the end.
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupResult> {
  const scratch = await mkdtemp(path.join(options.dataDir, BACKUP_SCRATCH_PREFIX));
  try {
    const cvSource = path.join(options.dataDir, CV_FOLDER);
    const cvScratch = path.join(scratch, CV_FOLDER);
    await mkdir(cvScratch, { mode: 0o700 });
    const missing: string[] = [];
    const copied: string[] = [];
    const keepCvFiles = async (info: SnapshotInfo) => {
      for (const name of info.cvFiles) {
        if (!STORAGE_NAME.test(name)) {
          missing.push(name);
          continue;
        }
        try {
          // A hard link keeps the bytes even when the server deletes the file next.
          await link(path.join(cvSource, name), path.join(cvScratch, name));
          copied.push(name);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ENOENT') missing.push(name);
          else if (code === 'EXDEV' || code === 'EPERM' || code === 'EMLINK') {
            await copyFile(path.join(cvSource, name), path.join(cvScratch, name), constants.COPYFILE_FICLONE);
            copied.push(name);
          } else throw error;
        }
      }
    };

    let info: SnapshotInfo;
    let holdMs: number | undefined;
    let kind: 'pglite' | 'postgres';
    if (options.databaseUrl) {
      kind = 'postgres';
      info = await dumpPostgres(options.databaseUrl, path.join(scratch, 'postgres.dump'), keepCvFiles);
    } else {
      if (!options.database) throw new Error('createBackup: an open PGlite database is needed');
      kind = 'pglite';
      const snapshot = await snapshotEmbedded(options.database, path.join(scratch, 'db'), keepCvFiles);
      info = snapshot;
      holdMs = snapshot.holdMs;
    }

    const writer = new BackupArchiveWriter(options.out, options.now);
    if (kind === 'postgres') {
      const file = path.join(scratch, 'postgres.dump');
      await writer.addFile('database/postgres.dump', file, (await stat(file)).size);
    } else {
      const root = path.join(scratch, 'db');
      await writer.addDirectory('database/pglite/');
      for (const entry of await walk(root)) {
        const name = `database/pglite/${entry.relative}`;
        if (entry.directory) await writer.addDirectory(name);
        else {
          const file = path.join(root, entry.relative);
          await writer.addFile(name, file, (await stat(file)).size);
        }
      }
    }
    let jwtSecret = false;
    try {
      await writer.addBuffer(`files/${JWT_SECRET_FILE}`, await readFile(path.join(options.dataDir, JWT_SECRET_FILE)));
      jwtSecret = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const name of copied.sort()) {
      const file = path.join(cvScratch, name);
      await writer.addFile(`files/${CV_FOLDER}/${name}`, file, (await stat(file)).size);
    }
    const manifest = await writer.finish({
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: options.now.toISOString(),
      appVersion: apiVersion(),
      database: { kind, serverVersion: info.serverVersion, migrations: info.migrations },
      cvFiles: copied.length,
      missingCvFiles: missing,
      jwtSecret,
    });
    return { manifest, ...(holdMs !== undefined ? { holdMs } : {}) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
