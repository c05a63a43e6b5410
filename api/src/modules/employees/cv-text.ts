import type { CvHighlightPart } from '@interim/shared/contract';
import type { CvKind } from './cv-file.js';

/** At most this many characters of a CV's text are stored and indexed (a long CV is ~30,000). */
export const MAX_CV_TEXT_LENGTH = 100_000;

/** At most this many pages of a PDF are read (the rest of a 300-page upload is not a CV). */
const MAX_PDF_PAGES = 50;

/** An extraction that takes longer is given up (the CV is stored without text). */
const EXTRACTION_TIMEOUT_MS = 10_000;

/**
 * The private-use characters the search's highlighted fragment is marked
 * with (`ts_headline`, employees.repository.ts). They are removed from the
 * extracted text, so a CV cannot forge a highlight.
 */
export const HIGHLIGHT_START = '\u{E000}';
export const HIGHLIGHT_END = '\u{E001}';

type PdfModule = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfModule: Promise<PdfModule> | undefined;

/**
 * pdf.js in Node, loaded on the first PDF: its worker module is put where
 * pdf.js looks for a worker running on the main thread (`globalThis.pdfjsWorker`),
 * so it does not start one by a file URL (which the API's bundle and jest
 * cannot resolve).
 */
async function loadPdfJs(): Promise<PdfModule> {
  pdfModule ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfModule;
}

async function extractPdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await loadPdfJs();
  // A copy: pdf.js takes over (detaches) the buffer it is given.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 });
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

async function extractDocxText(bytes: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  const { value } = await (mammoth.default ?? mammoth).extractRawText({ buffer: bytes });
  return value;
}

/** Whitespace folded, highlight markers and other control characters removed, cut at the maximum length. */
export function normaliseCvText(text: string): string {
  return (
    text
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- control characters and our highlight markers are the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u{E000}\u{E001}]/gu, ' ')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ *\n[\n ]*/g, '\n')
      .trim()
      .slice(0, MAX_CV_TEXT_LENGTH)
  );
}

/**
 * The text of a CV for the recruiters' full-text search (issue 30 item 2,
 * ADR 0018): PDF with pdf.js, DOCX with mammoth; null for a .doc (Word
 * 97-2003, no maintained extractor), a file without text (a scan) and a file
 * the extractors cannot read or that takes over 10 s. Never throws: a CV
 * whose text cannot be read is still a CV.
 */
export async function extractCvText(bytes: Buffer, kind: CvKind): Promise<string | null> {
  if (kind === 'doc') return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), EXTRACTION_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const raw = await Promise.race([kind === 'pdf' ? extractPdfText(bytes) : extractDocxText(bytes), timeout]);
    const text = raw === null ? '' : normaliseCvText(raw);
    return text.length > 0 ? text : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A `ts_headline` fragment as plain-text pieces: the text between our
 * markers is a found word. The browser renders the pieces as text (found
 * ones in `<mark>`), so a CV's own markup is never HTML.
 */
export function toHighlightParts(fragment: string): CvHighlightPart[] {
  const parts: CvHighlightPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  for (const [index, piece] of fragment.split(HIGHLIGHT_START).entries()) {
    if (index === 0) {
      push(piece.replaceAll(HIGHLIGHT_END, ''), false);
      continue;
    }
    const end = piece.indexOf(HIGHLIGHT_END);
    if (end < 0) {
      push(piece, false);
      continue;
    }
    push(piece.slice(0, end), true);
    push(piece.slice(end + 1).replaceAll(HIGHLIGHT_END, ''), false);
  }
  return parts;
}
