import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CvHighlightPart } from '@interim/shared/contract';
import { ConcurrencyLimiter } from '../../http/concurrency-limiter.js';
import type { CvKind } from './cv-file.js';
import type { CvTextWorkerCall, CvTextWorkerReply } from './cv-text-worker.js';
import { checkZipLimits } from './cv-zip-check.js';

/**
 * The private-use characters the search's highlighted fragment is marked
 * with (`ts_headline`, employees.repository.ts). They are removed from the
 * extracted text (cv-text-extract.ts), so a CV cannot forge a highlight.
 */
export const HIGHLIGHT_START = '\u{E000}';
export const HIGHLIGHT_END = '\u{E001}';

/**
 * How far one CV's extraction may go (issue 42 item 1, ADR 0018 addendum).
 * A 50-page CV is read in ~0.1 s by a warm worker, a 400-page Word document
 * in ~3 s; the files that froze the server needed 6-7 s and 0.6-1.7 GB.
 */
export interface CvTextLimits {
  /** Longest extraction, counted from the extractor loaded in the worker (ms). */
  timeoutMs: number;
  /** Longest a worker may take to start and load pdf.js or mammoth (ms): no file can make that slow, a starved machine can. */
  startTimeoutMs: number;
  /** The worker's V8 heap (old generation, MB): over it V8 stops the worker. */
  maxHeapMb: number;
  /**
   * Growth of the process's resident memory during an extraction (MB): over
   * it the extraction is terminated. pdf.js holds a decoded stream in an
   * ArrayBuffer, which the heap limit does not count.
   */
  maxRssGrowthMb: number;
}

export const CV_TEXT_LIMITS: CvTextLimits = { timeoutMs: 5000, startTimeoutMs: 20_000, maxHeapMb: 256, maxRssGrowthMb: 512 };

/**
 * What became of a CV's text: `extracted`; `no-text` (read, nothing in it:
 * a scan); `unsupported` (.doc); `refused` (a .docx over the ZIP limits,
 * not unzipped); `failed` (the extractor gave up: a broken file);
 * `timeout` and `memory` (the worker was terminated); `busy` (no turn in
 * time). Only `extracted` has text.
 */
export type CvTextOutcome = 'extracted' | 'no-text' | 'unsupported' | 'refused' | 'failed' | 'timeout' | 'memory' | 'busy';

export interface CvTextResult {
  text: string | null;
  outcome: CvTextOutcome;
  /** Why it failed, for the log: a limit, or the extractor's error message. */
  detail?: string;
  /** Wall time including the wait for a turn (ms). */
  ms: number;
}

/**
 * Extractions at once in the process: each may keep a core busy until its
 * time limit, and the main thread needs one (two cores: one at a time). A
 * waiting upload holds one of the upload limit's turns (4), so the wait is
 * bounded; a turn not given within 30 s stores the CV without text.
 */
const turns = new ConcurrencyLimiter({ maxConcurrent: Math.max(1, Math.min(2, os.availableParallelism() - 1)), maxQueued: 16, maxWaitMs: 30_000 });

/** How often the process's resident memory is read while an extraction runs (ms). */
const MEMORY_CHECK_INTERVAL_MS = 50;
const MB = 1024 * 1024;
/** An idle extraction thread ends after this long (ms): an idle server holds none. */
const IDLE_WORKER_MS = 60_000;
/** A thread is replaced after this many CVs, so nothing one file left behind in it lives long. */
const MAX_JOBS_PER_WORKER = 100;

interface RunningExtraction {
  /** Resident memory when the extractor was loaded; unset while loading. */
  rssAtStart?: number;
  maxRssGrowthMb: number;
  end(outcome: 'memory', detail: string): void;
}

const running = new Set<RunningExtraction>();
let memoryCheck: NodeJS.Timeout | undefined;

/** Terminates an extraction whose process grew more than its limit since it began (all of them when they overlap: the growth is the process's). */
function checkMemory(): void {
  if (running.size === 0) {
    clearInterval(memoryCheck);
    memoryCheck = undefined;
    return;
  }
  const rss = process.memoryUsage.rss();
  for (const extraction of running) {
    if (extraction.rssAtStart === undefined) continue;
    const grownMb = (rss - extraction.rssAtStart) / MB;
    if (grownMb > extraction.maxRssGrowthMb) extraction.end('memory', `process grew ${Math.round(grownMb)} MB (at most ${extraction.maxRssGrowthMb})`);
  }
}

/**
 * How the worker is started: the bundle's `cv-text-worker.js` next to the
 * server (api/dist, build.mjs), or the TypeScript source (tests, `pnpm
 * dev`) through tsx's `tsImport`, as render-pool.ts does.
 */
function workerScript(): { script: string | URL; eval: boolean } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const source = new URL('./cv-text-worker.ts', here).href;
    const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(here).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
    return { script: `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}));`, eval: true };
  }
  // This code is in server.js or in a chunk under dist/chunks/.
  for (const candidate of ['./cv-text-worker.js', '../cv-text-worker.js']) {
    const file = new URL(candidate, here);
    if (existsSync(fileURLToPath(file))) return { script: file, eval: false };
  }
  throw new Error(`cv-text-worker.js not found next to ${here}: build the API (pnpm --filter @interim/api build)`);
}

/** An extraction thread: reused for the next CV while it behaves, terminated as soon as one does not. */
interface ExtractionWorker {
  worker: Worker;
  heapMb: number;
  jobs: number;
  /** The call running now: gets the worker's replies, or its death. */
  onReply?: (reply: CvTextWorkerReply) => void;
  onGone?: (error: Error & { code?: string }) => void;
  idleTimer?: NodeJS.Timeout;
}

/** Threads waiting for their next CV (at most one per extraction turn). */
const idleWorkers: ExtractionWorker[] = [];
let nextCallId = 1;

function startWorker(heapMb: number): ExtractionWorker {
  const { script, eval: isCode } = workerScript();
  const entry: ExtractionWorker = {
    worker: new Worker(script, { eval: isCode, resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 } }),
    heapMb,
    jobs: 0,
  };
  let lastError: (Error & { code?: string }) | undefined;
  entry.worker.on('message', (reply: CvTextWorkerReply) => entry.onReply?.(reply));
  entry.worker.on('error', (error: Error & { code?: string }) => {
    lastError = error;
  });
  entry.worker.on('exit', (code) => {
    const index = idleWorkers.indexOf(entry);
    if (index >= 0) idleWorkers.splice(index, 1);
    clearTimeout(entry.idleTimer);
    entry.onGone?.(lastError ?? Object.assign(new Error(`the worker exited with code ${code}`), { code: 'EXITED' }));
  });
  return entry;
}

/** A thread for the next CV: an idle one with the same heap limit, or a new one. */
function takeWorker(heapMb: number): ExtractionWorker {
  const index = idleWorkers.findIndex((candidate) => candidate.heapMb === heapMb);
  const entry = index >= 0 ? idleWorkers.splice(index, 1)[0]! : startWorker(heapMb);
  clearTimeout(entry.idleTimer);
  entry.worker.ref();
  return entry;
}

/** Back to the idle threads (it neither holds the process open nor lives longer than IDLE_WORKER_MS), or ended after its last CV. */
function giveBack(entry: ExtractionWorker): void {
  entry.onReply = undefined;
  entry.onGone = undefined;
  if (entry.jobs >= MAX_JOBS_PER_WORKER) {
    void entry.worker.terminate();
    return;
  }
  entry.worker.unref();
  entry.idleTimer = setTimeout(() => {
    const index = idleWorkers.indexOf(entry);
    if (index >= 0) idleWorkers.splice(index, 1);
    void entry.worker.terminate();
  }, IDLE_WORKER_MS).unref();
  idleWorkers.push(entry);
}

/** One extraction in a worker thread, ended by its answer, its time limit, its heap limit or the process's memory growth. */
function extractInWorker(bytes: Buffer, kind: 'pdf' | 'docx', limits: CvTextLimits): Promise<Omit<CvTextResult, 'ms'>> {
  return new Promise((resolve) => {
    let entry: ExtractionWorker;
    try {
      entry = takeWorker(limits.maxHeapMb);
    } catch (error) {
      resolve({ text: null, outcome: 'failed', detail: error instanceof Error ? error.message : String(error) });
      return;
    }
    const id = nextCallId++;
    entry.jobs += 1;
    let timer: NodeJS.Timeout | undefined;
    const end = (result: Omit<CvTextResult, 'ms'>, healthy: boolean) => {
      if (!running.has(extraction)) return;
      running.delete(extraction);
      clearTimeout(timer);
      if (healthy) giveBack(entry);
      else {
        entry.onReply = undefined;
        entry.onGone = undefined;
        // terminate() stops JavaScript mid-loop (V8 TerminateExecution) and frees the thread's heap and buffers.
        void entry.worker.terminate();
      }
      resolve(result);
    };
    const extraction: RunningExtraction = { maxRssGrowthMb: limits.maxRssGrowthMb, end: (outcome, detail) => end({ text: null, outcome, detail }, false) };
    running.add(extraction);
    memoryCheck ??= setInterval(checkMemory, MEMORY_CHECK_INTERVAL_MS).unref();
    timer = setTimeout(() => end({ text: null, outcome: 'timeout', detail: `the worker did not load within ${limits.startTimeoutMs} ms` }, false), limits.startTimeoutMs);
    entry.onReply = (reply) => {
      if (reply.id !== id) return;
      if (reply.type === 'loaded') {
        extraction.rssAtStart = process.memoryUsage.rss();
        clearTimeout(timer);
        timer = setTimeout(() => end({ text: null, outcome: 'timeout', detail: `over ${limits.timeoutMs} ms` }, false), limits.timeoutMs);
      } else if (reply.type === 'done') {
        end(reply.text ? { text: reply.text, outcome: 'extracted' } : { text: null, outcome: 'no-text' }, true);
      } else {
        // The extractor threw (a broken file): the thread itself is fine.
        end({ text: null, outcome: 'failed', detail: reply.error }, true);
      }
    };
    entry.onGone = (error) => end({ text: null, outcome: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed', detail: error.message }, false);
    // The worker gets its own copy (transferred, not cloned again); the caller keeps the upload's bytes.
    const copy = new Uint8Array(bytes);
    entry.worker.postMessage({ type: 'extract', id, bytes: copy, kind } satisfies CvTextWorkerCall, [copy.buffer]);
  });
}

/**
 * The text of a CV for the recruiters' full-text search (issue 30 item 2,
 * ADR 0018), and what became of it. PDF with pdf.js, DOCX with mammoth,
 * each in a worker thread of its own (issue 42 item 1): a file that takes
 * too long or too much memory is terminated there, and the event loop,
 * which answers every other request, never waits for it. A .docx is
 * checked against the ZIP limits (cv-zip-check.ts) before anything is
 * unzipped. Never throws: a CV whose text cannot be read is still a CV.
 */
export async function readCvText(bytes: Buffer, kind: CvKind, limits: CvTextLimits = CV_TEXT_LIMITS): Promise<CvTextResult> {
  const started = performance.now();
  const result = await read();
  return { ...result, ms: Math.round(performance.now() - started) };

  async function read(): Promise<Omit<CvTextResult, 'ms'>> {
    // Word 97-2003: no maintained extractor.
    if (kind === 'doc') return { text: null, outcome: 'unsupported' };
    if (kind === 'docx') {
      const check = checkZipLimits(bytes);
      if (!check.ok) return { text: null, outcome: 'refused', detail: check.reason };
    }
    let release: () => void;
    try {
      release = await turns.acquire();
    } catch {
      return { text: null, outcome: 'busy', detail: 'no extraction turn in time' };
    }
    try {
      return await extractInWorker(bytes, kind, limits);
    } finally {
      release();
    }
  }
}

/** The text of a CV, or null when it has none or it could not be read ({@link readCvText}). */
export async function extractCvText(bytes: Buffer, kind: CvKind): Promise<string | null> {
  return (await readCvText(bytes, kind)).text;
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
