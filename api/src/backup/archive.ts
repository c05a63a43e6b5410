import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import { isSafeEntryName, listTarEntries, TAR_END, type TarEntry, TarFormatError, tarHeader, tarPadding, writeChunk } from './tar.js';

/**
 * The backup archive (docs/adr/0013): a ustar file, optionally gzipped, the
 * same for both databases:
 *
 *   database/pglite/<path>    the PGlite folder (embedded database), or
 *   database/postgres.dump    pg_dump --format=custom (PostgreSQL)
 *   files/jwt-secret          the generated JWT secret, when there is one
 *   files/cv/<storage name>   CVs kept as files (PGlite; old PostgreSQL rows)
 *   manifest.json             last: what is in it, with each entry's size and SHA-256
 *
 * The manifest comes last so the server can stream the archive while it
 * writes it; an archive without it (cut off) is refused whole.
 */

export const MANIFEST_NAME = 'manifest.json';
export const BACKUP_FORMAT = 'interimly-backup';
export const BACKUP_FORMAT_VERSION = 1;

const EntrySchema = z.object({ name: z.string().min(1), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  /** Version of the API that wrote it (api/package.json). */
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** PostgreSQL version of the copied database, e.g. `18.6`. */
    serverVersion: z.string(),
    /** Applied migrations at the moment of the copy (the schema version). */
    migrations: z.array(z.string()),
  }),
  /** CVs stored as files and copied; `missingCvFiles` were named by the database but absent on disk. */
  cvFiles: z.number().int().min(0),
  missingCvFiles: z.array(z.string()),
  jwtSecret: z.boolean(),
  /** Directory entries (names end with `/`), so empty folders PostgreSQL needs come back too. */
  directories: z.array(z.string()),
  entries: z.array(EntrySchema),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;
export type ManifestEntry = z.infer<typeof EntrySchema>;

/** The archive cannot be used: not one of ours, cut off, or changed since it was written. */
export class BackupArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupArchiveError';
  }
}

/** Writes archive entries to a stream, hashing each one, and the manifest last. */
export class BackupArchiveWriter {
  private readonly entries: ManifestEntry[] = [];
  private readonly directories: string[] = [];
  private readonly mtime: Date;

  constructor(
    private readonly out: Writable,
    now: Date,
  ) {
    this.mtime = now;
  }

  /** A directory entry; `name` ends with `/`. */
  async addDirectory(name: string): Promise<void> {
    if (!name.endsWith('/')) throw new Error(`A directory entry's name ends with /: ${name}`);
    await writeChunk(this.out, tarHeader(name, 0, this.mtime));
    this.directories.push(name);
  }

  /** An entry from bytes in memory. */
  async addBuffer(name: string, bytes: Buffer): Promise<void> {
    await writeChunk(this.out, tarHeader(name, bytes.length, this.mtime));
    await writeChunk(this.out, bytes);
    await writeChunk(this.out, tarPadding(bytes.length));
    this.entries.push({ name, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }

  /** An entry from a file of known size (it must not change while read: it is a private copy). */
  async addFile(name: string, file: string, size: number): Promise<void> {
    await writeChunk(this.out, tarHeader(name, size, this.mtime));
    const hash = createHash('sha256');
    let read = 0;
    for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
      read += chunk.length;
      if (read > size) throw new Error(`${file} grew while it was archived`);
      hash.update(chunk);
      await writeChunk(this.out, chunk);
    }
    if (read !== size) throw new Error(`${file} shrank while it was archived`);
    await writeChunk(this.out, tarPadding(size));
    this.entries.push({ name, bytes: size, sha256: hash.digest('hex') });
  }

  /** Writes the manifest (with every entry written so far) and the end of the archive. */
  async finish(manifest: Omit<BackupManifest, 'entries' | 'directories'>): Promise<BackupManifest> {
    const complete: BackupManifest = { ...manifest, directories: this.directories, entries: this.entries };
    await this.addBuffer(MANIFEST_NAME, Buffer.from(`${JSON.stringify(complete, null, 2)}\n`));
    await writeChunk(this.out, TAR_END);
    return complete;
  }
}

/** An archive opened and checked by {@link openBackupArchive}. */
export interface OpenedBackup {
  manifest: BackupManifest;
  /** File entries by name (the manifest excluded). */
  entries: Map<string, TarEntry>;
  /** The plain tar file (the given file, or a decompressed copy). */
  tarFile: string;
  /** Streams an entry's bytes. */
  read(name: string): NodeJS.ReadableStream;
  /** Removes the decompressed copy, if any. */
  close(): Promise<void>;
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function hashRange(file: string, entry: TarEntry): Promise<string> {
  const hash = createHash('sha256');
  if (entry.size > 0) {
    for await (const chunk of createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 }) as AsyncIterable<Buffer>) hash.update(chunk);
  }
  return hash.digest('hex');
}

async function readManifest(handle: FileHandle, entry: TarEntry): Promise<BackupManifest> {
  if (entry.size > 64 * 1024 * 1024) throw new BackupArchiveError('The manifest is implausibly large');
  const buffer = Buffer.alloc(entry.size);
  await handle.read(buffer, 0, entry.size, entry.offset);
  let json: unknown;
  try {
    json = JSON.parse(buffer.toString('utf8'));
  } catch {
    throw new BackupArchiveError('The manifest is not valid JSON');
  }
  const parsed = BackupManifestSchema.safeParse(json);
  if (!parsed.success) {
    const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
    if (format.format === BACKUP_FORMAT && format.formatVersion !== BACKUP_FORMAT_VERSION) {
      throw new BackupArchiveError(`Backup format version ${String(format.formatVersion)} is not supported by this version (it reads ${BACKUP_FORMAT_VERSION})`);
    }
    throw new BackupArchiveError(`The manifest is not one of a backup: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return parsed.data;
}

/**
 * Opens a backup archive (plain or gzipped tar) and checks it completely
 * before anything uses it: the manifest is there and valid, every entry it
 * lists is present with its size and SHA-256, and nothing else is. A
 * gzipped archive is first decompressed into a private temporary folder.
 */
export async function openBackupArchive(file: string): Promise<OpenedBackup> {
  let tarFile = file;
  let scratch: string | undefined;
  try {
    if ((await readHead(file, 2)).equals(GZIP_MAGIC)) {
      scratch = await mkdtemp(path.join(os.tmpdir(), 'interim-restore-'));
      tarFile = path.join(scratch, 'backup.tar');
      try {
        await pipeline(createReadStream(file), createGunzip(), createWriteStream(tarFile, { mode: 0o600 }));
      } catch (error) {
        throw new BackupArchiveError(`The archive does not decompress (cut off or damaged): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const handle = await open(tarFile, 'r');
    let listed: TarEntry[];
    let manifest: BackupManifest;
    try {
      try {
        listed = await listTarEntries(handle);
      } catch (error) {
        if (error instanceof TarFormatError) throw new BackupArchiveError(`Not a readable backup archive: ${error.message}`);
        throw error;
      }
      const manifestEntry = listed.find((entry) => entry.name === MANIFEST_NAME);
      if (!manifestEntry) throw new BackupArchiveError('The archive has no manifest.json: it is not a backup, or it was cut off while it was written');
      manifest = await readManifest(handle, manifestEntry);
    } finally {
      await handle.close();
    }
    const unsafe = listed.find((entry) => !isSafeEntryName(entry.name));
    if (unsafe) throw new BackupArchiveError(`The archive holds an entry with an unsafe name: ${JSON.stringify(unsafe.name)}`);
    const files = listed.filter((entry) => entry.type === 'file' && entry.name !== MANIFEST_NAME);
    const entries = new Map(files.map((entry) => [entry.name, entry]));
    const directories = new Set(listed.filter((entry) => entry.type === 'directory').map((entry) => entry.name));
    if (entries.size !== files.length) throw new BackupArchiveError('The archive holds an entry twice');
    const missingDirectory = manifest.directories.find((name) => !directories.has(name));
    if (missingDirectory) throw new BackupArchiveError(`The archive lacks the folder ${missingDirectory}, which its manifest lists`);
    for (const expected of manifest.entries) {
      const entry = entries.get(expected.name);
      if (!entry) throw new BackupArchiveError(`The archive lacks ${expected.name}, which its manifest lists`);
      if (entry.size !== expected.bytes || (await hashRange(tarFile, entry)) !== expected.sha256) {
        throw new BackupArchiveError(`${expected.name} in the archive differs from its manifest (damaged or changed)`);
      }
    }
    const listedNames = new Set(manifest.entries.map((entry) => entry.name));
    const extra = [...entries.keys()].filter((name) => !listedNames.has(name));
    if (extra.length > 0) throw new BackupArchiveError(`The archive holds entries its manifest does not list: ${extra.slice(0, 3).join(', ')}`);
    const scratchDir = scratch;
    return {
      manifest,
      entries,
      tarFile,
      read(name) {
        const entry = entries.get(name);
        if (!entry) throw new Error(`No entry ${name}`);
        return entry.size === 0 ? Readable.from([]) : createReadStream(tarFile, { start: entry.offset, end: entry.offset + entry.size - 1 });
      },
      async close() {
        if (scratchDir) await rm(scratchDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (scratch) await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
