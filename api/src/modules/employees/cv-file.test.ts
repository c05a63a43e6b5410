import { attachmentDisposition, detectCvKind, sanitiseCvFileName, zipEntryNames } from './cv-file.js';

describe('detectCvKind', () => {
  it('knows PDF, DOC and refuses look-alikes', () => {
    expect(detectCvKind(Buffer.from('%PDF-1.4\n'))).toBe('pdf');
    expect(detectCvKind(Buffer.from(' %PDF-1.4\n'))).toBeUndefined();
    expect(detectCvKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('doc');
    expect(detectCvKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))).toBeUndefined();
    expect(detectCvKind(Buffer.from('MZ\x90\x00'))).toBeUndefined();
    expect(detectCvKind(Buffer.alloc(0))).toBeUndefined();
  });

  it('refuses a truncated or corrupt ZIP without throwing', () => {
    const header = Buffer.alloc(64);
    header.writeUInt32LE(0x04034b50, 0);
    expect(detectCvKind(header)).toBeUndefined();
    const lyingEnd = Buffer.concat([header, Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18, 0xff)]);
    expect(zipEntryNames(lyingEnd)).toEqual([]);
    expect(detectCvKind(lyingEnd)).toBeUndefined();
  });
});

describe('sanitiseCvFileName', () => {
  it.each([
    ['../../etc/passwd.pdf', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\eva\\cv.doc', 'doc', 'cv.doc'],
    ['...', 'pdf', 'cv.pdf'],
    [undefined, 'docx', 'cv.docx'],
    ['mijn cv <2024>.PDF', 'pdf', 'mijn cv 2024.pdf'],
    ['rapport.pdf', 'docx', 'rapport.docx'],
    [`${'a'.repeat(300)}.pdf`, 'pdf', `${'a'.repeat(150)}.pdf`],
  ] as const)('%s -> %s', (input, kind, expected) => {
    expect(sanitiseCvFileName(input, kind)).toBe(expected);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact name per RFC 5987', () => {
    expect(attachmentDisposition('cv.pdf')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(attachmentDisposition("Zoë's cv (1).pdf")).toBe(`attachment; filename="Zoe's cv (1).pdf"; filename*=UTF-8''Zo%C3%AB%27s%20cv%20%281%29.pdf`);
    expect(attachmentDisposition('简历.pdf')).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E7%AE%80%E5%8E%86.pdf`);
  });
});
