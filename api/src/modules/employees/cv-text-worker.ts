import { parentPort } from 'node:worker_threads';
import { extractCvTextHere } from './cv-text-extract.js';

/**
 * A CV text extraction thread (issue 42 item 1, ADR 0018 addendum),
 * started by cv-text.ts with a heap limit. It reads one CV at a time and
 * is terminated when a CV takes too long or the process grows too much;
 * an idle one ends after a while. pdf.js and mammoth parse synchronously,
 * so only a thread of their own keeps a hostile file from stopping the
 * API's event loop.
 */
export interface CvTextWorkerCall {
  type: 'extract';
  id: number;
  bytes: Uint8Array;
  kind: 'pdf' | 'docx';
}

/** What the worker posts per call: `loaded` when the extractor is loaded (the time limit counts from there), then the text or why not. */
export type CvTextWorkerReply = { type: 'loaded'; id: number } | { type: 'done'; id: number; text: string } | { type: 'failed'; id: number; error: string };

const port = parentPort;
if (!port) throw new Error('cv-text-worker.ts runs only as a worker thread (cv-text.ts starts it)');
const post = (reply: CvTextWorkerReply) => port.postMessage(reply);

port.on('message', ({ id, bytes, kind }: CvTextWorkerCall) => {
  extractCvTextHere(bytes, kind, () => post({ type: 'loaded', id })).then(
    (text) => post({ type: 'done', id, text }),
    (error: unknown) => post({ type: 'failed', id, error: error instanceof Error ? error.message : String(error) }),
  );
});
