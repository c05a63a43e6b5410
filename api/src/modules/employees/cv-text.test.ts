import { buildDocx, buildDocxWithBody, buildPdf, buildPdfWithContent, buildZip } from '../../testing/cv-samples.js';
import { CV_TEXT_LIMITS, readCvText } from './cv-text.js';

// Issue 42 item 1 (ADR 0018 addendum): a CV's text is read in a worker
// thread that is terminated at its time or memory limit; a .docx over the
// ZIP limits is not unzipped at all. The hostile files are built here.

/** 100,000 short distinct paragraphs (~4 MB of XML, ~600 KB deflated, ratio ~10: within the ZIP limits); mammoth needs ~600 MB of heap and seconds. */
const heavyDocx = buildDocxWithBody(Array.from({ length: 100_000 }, (_, index) => `<w:p><w:r><w:t>regel ${index} woord ${(index * 7919) % 100_003}</w:t></w:r></w:p>`).join(''), { deflate: true });

/** A paragraph as Word writes one (revision ids, run properties). */
const wordParagraph = (text: string) =>
  `<w:p w:rsidR="00A14C2B" w:rsidRDefault="00B7735E"><w:pPr><w:spacing w:after="120"/></w:pPr><w:r><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/><w:sz w:val="20"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

describe('CV text extraction in a worker thread', () => {
  it('reads a PDF and a DOCX as before, and says why a file has no text', async () => {
    expect(await readCvText(buildPdf(['Eerste regel', 'Tweede (regel)']), 'pdf')).toEqual({ text: 'Eerste regel\nTweede (regel)', outcome: 'extracted', ms: expect.any(Number) });
    expect(await readCvText(buildDocx(['Kop', 'Alinea met  spaties']), 'docx')).toMatchObject({ text: 'Kop\nAlinea met spaties', outcome: 'extracted' });
    expect(await readCvText(buildDocx([]), 'docx')).toMatchObject({ text: null, outcome: 'no-text' });
    expect(await readCvText(Buffer.from('%PDF-1.7 kapot'), 'pdf')).toMatchObject({ text: null, outcome: 'failed' });
    // Not a ZIP at all (the type check looks at the first bytes only).
    expect(await readCvText(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]), 'docx')).toMatchObject({ text: null, outcome: 'refused' });
    expect(await readCvText(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), 'doc')).toMatchObject({ text: null, outcome: 'unsupported' });
  });

  it('reads a long CV within the limits: 50 PDF pages, a 1,500-paragraph Word document', async () => {
    // 3,000 lines of ~30 characters: 50 pages' worth, under the 100,000 characters kept.
    const pages = Array.from({ length: 50 }, (_, page) => `BT /F1 9 Tf 11 TL 40 800 Td ${Array.from({ length: 60 }, (_, line) => `(${page}.${line} projectleider, adviseur) Tj T*`).join(' ')} ET`);
    // One content stream per page would need more objects; 50 pages' worth of text on one page is the same work for pdf.js.
    const pdf = await readCvText(buildPdfWithContent(pages.join(' '), { deflate: true }), 'pdf');
    expect(pdf.outcome).toBe('extracted');
    expect(pdf.text!.split('\n')).toHaveLength(3000);
    const docx = await readCvText(buildDocxWithBody(Array.from({ length: 1500 }, (_, index) => wordParagraph(`Alinea ${index}: werkzaam als beleidsadviseur bij een gemeente.`)).join(''), { deflate: true }), 'docx');
    expect(docx.outcome).toBe('extracted');
    expect(docx.text!.split('\n')).toHaveLength(1500);
    console.log(`cv-text: long PDF read in ${pdf.ms} ms, long DOCX in ${docx.ms} ms`);
  });

  it('refuses a DOCX of a million empty paragraphs (10 KB) before unzipping it', async () => {
    const bomb = buildDocxWithBody('<w:p/>'.repeat(1_000_000), { deflate: true });
    expect(bomb.length).toBeLessThan(20_000);
    const result = await readCvText(bomb, 'docx');
    expect(result).toMatchObject({ text: null, outcome: 'refused', detail: expect.stringMatching(/^entry 2 inflates \d+ times/) });
    // No worker was started: on the main thread mammoth took 6.5 s and 1.7 GB for this file.
    expect(result.ms).toBeLessThan(500);
  });

  it('stops a worker at its heap limit', async () => {
    const result = await readCvText(heavyDocx, 'docx', { ...CV_TEXT_LIMITS, maxHeapMb: 64, timeoutMs: 60_000 });
    expect(result).toMatchObject({ text: null, outcome: 'memory', detail: expect.stringContaining('JS heap out of memory') });
  }, 70_000);

  it('stops a worker at its time limit', async () => {
    const result = await readCvText(heavyDocx, 'docx', { ...CV_TEXT_LIMITS, maxHeapMb: 4096, timeoutMs: 500 });
    expect(result).toMatchObject({ text: null, outcome: 'timeout', detail: 'over 500 ms' });
    // The limit counts from the extractor loaded; starting the worker under jest (tsx) takes ~1 s.
    expect(result.ms).toBeLessThan(500 + CV_TEXT_LIMITS.startTimeoutMs);
  }, 30_000);

  it('stops a PDF whose content stream inflates to 20 MB of text operators (40 KB file)', async () => {
    const pdf = buildPdfWithContent(`BT /F1 11 Tf ${'(a) Tj T* '.repeat(2_000_000)} ET`, { deflate: true });
    expect(pdf.length).toBeLessThan(50_000);
    const result = await readCvText(pdf, 'pdf');
    // On the main thread pdf.js took 6.6 s and ~600 MB of heap; here whichever limit comes first ends it.
    expect(result.text).toBeNull();
    expect(['timeout', 'memory']).toContain(result.outcome);
    expect(result.ms).toBeLessThan(CV_TEXT_LIMITS.timeoutMs + CV_TEXT_LIMITS.startTimeoutMs);
  }, 30_000);

  it('stops a PDF whose decoded stream grows the process outside the heap (pdf.js keeps it in an ArrayBuffer)', async () => {
    // 120 MB of path operators in a 175 KB file: the heap stays small, the decoded bytes do not.
    const pdf = buildPdfWithContent(`BT ${'0 0 m '.repeat(20_000_000)} ET`, { deflate: true });
    const result = await readCvText(pdf, 'pdf', { ...CV_TEXT_LIMITS, maxRssGrowthMb: 96, timeoutMs: 60_000 });
    expect(result).toMatchObject({ text: null, outcome: 'memory', detail: expect.stringMatching(/^process grew \d+ MB \(at most 96\)$/) });
  }, 70_000);

  it('reads the next CV normally after a worker was terminated', async () => {
    expect(await readCvText(heavyDocx, 'docx', { ...CV_TEXT_LIMITS, timeoutMs: 200 })).toMatchObject({ outcome: 'timeout' });
    expect((await readCvText(buildZip([{ name: 'a.xml', content: '<a/>' }]), 'docx')).outcome).toBe('failed');
    expect(await readCvText(buildDocx(['Nog steeds leesbaar']), 'docx')).toMatchObject({ text: 'Nog steeds leesbaar', outcome: 'extracted' });
  }, 30_000);
});
