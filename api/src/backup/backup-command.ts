import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, readDataDirOwner } from '../config/data-dir-lock.js';
import type { AppConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { releaseHeldMails } from '../mail/mail-outbox.repository.js';
import { collectMigrations } from '../db/migrate.js';
import { modules } from '../modules/index.js';
import { BackupArchiveError, type BackupManifest, openBackupArchive } from './archive.js';
import { OPERATOR_TOKEN_FILE } from '../http/operator-access.js';
import { BACKUP_ENDPOINT } from './backup-ops.plugin.js';
import { createBackup } from './create-backup.js';
import { restoreBackup, RestoreRefusedError } from './restore-backup.js';
import { writeChunk } from './tar.js';

/** `pnpm backup` and `pnpm restore` (api/README.md, Operator's runbook). */

export const BACKUP_USAGE = 'Usage: pnpm backup <file.tar.gz | file.tar>';
export const RESTORE_USAGE = [
  'Usage: pnpm restore <file.tar.gz | file.tar> [--send-pending]  (into an empty DATA_DIR, or an empty DATABASE_URL database)',
  '       pnpm restore --send-pending  (sends the mail a restore held, in the configured DATA_DIR or DATABASE_URL)',
].join('\n');
/** Leaves the backup's pending mail pending (a restore holds it by default), or, alone, releases what a restore held. */
export const SEND_PENDING_FLAG = '--send-pending';

export interface CommandOptions {
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>;
  /** Where relative file names are resolved (the folder the operator ran pnpm in). */
  invokedFrom: string;
  print: (line: string) => void;
  printError: (line: string) => void;
  now?: () => Date;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** The running server's URL as reachable from this machine: a wildcard listen address becomes loopback. */
export function loopbackUrl(listening: string): string {
  const url = new URL(listening);
  if (url.hostname === '0.0.0.0') url.hostname = '127.0.0.1';
  if (url.hostname === '[::]') url.hostname = '[::1]';
  return url.origin;
}

/** Streams the running server's backup into `out`. */
async function backupFromServer(dataDir: string, serverUrl: string, out: Writable): Promise<void> {
  let token: string;
  try {
    token = (await readFile(path.join(dataDir, OPERATOR_TOKEN_FILE), 'utf8')).trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'EACCES'
        ? `Cannot read ${path.join(dataDir, OPERATOR_TOKEN_FILE)}: run the backup as the server's user.`
        : `The running server has written no ${OPERATOR_TOKEN_FILE} in ${dataDir} (${code ?? String(error)}); is it a version without the backup endpoint, or one that wrote ops-token? Upgrade it, or stop it and run the backup again.`,
      { cause: error },
    );
  }
  const response = await fetch(`${loopbackUrl(serverUrl)}${BACKUP_ENDPOINT}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  if (response.status === 409) throw new Error('The server is writing another backup right now; try again when it is done.');
  if (!response.ok || !response.body) throw new Error(`The server at ${serverUrl} answered ${response.status} to the backup request: ${(await response.text()).slice(0, 300)}`);
  // Copied chunk by chunk: `out` is ended by the caller (it may be a gzip stream in front of the file).
  for await (const chunk of Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)) await writeChunk(out, Buffer.from(chunk as Uint8Array));
}

function describe(manifest: BackupManifest): string {
  const latest = manifest.database.migrations.at(-1) ?? 'none';
  return `${manifest.database.kind === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL'} ${manifest.database.serverVersion}, schema ${latest}, ${manifest.cvFiles} CV files${manifest.jwtSecret ? ', JWT secret' : ''}`;
}

/**
 * `backup <file>`: a consistent backup of the database and the data folder's
 * files into `file` (gzipped when it ends with .gz or .tgz). With the
 * embedded database and a running server, the server writes it (only it may
 * open the folder); with no server, this command opens the folder itself,
 * holding its lock. On PostgreSQL it runs pg_dump. The archive is written to
 * a temporary name, read back and checked, then renamed: a file of that
 * name is always a complete backup. Returns the exit code.
 */
export async function runBackup(argv: string[], options: CommandOptions): Promise<number> {
  if (argv.length !== 1 || argv[0]!.startsWith('-')) {
    options.printError(BACKUP_USAGE);
    return 2;
  }
  const file = path.resolve(options.invokedFrom, argv[0]!);
  if (await exists(file)) {
    options.printError(`Refusing to overwrite ${file}: choose a new name (e.g. with the date in it).`);
    return 1;
  }
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  const started = performance.now();
  const now = options.now ?? (() => new Date());
  const { dataDir, databaseUrl } = options.config;
  try {
    const output = async (write: (out: Writable) => Promise<void>) => {
      const fileStream = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
      if (/\.(gz|tgz)$/.test(file)) {
        const gzip = createGzip();
        await Promise.all([write(gzip).then(() => gzip.end()), pipeline(gzip, fileStream)]);
      } else {
        await write(fileStream);
        await new Promise<void>((resolve, reject) => fileStream.end((error?: Error | null) => (error ? reject(error) : resolve())));
      }
    };
    let via: string;
    if (databaseUrl) {
      via = 'pg_dump';
      await output(async (out) => void (await createBackup({ dataDir, databaseUrl, out, now: now() })));
    } else {
      const owner = await readDataDirOwner(dataDir);
      if (owner?.kind === 'server') {
        if (!owner.url) throw new Error(`The server (PID ${owner.pid}) that holds ${dataDir} is still starting; run the backup again once it listens.`);
        via = `the running server (PID ${owner.pid})`;
        await output((out) => backupFromServer(dataDir, owner.url!, out));
      } else {
        if (!(await exists(path.join(dataDir, 'db')))) throw new Error(`There is no database in ${dataDir} (no db folder): check DATA_DIR.`);
        const lock = await acquireDataDirLock(dataDir, { kind: 'cli', command: 'backup' });
        try {
          const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
          try {
            via = 'the data folder (no server running)';
            await output(async (out) => void (await createBackup({ dataDir, database, out, now: now() })));
          } finally {
            await database.close();
          }
        } finally {
          await lock.release();
        }
      }
    }
    const opened = await openBackupArchive(partial);
    let manifest: BackupManifest;
    try {
      manifest = opened.manifest;
    } finally {
      await opened.close();
    }
    await rename(partial, file);
    const { size } = await stat(file);
    options.print(`Backup written to ${file} (${megabytes(size)} in ${seconds(performance.now() - started)}, from ${via}): ${describe(manifest)}.`);
    if (manifest.missingCvFiles.length > 0) {
      options.printError(
        `Warning: ${manifest.missingCvFiles.length} CV files named by the database were not on disk and are not in the backup: ${manifest.missingCvFiles.slice(0, 5).join(', ')}`,
      );
    }
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    options.printError(`Backup failed, nothing was written to ${file}: ${error instanceof DataDirLockedError || error instanceof BackupArchiveError ? error.message : error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/** Files of a data folder that do not make it "not empty": the lock of a process and the operator token of a server. */
export function isProcessFile(name: string): boolean {
  return name === LOCK_FILE_NAME || name.startsWith(`${LOCK_FILE_NAME}.`) || name === OPERATOR_TOKEN_FILE;
}

/**
 * `restore <file>`: restores a backup into the configured target, which
 * must be empty (restoreBackup checks and refuses). Holds the data folder's
 * lock, so it cannot run beside a server or another command on that folder.
 * Returns the exit code.
 */
export async function runRestore(argv: string[], options: CommandOptions): Promise<number> {
  const sendPending = argv.includes(SEND_PENDING_FLAG);
  const rest = argv.filter((argument) => argument !== SEND_PENDING_FLAG);
  if (sendPending && rest.length === 0) return releaseHeld(options);
  if (rest.length !== 1 || rest[0]!.startsWith('-')) {
    options.printError(RESTORE_USAGE);
    return 2;
  }
  const file = path.resolve(options.invokedFrom, rest[0]!);
  if (!(await exists(file))) {
    options.printError(`No such backup file: ${file}`);
    return 1;
  }
  const { dataDir, databaseUrl } = options.config;
  const started = performance.now();
  try {
    const lock = await acquireDataDirLock(dataDir, { kind: 'cli', command: 'restore' });
    try {
      const knownMigrations = Object.keys(collectMigrations(modules.map((module) => module.migrations ?? {})));
      const { manifest, pendingMigrations, heldMails } = await restoreBackup({
        dataDir,
        file,
        knownMigrations,
        ignoredEntries: isProcessFile,
        sendPending,
        ...(databaseUrl ? { databaseUrl } : {}),
      });
      options.print(
        `Restored ${file} (made ${manifest.createdAt} by version ${manifest.appVersion}) into ${databaseUrl ? 'the database of DATABASE_URL and ' : ''}${dataDir} in ${seconds(performance.now() - started)}: ${describe(manifest)}.`,
      );
      options.print(
        pendingMigrations.length > 0
          ? `The backup is older than this version: the server applies ${pendingMigrations.length} migrations on its next start (${pendingMigrations.join(', ')}).`
          : 'Its schema matches this version. Start the server on it.',
      );
      if (heldMails > 0) {
        options.print(
          `${heldMails} mails were pending at backup time and are on hold: a server on this data does not send them (the source server most likely did). To send them: pnpm restore ${SEND_PENDING_FLAG} (same DATA_DIR / DATABASE_URL).`,
        );
      } else if (sendPending) {
        options.print('Mail pending at backup time stays pending: a server on this data sends it.');
      }
      return 0;
    } finally {
      await lock.release();
    }
  } catch (error) {
    if (error instanceof RestoreRefusedError || error instanceof BackupArchiveError || error instanceof DataDirLockedError) {
      options.printError(error instanceof BackupArchiveError ? `Refusing to restore ${file}: ${error.message}; nothing was changed.` : error.message);
    } else {
      options.printError(`Restore failed; what it had written was removed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 1;
  }
}

/**
 * `restore --send-pending` alone: the mail a restore held becomes pending and
 * due now. With the embedded database the command takes the folder's lock
 * (stop the server first; its next start sends the mail); on PostgreSQL the
 * running instances send it within MAIL_POLL_SECONDS. Returns the exit code.
 */
async function releaseHeld(options: CommandOptions): Promise<number> {
  const { dataDir, databaseUrl } = options.config;
  const now = options.now ?? (() => new Date());
  try {
    if (databaseUrl) {
      const database = await openDatabase({ kind: 'postgres', connectionString: databaseUrl });
      try {
        const released = await releaseHeldMails(database.db, now());
        options.print(released > 0 ? `Released ${released} held mails in the database of DATABASE_URL: the running servers send them within MAIL_POLL_SECONDS.` : 'No held mail in the database of DATABASE_URL; nothing was changed.');
      } finally {
        await database.close();
      }
      return 0;
    }
    if (!(await exists(path.join(dataDir, 'db')))) {
      options.printError(`There is no database in ${dataDir} (no db folder): check DATA_DIR; nothing was changed.`);
      return 1;
    }
    const lock = await acquireDataDirLock(dataDir, { kind: 'cli', command: 'restore --send-pending' });
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      try {
        const released = await releaseHeldMails(database.db, now());
        options.print(released > 0 ? `Released ${released} held mails in ${dataDir}: the server sends them when it starts.` : `No held mail in ${dataDir}; nothing was changed.`);
      } finally {
        await database.close();
      }
    } finally {
      await lock.release();
    }
    return 0;
  } catch (error) {
    options.printError(
      error instanceof DataDirLockedError
        ? `${error.message}\nHeld mail is released with the server stopped; it sends the mail when it starts again.`
        : `Releasing the held mail failed; nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}
