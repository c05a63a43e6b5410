/**
 * What a .docx (a ZIP) may hold before its text is read (issue 42 item 1,
 * ASVS V5.2.3). A CV of 10 MB has a few dozen entries and a few MB of XML;
 * a ZIP bomb has many entries or parts that inflate hundreds of times.
 */
export interface ZipLimits {
  /** Entries in the central directory. */
  maxEntries: number;
  /** Sum of the entries' uncompressed sizes, in bytes. */
  maxUncompressedBytes: number;
  /** Uncompressed / compressed size of one entry larger than `ratioFloorBytes` (Apache POI refuses over 100). */
  maxRatio: number;
  /** Entries up to this uncompressed size may have any ratio (a few KB of repeated XML compresses well and costs nothing). */
  ratioFloorBytes: number;
}

/** The limits for a CV's .docx: Word's CVs stay far below (a 30-page CV: ~30 entries, ~2 MB, ratios up to ~15). */
export const DOCX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

/** The ZIP is within the limits (`entries`, `uncompressedBytes` as its directory says), or why not. */
export type ZipCheck = { ok: true; entries: number; uncompressedBytes: number } | { ok: false; reason: string };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const ENTRY_HEADER_BYTES = 46;

/** The end of central directory record: the last one in the file's final 22 + 65,535 bytes (its comment may follow it). */
function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - END_RECORD_BYTES - 0xffff);
  for (let at = bytes.length - END_RECORD_BYTES; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

/**
 * Checks a ZIP against `limits` from its central directory alone: nothing
 * is inflated, and the work is bounded by the entry count, which is checked
 * first. The sizes are what the directory declares; a ZIP that lies about
 * them gets past this check, not past the extraction worker's memory and
 * time limits (cv-text.ts), and jszip (mammoth's unzipper) refuses an entry
 * whose data does not match its declared size. ZIP64 and multi-disk
 * archives are refused: no CV needs them.
 */
export function checkZipLimits(bytes: Buffer, limits: ZipLimits = DOCX_ZIP_LIMITS): ZipCheck {
  if (bytes.length < END_RECORD_BYTES) return { ok: false, reason: 'no end of central directory' };
  const end = findEndRecord(bytes);
  if (end < 0) return { ok: false, reason: 'no end of central directory' };
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const entriesOnDisk = bytes.readUInt16LE(end + 8);
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return { ok: false, reason: 'ZIP64' };
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entries) return { ok: false, reason: 'multi-disk archive' };
  if (entries > limits.maxEntries) return { ok: false, reason: `${entries} entries (at most ${limits.maxEntries})` };
  if (directoryOffset + directorySize > end) return { ok: false, reason: 'central directory outside the file' };

  let at = directoryOffset;
  let uncompressedBytes = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + ENTRY_HEADER_BYTES > end || bytes.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return { ok: false, reason: `central directory entry ${index} is broken` };
    const compressed = bytes.readUInt32LE(at + 20);
    const uncompressed = bytes.readUInt32LE(at + 24);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return { ok: false, reason: 'ZIP64' };
    uncompressedBytes += uncompressed;
    if (uncompressedBytes > limits.maxUncompressedBytes) return { ok: false, reason: `over ${limits.maxUncompressedBytes} bytes uncompressed` };
    if (uncompressed > limits.ratioFloorBytes && uncompressed > limits.maxRatio * Math.max(compressed, 1)) {
      return { ok: false, reason: `entry ${index} inflates ${Math.round(uncompressed / Math.max(compressed, 1))} times (at most ${limits.maxRatio})` };
    }
    at += ENTRY_HEADER_BYTES + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { ok: true, entries, uncompressedBytes };
}
