import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, readlinkSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One owner per data folder (ADR 0011). The embedded database (PGlite) has no
 * lock of its own: two processes on one folder both "work" and corrupt it.
 * Whoever opens the folder (the server, create-staff, seed, load-postcodes)
 * first takes this lock; a second opener gets a {@link DataDirLockedError}
 * naming the owner.
 *
 * The lock is the file `owner.lock` in the data folder, a JSON record of the
 * owner. It is created atomically with its whole content: the record is
 * written to a private temporary file, then hard-linked to `owner.lock`; the
 * link fails when the name exists, so of two processes starting at once
 * exactly one wins.
 *
 * A lock left by a killed process (kill -9, power loss) is stale and taken
 * over. Stale means, on this machine and in this PID namespace: the PID is
 * gone, or it now belongs to another process (PID reuse: the recorded start
 * time of the process, from /proc or `ps`, differs; or the machine has
 * rebooted since: another boot id). A record from another host or PID
 * namespace (a container on a shared volume) cannot be checked by PID: the
 * owner touches the file every {@link HEARTBEAT_MS}, and such a record is
 * stale when it has not been touched for {@link FOREIGN_STALE_MS}.
 *
 * Removing a stale lock is done under a second lock, `owner.lock.takeover`
 * (same atomic create): its holder checks that `owner.lock` still holds the
 * stale record it judged, removes it, and links its own. Two processes that
 * both find the same stale lock therefore cannot both end up owners.
 */

/** Who holds a data folder. */
export interface DataDirOwner {
  pid: number;
  kind: 'server' | 'cli';
  /** What runs, e.g. `server` or `create-staff`. */
  command: string;
  /** The server's listening URL, once it listens ({@link DataDirLock.update}). */
  url?: string;
  /** ISO time the lock was taken. */
  startedAt: string;
}

/** A held lock. */
export interface DataDirLock {
  readonly dataDir: string;
  /** Records the server's listening URL in the lock, so a CLI can find the running server. */
  update(info: { url?: string }): Promise<void>;
  /** Removes the lock (only while it is still this process's). Idempotent. */
  release(): Promise<void>;
}

/** The data folder has another live owner. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
    detail?: string,
  ) {
    const what = `${owner.kind === 'server' ? 'a server' : 'a command'} (${owner.command})`;
    super(
      [
        `Data folder ${dataDir} is in use by process ${owner.pid}: ${what}, since ${owner.startedAt}${owner.url ? `, listening on ${owner.url}` : ''}.`,
        'Only one process may open a data folder at a time (two would corrupt the embedded database).',
        detail ??
          (owner.kind === 'server'
            ? `Stop that server first (kill -TERM ${owner.pid}), or give this process another DATA_DIR.`
            : `Wait until that command ends (PID ${owner.pid}), or give this process another DATA_DIR.`),
      ].join('\n'),
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock file's name in the data folder. */
export const LOCK_FILE_NAME = 'owner.lock';
/** How often a holder touches its lock file (read only for owners on another host or PID namespace). */
export const HEARTBEAT_MS = 5_000;
/** A lock of another host or PID namespace not touched for this long is stale. */
export const FOREIGN_STALE_MS = 30_000;

/** What the lock file holds: the owner and how to tell whether it still lives. */
interface LockRecord extends DataDirOwner {
  /** Unique per acquisition: tells this lock from a later one of the same PID. */
  token: string;
  host: string;
  /** Linux: /proc/sys/kernel/random/boot_id. */
  bootId?: string;
  /** Linux: the PID namespace (`pid:[4026531836]`); PIDs mean something only within it. */
  pidNamespace?: string;
  /** The process's start time as the OS reports it (/proc/<pid>/stat field 22, or `ps -o lstart=`). */
  processStart?: string;
}

/** Tokens of the locks this process holds (so its own PID is not taken for a stale one). */
const heldTokens = new Set<string>();

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

const BOOT_ID = readText('/proc/sys/kernel/random/boot_id');
const PID_NAMESPACE = (() => {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
})();

/** When the process started, as the OS says; undefined when it cannot tell (gone, or no way to ask). */
function processStartOf(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat !== undefined) {
    // Fields after the command name (which may hold spaces and parentheses): state is field 3, starttime field 22.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  }
  if (process.platform === 'win32' || BOOT_ID !== undefined) return undefined;
  try {
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return started || undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this PID exists (EPERM: it does, under another user). */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseRecord(text: string | undefined): LockRecord | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0 || typeof value.token !== 'string') return undefined;
    return value as LockRecord;
  } catch {
    return undefined;
  }
}

/** Why a record no longer holds the folder, or undefined when its owner lives (or cannot be shown dead). */
function whyStale(record: LockRecord, file: string): string | undefined {
  const foreign =
    record.host !== os.hostname() || (record.pidNamespace !== undefined && PID_NAMESPACE !== undefined && record.pidNamespace !== PID_NAMESPACE);
  if (foreign) {
    let age: number;
    try {
      age = Date.now() - statSync(file).mtimeMs;
    } catch {
      return 'lock file gone';
    }
    return age > FOREIGN_STALE_MS ? `owner on ${record.host} has not touched the lock for ${Math.round(age / 1000)} s` : undefined;
  }
  if (record.bootId !== undefined && BOOT_ID !== undefined && record.bootId !== BOOT_ID) return 'the machine has restarted since';
  if (record.pid === process.pid) return heldTokens.has(record.token) ? undefined : 'left by an earlier process with this PID';
  if (!pidExists(record.pid)) return `process ${record.pid} is gone`;
  if (record.processStart !== undefined) {
    const now = processStartOf(record.pid);
    if (now !== undefined && now !== record.processStart) return `PID ${record.pid} now belongs to another process`;
  }
  return undefined;
}

function publicOwner(record: LockRecord): DataDirOwner {
  return {
    pid: record.pid,
    kind: record.kind,
    command: record.command,
    ...(record.url ? { url: record.url } : {}),
    startedAt: record.startedAt,
  };
}

/** Creates `target` with `content` only when it does not exist (write to a private file, then link). */
function createExclusive(target: string, content: string): boolean {
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/** Replaces `target` with `content` atomically (write, then rename over it). */
function replaceAtomically(target: string, content: string): void {
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600, flag: 'wx' });
  renameSync(temporary, target);
}

function unlinkIfExists(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes the takeover lock of a process that died while holding it: moved
 * aside first, and only deleted when what was moved is the dead record (a
 * fresh takeover lock moved by mistake is put back).
 */
function clearDeadTakeover(takeoverFile: string, dead: LockRecord): void {
  const aside = `${takeoverFile}.${process.pid}.${randomBytes(6).toString('hex')}.dead`;
  try {
    renameSync(takeoverFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = parseRecord(readText(aside));
  if (moved && moved.token !== dead.token) {
    try {
      linkSync(aside, takeoverFile);
    } catch {
      // A third process took it meanwhile: it proceeds under its own.
    }
  }
  unlinkIfExists(aside);
}

/**
 * Under the takeover lock: removes `owner.lock` when it still holds the stale
 * record judged. Returns false when another process is taking over right now
 * (the caller then tries again).
 */
function removeStaleLock(lockFile: string, stale: LockRecord | undefined, staleText: string | undefined, mine: LockRecord): boolean {
  const takeoverFile = `${lockFile}.takeover`;
  if (!createExclusive(takeoverFile, JSON.stringify(mine))) {
    const text = readText(takeoverFile);
    if (text === undefined) return false; // Just released: try again.
    const holder = parseRecord(text);
    if (holder && whyStale(holder, takeoverFile) !== undefined) clearDeadTakeover(takeoverFile, holder);
    return false;
  }
  try {
    const current = readText(lockFile);
    const unchanged = stale ? parseRecord(current)?.token === stale.token : current === staleText;
    if (unchanged) unlinkIfExists(lockFile);
  } finally {
    const holder = parseRecord(readText(takeoverFile));
    if (holder?.token === mine.token) unlinkIfExists(takeoverFile);
  }
  return true;
}

/** Removes this process's locks when it exits without releasing them (process.exit in a handler). */
const exitCleanups = new Map<string, () => void>();
let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const cleanup of exitCleanups.values()) cleanup();
  });
}

/**
 * Takes the data folder for this process. Throws {@link DataDirLockedError}
 * when another live process holds it; takes over a stale lock. Creates the
 * folder (0700) when missing.
 */
export async function acquireDataDirLock(dataDir: string, owner: { kind: 'server' | 'cli'; command: string }): Promise<DataDirLock> {
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const lockFile = path.join(folder, LOCK_FILE_NAME);
  const processStart = processStartOf(process.pid);
  let record: LockRecord = {
    pid: process.pid,
    kind: owner.kind,
    command: owner.command,
    startedAt: new Date().toISOString(),
    token: randomBytes(16).toString('hex'),
    host: os.hostname(),
    ...(BOOT_ID ? { bootId: BOOT_ID } : {}),
    ...(PID_NAMESPACE ? { pidNamespace: PID_NAMESPACE } : {}),
    ...(processStart ? { processStart } : {}),
  };

  for (let attempt = 0; ; attempt += 1) {
    if (createExclusive(lockFile, JSON.stringify(record))) break;
    const text = readText(lockFile);
    if (text === undefined) continue; // Removed between our link and our read: try again.
    const current = parseRecord(text);
    if (current && whyStale(current, lockFile) === undefined) {
      throw new DataDirLockedError(folder, publicOwner(current));
    }
    // Stale (or not a lock record at all): remove it under the takeover lock, then race for it again.
    if (!removeStaleLock(lockFile, current, text, record)) {
      if (attempt > 200) throw new Error(`Could not take the stale lock ${lockFile}: another process keeps taking it over. Remove it by hand when no process uses ${folder}.`);
      await sleep(10 + Math.random() * 20);
    }
  }
  heldTokens.add(record.token);

  let released = false;
  const stillMine = () => parseRecord(readText(lockFile))?.token === record.token;
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      if (stillMine()) utimesSync(lockFile, now, now);
    } catch {
      // Folder gone or unwritable: the next touch tries again.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const releaseNow = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    exitCleanups.delete(record.token);
    try {
      if (stillMine()) unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
    heldTokens.delete(record.token);
  };
  installExitHook();
  exitCleanups.set(record.token, releaseNow);

  return {
    dataDir: folder,
    async update(info) {
      if (released || !stillMine()) return;
      record = { ...record, url: info.url };
      if (!info.url) delete record.url;
      replaceAtomically(lockFile, JSON.stringify(record));
    },
    async release() {
      releaseNow();
    },
  };
}

/** The live owner of the data folder; undefined when it is free or its lock is stale. */
export async function readDataDirOwner(dataDir: string): Promise<DataDirOwner | undefined> {
  const lockFile = path.join(path.resolve(dataDir), LOCK_FILE_NAME);
  const record = parseRecord(readText(lockFile));
  if (!record || whyStale(record, lockFile) !== undefined) return undefined;
  return publicOwner(record);
}
