import type { CvKind } from './cv-file.js';

/** At most this many characters of a CV's text are stored and indexed (a long CV is ~30,000). */
export const MAX_CV_TEXT_LENGTH = 100_000;

/** At most this many pages of a PDF are read (the rest of a 300-page upload is not a CV). */
const MAX_PDF_PAGES = 50;

type PdfModule = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfModule: Promise<PdfModule> | undefined;

/**
 * pdf.js in Node, loaded on the first PDF: its worker module is put where
 * pdf.js looks for a worker running on the same thread (`globalThis.pdfjsWorker`),
 * so it does not start one by a file URL (which the API's bundle and jest
 * cannot resolve). That thread is the extraction worker (cv-text-worker.ts).
 */
async function loadPdfJs(): Promise<PdfModule> {
  pdfModule ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfModule;
}

type Mammoth = typeof import('mammoth');

async function loadMammoth(): Promise<Mammoth> {
  const mammoth = await import('mammoth');
  return (mammoth as { default?: Mammoth }).default ?? mammoth;
}

async function extractPdfText(pdf: PdfModule, bytes: Uint8Array): Promise<string> {
  // A copy: pdf.js takes over (detaches) the buffer it is given.
  const task = pdf.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES) && length < MAX_CV_TEXT_LENGTH; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return pages.join('\n');
  } finally {
    await task.destroy();
  }
}

async function extractDocxText(mammoth: Mammoth, bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return value;
}

/** Whitespace folded, highlight markers and other control characters removed, cut at the maximum length. */
export function normaliseCvText(text: string): string {
  return (
    text
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- control characters and our highlight markers (U+E000, U+E001, cv-text.ts) are the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u{E000}\u{E001}]/gu, ' ')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ *\n[\n ]*/g, '\n')
      .trim()
      .slice(0, MAX_CV_TEXT_LENGTH)
  );
}

/** Reads a PDF or a DOCX in the calling thread; the extractor is loaded first (`onLoaded`), so a time limit can count from there. */
export async function extractCvTextHere(bytes: Uint8Array, kind: Exclude<CvKind, 'doc'>, onLoaded: () => void = () => undefined): Promise<string> {
  if (kind === 'pdf') {
    const pdf = await loadPdfJs();
    onLoaded();
    return normaliseCvText(await extractPdfText(pdf, bytes));
  }
  const mammoth = await loadMammoth();
  onLoaded();
  return normaliseCvText(await extractDocxText(mammoth, bytes));
}
