import type { FileHandle } from 'node:fs/promises';
import type { Writable } from 'node:stream';

/**
 * The few parts of POSIX ustar a backup needs: regular files with short
 * names (under 100 bytes), written to a stream and read back from a file by
 * position. `tar tf backup.tar` lists such an archive; nothing else is needed
 * to inspect it.
 */

const BLOCK = 512;
/** Largest size in the 11 octal digits of a ustar header: 8 GiB - 1. */
const MAX_SIZE = 0o77777777777;

/** An entry of an archive read by {@link listTarEntries}. */
export interface TarEntry {
  /** A directory's name ends with `/`. */
  name: string;
  type: 'file' | 'directory';
  size: number;
  /** Where its bytes start in the file. */
  offset: number;
}

/** The archive is not a tar this code wrote (or it was cut off). */
export class TarFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarFormatError';
  }
}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

/** Whether `name` is a relative path of plain parts (no `..`, no empty part), at most 99 bytes; a directory ends with `/`. */
export function isSafeEntryName(name: string): boolean {
  const bare = name.endsWith('/') ? name.slice(0, -1) : name;
  return Buffer.byteLength(name) < 100 && /^[A-Za-z0-9._/-]+$/.test(bare) && bare.split('/').every((part) => part !== '' && part !== '..' && part !== '.');
}

/** The 512-byte ustar header of a regular file, or of a directory when `name` ends with `/` (size 0). */
export function tarHeader(name: string, size: number, mtime: Date, mode?: number): Buffer {
  if (!isSafeEntryName(name)) throw new Error(`Unsupported tar entry name: ${name}`);
  const directory = name.endsWith('/');
  if (directory && size !== 0) throw new Error('A directory entry has no bytes');
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_SIZE) throw new Error(`Unsupported tar entry size: ${size}`);
  const header = Buffer.alloc(BLOCK, 0);
  header.write(name, 0, 100, 'utf8');
  writeOctal(header, mode ?? (directory ? 0o700 : 0o600), 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeOctal(header, size, 124, 12);
  writeOctal(header, Math.floor(mtime.getTime() / 1000), 136, 12);
  header.fill(0x20, 148, 156);
  header.write(directory ? '5' : '0', 156, 1, 'ascii');
  header.write('ustar\0', 257, 6, 'ascii');
  header.write('00', 263, 2, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

/** Zero bytes that fill an entry of `size` bytes up to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK, 0);
}

/** The two zero blocks that end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2, 0);

/** Writes `chunk` and waits while the stream asks to (backpressure); rejects when it fails or is closed (the reader went away). */
export function writeChunk(out: Writable, chunk: Buffer): Promise<void> {
  if (out.destroyed || out.writableEnded) return Promise.reject(new Error('The archive stream was closed'));
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      out.off('error', onError);
      out.off('close', onClose);
      out.off('drain', onDrain);
      if (error) reject(error);
      else resolve();
    };
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error('The archive stream was closed'));
    const onDrain = () => settle();
    out.once('error', onError);
    out.once('close', onClose);
    const ready = out.write(chunk, (error) => {
      if (error) settle(error);
    });
    if (ready) settle();
    else out.once('drain', onDrain);
  });
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = header.toString('ascii', offset, offset + length).replace(/[\0 ]+$/g, '').replace(/^ +/, '');
  if (!/^[0-7]*$/.test(text)) throw new TarFormatError('Corrupt tar header (not an octal number)');
  return text === '' ? 0 : parseInt(text, 8);
}

async function readExactly(file: FileHandle, buffer: Buffer, position: number): Promise<number> {
  let read = 0;
  while (read < buffer.length) {
    const { bytesRead } = await file.read(buffer, read, buffer.length - read, position + read);
    if (bytesRead === 0) break;
    read += bytesRead;
  }
  return read;
}

/**
 * The entries of a ustar archive, in order, without reading their bytes.
 * Throws {@link TarFormatError} on a bad checksum, an entry type other than
 * a regular file, or an archive cut off before its end blocks.
 */
export async function listTarEntries(file: FileHandle): Promise<TarEntry[]> {
  const { size: fileSize } = await file.stat();
  const entries: TarEntry[] = [];
  const header = Buffer.alloc(BLOCK);
  let position = 0;
  for (;;) {
    if ((await readExactly(file, header, position)) < BLOCK) throw new TarFormatError('The archive is cut off (no end-of-archive blocks)');
    if (header.every((byte) => byte === 0)) return entries;
    const stored = readOctal(header, 148, 8);
    let sum = 0;
    for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : header[index]!;
    if (stored !== sum) throw new TarFormatError('Corrupt tar header (checksum mismatch)');
    const type = header.toString('ascii', 156, 157);
    if (type !== '0' && type !== '\0' && type !== '5') throw new TarFormatError(`Unexpected tar entry type '${type}'`);
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = type === '5' ? 0 : readOctal(header, 124, 12);
    const offset = position + BLOCK;
    if (offset + size > fileSize) throw new TarFormatError(`The archive is cut off (inside ${name})`);
    entries.push({ name, type: type === '5' ? 'directory' : 'file', size, offset });
    position = offset + size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
}
