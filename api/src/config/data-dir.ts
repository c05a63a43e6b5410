import { lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The data folder holds the embedded database, the generated JWT secret, the
 * mail outbox (login links) and the CVs: only the server's user may reach it.
 * Start-up creates it 0700 and refuses a folder in which group or others can
 * write something.
 *
 * PGlite creates its files 0666 whatever the umask, so the folder's own mode
 * is what keeps them private: in a 0700 folder nobody else reaches them, in a
 * 0755 one every local user can rewrite the WAL and the catalogs.
 */

/** Permission bits of one class of users (group or others). */
interface ClassBits {
  name: 'group' | 'others';
  read: number;
  write: number;
  traverse: number;
}

const CLASSES: ClassBits[] = [
  { name: 'group', read: 0o040, write: 0o020, traverse: 0o010 },
  { name: 'others', read: 0o004, write: 0o002, traverse: 0o001 },
];

/** Entries looked at below the data folder at most (a PGlite folder holds about 1,000). */
const MAX_ENTRIES_CHECKED = 20_000;

/** Start-up refused: other users can write in the data folder. */
export class DataDirError extends Error {
  constructor(
    readonly dataDir: string,
    readonly writable: string[],
  ) {
    const listed = writable.slice(0, 5).map((entry) => `  - ${entry}`);
    if (writable.length > listed.length) listed.push(`  - ... and ${writable.length - listed.length} more`);
    super(
      [
        `Refusing to start: other users can write in the data folder ${dataDir}:`,
        ...listed,
        'Whoever can write there can change the database, the JWT secret and the mail outbox.',
        `Fix: chmod 700 '${dataDir}' (and make sure only the server's user owns it), then start again.`,
      ].join('\n'),
    );
    this.name = 'DataDirError';
  }
}

/** What {@link prepareDataDir} found. */
export interface DataDirCheck {
  /** The folder did not exist and was created 0700. */
  created: boolean;
  /** Entries that group or others can read (not refused, but worth a warning). */
  readableByOthers: string[];
}

/** A mode as `0755`. */
const octal = (mode: number) => `0${(mode & 0o777).toString(8).padStart(3, '0')}`;

/**
 * Creates the data folder 0700 when it does not exist. Otherwise walks what
 * group or others can reach of it (symbolic links are not followed) and throws
 * a {@link DataDirError} when they can write the folder or anything they reach
 * in it. Skipped on Windows, which has no such mode bits.
 */
export async function prepareDataDir(dataDir: string, platform: NodeJS.Platform = process.platform): Promise<DataDirCheck> {
  const created = (await mkdir(dataDir, { recursive: true, mode: 0o700 })) !== undefined;
  if (platform === 'win32') return { created, readableByOthers: [] };

  const writable: string[] = [];
  const readable: string[] = [];
  // Each entry with the classes that can reach it: every folder above it (from the data folder down) lets them through.
  const pending: Array<{ entry: string; reachedBy: ClassBits[] }> = [{ entry: dataDir, reachedBy: CLASSES }];
  let checked = 0;
  while (pending.length > 0 && checked < MAX_ENTRIES_CHECKED) {
    const { entry, reachedBy } = pending.pop()!;
    const stats = await lstat(entry);
    checked += 1;
    if (stats.isSymbolicLink()) continue;
    const writers = reachedBy.filter((bits) => stats.mode & bits.write).map((bits) => bits.name);
    const readers = reachedBy.filter((bits) => stats.mode & bits.read).map((bits) => bits.name);
    if (writers.length > 0) writable.push(`${entry} (${octal(stats.mode)}: ${writers.join(' and ')} can write)`);
    else if (readers.length > 0) readable.push(`${entry} (${octal(stats.mode)})`);
    if (!stats.isDirectory()) continue;
    const through = reachedBy.filter((bits) => stats.mode & bits.traverse);
    if (through.length === 0) continue;
    for (const name of await readdir(entry)) pending.push({ entry: path.join(entry, name), reachedBy: through });
  }
  if (writable.length > 0) throw new DataDirError(dataDir, writable);
  return { created, readableByOthers: readable };
}

/** A warning when other users can read something in the data folder; undefined when nothing. */
export function describeReadableDataDir(dataDir: string, check: DataDirCheck): string | undefined {
  if (check.readableByOthers.length === 0) return undefined;
  return `other users can read ${check.readableByOthers.length} entries of the data folder ${dataDir} (first: ${check.readableByOthers[0]}); fix: chmod 700 '${dataDir}'`;
}
