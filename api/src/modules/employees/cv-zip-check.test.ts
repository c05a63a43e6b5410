import { buildDocx, buildDocxWithBody, buildZip } from '../../testing/cv-samples.js';
import { checkZipLimits, DOCX_ZIP_LIMITS } from './cv-zip-check.js';

// Issue 42 item 1, ASVS V5.2.3: a .docx is checked from its central
// directory before anything is inflated.

const END_RECORD = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/** Offset of the end of central directory record (no comment: the last 22 bytes). */
const endOf = (zip: Buffer) => zip.length - 22;

/** The offset of the n-th central directory entry. */
function directoryEntry(zip: Buffer, index: number): number {
  let at = zip.readUInt32LE(endOf(zip) + 16);
  for (let current = 0; current < index; current += 1) at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  expect(zip.readUInt32LE(at)).toBe(DIRECTORY_ENTRY);
  return at;
}

/** A copy of `zip` whose directory declares `size` uncompressed bytes for entry `index`, its data unchanged. */
function declaringSize(zip: Buffer, index: number, size: number): Buffer {
  const copy = Buffer.from(zip);
  copy.writeUInt32LE(size, directoryEntry(copy, index) + 24);
  return copy;
}

describe('the ZIP pre-check of a .docx', () => {
  it('passes a CV as Word writes it', () => {
    const docx = buildDocx(['Anna Jansen', 'Projectleider']);
    expect(checkZipLimits(docx)).toEqual({ ok: true, entries: 3, uncompressedBytes: expect.any(Number) });
    // A comment after the end record is allowed (the record is found from the end).
    const comment = Buffer.from('gemaakt met Word');
    const commented = Buffer.concat([docx, comment]);
    commented.writeUInt16LE(comment.length, endOf(docx) + 20);
    expect(checkZipLimits(commented)).toMatchObject({ ok: true, entries: 3 });
  });

  it('refuses a million empty paragraphs deflated to 10 KB (an entry that inflates ~600 times)', () => {
    const bomb = buildDocxWithBody('<w:p/>'.repeat(1_000_000), { deflate: true });
    expect(bomb.length).toBeLessThan(20_000);
    expect(checkZipLimits(bomb)).toEqual({ ok: false, reason: expect.stringMatching(/^entry 2 inflates (\d+) times \(at most 100\)$/) });
  });

  it('refuses too many entries from the end record, before reading the directory', () => {
    const entries = Array.from({ length: DOCX_ZIP_LIMITS.maxEntries + 1 }, (_, index) => ({ name: `word/media/image${index}.png`, content: 'x' }));
    expect(checkZipLimits(buildZip(entries))).toEqual({ ok: false, reason: '1001 entries (at most 1000)' });
    expect(checkZipLimits(buildZip(entries.slice(1)))).toMatchObject({ ok: true, entries: 1000 });
    // The count alone decides: a directory that is garbage after the end record's count is never read.
    const garbled = buildZip(entries);
    garbled.fill(0xee, garbled.readUInt32LE(endOf(garbled) + 16), endOf(garbled));
    expect(checkZipLimits(garbled)).toEqual({ ok: false, reason: '1001 entries (at most 1000)' });
  });

  it('refuses a declared uncompressed size over the limit without inflating (the data is not even deflate)', () => {
    // Stored entries of a few bytes whose directory declares 60 MB: inflating would fail or take the memory; the check only reads the numbers.
    const zip = declaringSize(buildDocx(['Anna']), 2, 60 * 1024 * 1024);
    expect(checkZipLimits(zip)).toEqual({ ok: false, reason: expect.stringMatching(/^over 52428800 bytes uncompressed$/) });
    // 2 MB declared for a tiny entry: the ratio.
    expect(checkZipLimits(declaringSize(buildDocx(['Anna']), 2, 2 * 1024 * 1024))).toEqual({ ok: false, reason: expect.stringMatching(/^entry 2 inflates \d+ times/) });
    // The sum of the entries counts, not only the largest.
    const parts = Array.from({ length: 5 }, (_, index) => ({ name: `word/part${index}.xml`, content: 'a'.repeat(300) }));
    expect(checkZipLimits(buildZip(parts), { ...DOCX_ZIP_LIMITS, maxUncompressedBytes: 1000 })).toEqual({ ok: false, reason: 'over 1000 bytes uncompressed' });
    expect(checkZipLimits(buildZip(parts.slice(0, 3)), { ...DOCX_ZIP_LIMITS, maxUncompressedBytes: 1000 })).toMatchObject({ ok: true, uncompressedBytes: 900 });
  });

  it('refuses what is no plain ZIP: ZIP64, several disks, a directory outside the file, no end record', () => {
    const docx = buildDocx(['Anna']);
    const zip64 = Buffer.from(docx);
    zip64.writeUInt16LE(0xffff, endOf(zip64) + 8);
    zip64.writeUInt16LE(0xffff, endOf(zip64) + 10);
    expect(checkZipLimits(zip64)).toEqual({ ok: false, reason: 'ZIP64' });
    const disks = Buffer.from(docx);
    disks.writeUInt16LE(1, endOf(disks) + 4);
    expect(checkZipLimits(disks)).toEqual({ ok: false, reason: 'multi-disk archive' });
    const outside = Buffer.from(docx);
    outside.writeUInt32LE(docx.length, endOf(outside) + 16);
    expect(checkZipLimits(outside)).toEqual({ ok: false, reason: 'central directory outside the file' });
    const broken = Buffer.from(docx);
    broken.writeUInt32LE(0, directoryEntry(broken, 1));
    expect(checkZipLimits(broken)).toEqual({ ok: false, reason: 'central directory entry 1 is broken' });
    expect(checkZipLimits(docx.subarray(0, docx.length - 1))).toEqual({ ok: false, reason: 'no end of central directory' });
    expect(checkZipLimits(Buffer.from('PK'))).toEqual({ ok: false, reason: 'no end of central directory' });
    expect(docx.readUInt32LE(endOf(docx))).toBe(END_RECORD);
  });
});
