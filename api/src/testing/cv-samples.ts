import zlib from 'node:zlib';
import { escapeHtml } from '@interim/shared/format';

/** An entry of {@link buildZip}. */
export interface ZipEntry {
  name: string;
  content: string | Buffer;
}

/**
 * A ZIP as Word writes a .docx: stored entries, or deflated ones with
 * `deflate` (how a small upload carries a large document).
 */
export function buildZip(entries: ZipEntry[], options: { deflate?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const method = options.deflate ? 8 : 0;
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content;
    const stored = options.deflate ? zlib.deflateRawSync(data, { level: 9 }) : data;
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, stored);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A real (minimal) .docx with one paragraph per line, readable by Word and by mammoth. */
export function buildDocx(lines: string[]): Buffer {
  return buildDocxWithBody(lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeHtml(line)}</w:t></w:r></w:p>`).join(''));
}

/** A real .docx whose document body is `bodyXml` (WordprocessingML), deflated with `deflate`. */
export function buildDocxWithBody(bodyXml: string, options: { deflate?: boolean } = {}): Buffer {
  return buildZip(
    [
      {
        name: '[Content_Types].xml',
        content:
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      },
      {
        name: '_rels/.rels',
        content:
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      },
      {
        name: 'word/document.xml',
        content: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}</w:body></w:document>`,
      },
    ],
    options,
  );
}

/** A real one-page PDF (Helvetica, WinAnsi text) with one line of text per entry, readable by any viewer and by pdf.js. */
export function buildPdf(lines: string[]): Buffer {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  return buildPdfWithContent(`BT /F1 11 Tf 14 TL 56 780 Td ${lines.map((line) => `(${escapePdf(line)}) Tj T*`).join(' ')} ET`);
}

/** A real one-page PDF whose page content stream is `content` (PDF operators), FlateDecode-compressed with `deflate`. */
export function buildPdfWithContent(content: string, options: { deflate?: boolean } = {}): Buffer {
  const raw = Buffer.from(content, 'latin1');
  const stream = options.deflate ? zlib.deflateSync(raw, { level: 9 }) : raw;
  const objects: Array<string | Buffer> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([Buffer.from(`<< /Length ${stream.length}${options.deflate ? ' /Filter /FlateDecode' : ''} >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), typeof object === 'string' ? Buffer.from(object, 'latin1') : object, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

/** A multipart/form-data body with one file. */
export function cvUploadBody(fileName: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----interimcvsample';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
