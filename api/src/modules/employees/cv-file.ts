import { CV_CONTENT_TYPES } from '@interim/shared/contract';

/** A CV type accepted by content. */
export type CvKind = keyof typeof CV_CONTENT_TYPES;

const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');
// OLE2 compound file: Word 97-2003 documents.
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;

/**
 * The type of a CV from its bytes, never from its name or the declared
 * Content-Type: PDF (`%PDF-`), .doc (OLE2 signature), .docx (a ZIP whose
 * central directory lists `word/document.xml`). Undefined for anything else.
 */
export function detectCvKind(bytes: Buffer): CvKind | undefined {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (bytes.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) return 'doc';
  if (bytes.length >= 30 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER && zipEntryNames(bytes).includes('word/document.xml')) return 'docx';
  return undefined;
}

/** Names in a ZIP's central directory (empty when it is not a well-formed ZIP). */
export function zipEntryNames(bytes: Buffer): string[] {
  // The end-of-directory record is 22 bytes plus a comment of at most 65535.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= earliest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === ZIP_END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return [];
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (directoryOffset + directorySize > end) return [];
  const names: string[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== ZIP_CENTRAL_HEADER) return [];
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > end) return [];
    names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * The name a CV is shown and downloaded with: the uploaded name without any
 * path (`../../etc/passwd.pdf` -> `passwd.pdf`), control and reserved
 * characters, or leading dots, and with the extension of the detected type.
 */
export function sanitiseCvFileName(original: string | undefined, kind: CvKind): string {
  const last = (original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem = cleaned.replace(/\.[^.]*$/, '').trim().slice(0, 150) || 'cv';
  return `${stem}.${kind}`;
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback `filename` and the
 * exact name as RFC 5987 `filename*` (UTF-8, percent-encoded).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'cv';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
