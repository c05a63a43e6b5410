import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { documentRestUnrendered, type RenderJob, type RenderLog, type RenderResult, type RenderWorkerCall, type RenderWorkerReply } from '@interim/shared/contract/server-render';
import { ConcurrencyLimiter, type Release, serverBusy } from '../http/concurrency-limiter.js';
import type { RenderWorkerData } from './render-worker.js';

/**
 * The site server's render workers (ADR 0024): server renders run in a pool
 * of worker threads, so the main thread keeps answering the API (which the
 * renders read their data from, over loopback) and owns the database.
 *
 * - Its queue is the render concurrency cap (issue 29 item 2): `admit()`
 *   gives a turn of `concurrency` renders at once, `queue` waiting at most
 *   `maxWaitMs`; beyond it the caller serves the browser-rendered page. A
 *   render whose turn would not come within `maxWaitMs` at the pace turns
 *   end now is refused at once, so `queue` bounds memory, and the wait
 *   bounds the queue's length.
 * - Its queue is fair between clients (issue 42 item 9): `admit(client)`
 *   lets one client (the visitor's address, as the render budget counts
 *   it) hold at most `perClient` turns, running or waiting in the queue.
 *   Its further renders wait in a line of their own and enter the queue one
 *   by one as its renders end, behind the renders other clients queued
 *   meanwhile, so a flood inside the per-address budget takes its share of
 *   the workers and no more (see {@link ClientShares}).
 * - A render goes to the worker with the fewest renders running.
 * - A worker that crashes, or does not answer a render within `timeoutMs`
 *   (a hang: React's own timeout is 5 s), is terminated and replaced; its
 *   renders answer null (or, for a streamed page whose head has left, the
 *   page without a render), so the browser renders them. Nothing waits for
 *   good.
 * - A worker that exits before it answered anything (a broken build) is
 *   replaced only after a pause, so a crash loop costs nothing but fallbacks.
 * - Workers start with the first render or warm-up, not with the app.
 * - `close()` (the app's onClose, ADR 0011) terminates them.
 */
export interface RenderPoolOptions extends RenderWorkerData {
  /** Worker threads (SERVER_RENDER_WORKERS). */
  size: number;
  /**
   * Renders at once, waiting, and the longest wait (SERVER_RENDER_CONCURRENCY, _QUEUE, _QUEUE_WAIT_MS);
   * `perClient`: the turns one client may hold (default {@link defaultRenderShare}).
   */
  limits: { concurrency: number; queue: number; maxWaitMs: number; perClient?: number };
  /** Longest a render may take in a worker before the worker counts as hung (ms). */
  timeoutMs?: number;
  /** Where the pool writes what went wrong with a worker. */
  log?: RenderLog;
}

/** What a render of the pool answers: the boundary's result, and the worker thread that rendered it. */
export interface PooledRender {
  result: RenderResult;
  thread?: number;
}

export const DEFAULT_RENDER_TIMEOUT_MS = 15_000;

/**
 * The turns one client may hold by default: 2, but never more than half of
 * the concurrency (1 of 2), so one client never holds every turn.
 */
export function defaultRenderShare(concurrency: number): number {
  return Math.max(1, Math.min(2, Math.floor(concurrency / 2)));
}

/** A client's renders beyond its share that may wait in its own line; more are refused at once (the browser renders them). */
export const MAX_WAITING_PER_CLIENT = 8;

/** How the pool's queue gives turns: what {@link ClientShares} stands in front of. */
export interface RenderTurns {
  acquire(): Promise<Release>;
}

interface ClientWaiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

interface ClientLine {
  /** Turns of the client in the pool's queue, running or waiting there. */
  held: number;
  /** Its renders beyond the share, first come first served. */
  waiting: ClientWaiter[];
}

/**
 * Fair queueing of the render turns between clients (issue 42 item 9): a
 * client holds at most `perClient` turns of `turns` (running, or waiting in
 * its first-come-first-served queue). A render beyond that waits in the
 * client's own line and asks `turns` for a turn only when one of the
 * client's renders ended, so it queues behind what other clients asked for
 * meanwhile: with a share of 2 and 6 renders of one client at once, another
 * client's render is the next to start, not the flood's 3rd. A client's
 * line is bounded (`maxWaitingPerClient`, and `maxWaiting` over all lines)
 * and each wait in it by `maxWaitMs`; beyond them the render is refused
 * (503 SERVER_BUSY: the page falls back to the browser render), as the
 * pool's own queue does. A render let into `turns` then waits there as any
 * other (its own wait limit).
 */
export class ClientShares {
  private readonly lines = new Map<string, ClientLine>();
  private waitingCount = 0;

  constructor(
    private readonly turns: RenderTurns,
    private readonly options: { perClient: number; maxWaitingPerClient: number; maxWaiting: number; maxWaitMs: number },
  ) {}

  /** Clients with renders, and their renders waiting beyond their share (tests, logs). */
  get stats(): { clients: number; waiting: number } {
    return { clients: this.lines.size, waiting: this.waitingCount };
  }

  /** A turn of `turns` for one of `client`'s renders, after the client's earlier renders beyond its share. */
  acquire(client: string): Promise<Release> {
    let line = this.lines.get(client);
    if (!line) {
      line = { held: 0, waiting: [] };
      this.lines.set(client, line);
    }
    if (line.held < this.options.perClient) return this.enter(client, line);
    if (line.waiting.length >= this.options.maxWaitingPerClient || this.waitingCount >= this.options.maxWaiting) return Promise.reject(serverBusy());
    const own = line;
    return new Promise<Release>((resolve, reject) => {
      const waiter: ClientWaiter = {
        admit: () => this.enter(client, own).then(resolve, reject),
        timer: setTimeout(() => {
          const index = own.waiting.indexOf(waiter);
          if (index !== -1) {
            own.waiting.splice(index, 1);
            this.waitingCount -= 1;
          }
          this.forget(client, own);
          reject(serverBusy());
        }, this.options.maxWaitMs),
      };
      own.waiting.push(waiter);
      this.waitingCount += 1;
    });
  }

  /** Takes one of the client's share and asks `turns` for a turn; the share passes on when that turn ends or is refused. */
  private async enter(client: string, line: ClientLine): Promise<Release> {
    line.held += 1;
    let release: Release;
    try {
      release = await this.turns.acquire();
    } catch (error) {
      this.pass(client, line);
      throw error;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The pool's turn first: a render other clients queued gets it before this client's next one asks.
      release();
      this.pass(client, line);
    };
  }

  /** One of the client's turns ended: its next render waiting beyond the share asks for a turn now. */
  private pass(client: string, line: ClientLine): void {
    line.held -= 1;
    const next = line.waiting.shift();
    if (next) {
      this.waitingCount -= 1;
      clearTimeout(next.timer);
      next.admit();
      return;
    }
    this.forget(client, line);
  }

  private forget(client: string, line: ClientLine): void {
    if (line.held === 0 && line.waiting.length === 0 && this.lines.get(client) === line) this.lines.delete(client);
  }
}

interface Pending {
  /** Called with the worker's replies for this call. */
  onReply(reply: RenderWorkerReply): void;
  /** The worker died or hung: the call ends without its answer. */
  onLost(reason: string): void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Set when the worker was ended on purpose (hung, closing): its exit replaces nothing twice. */
  ended: boolean;
  /** The worker has posted something (a log line, a page): it did start. */
  answered: boolean;
}

/**
 * How a worker is started: the bundle's `render-worker.js` next to the
 * server (api/dist, build.mjs), or the TypeScript source (tests, `pnpm dev`,
 * the bench) through tsx's `tsImport` (Node does not apply a parent's
 * `--import tsx` to a worker's own entry).
 */
function workerScript(): { script: string | URL; eval: boolean } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const source = new URL('./render-worker.ts', here).href;
    const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(here).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
    return { script: `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}));`, eval: true };
  }
  // This code is in server.js or in a chunk under dist/chunks/.
  for (const candidate of ['./render-worker.js', '../render-worker.js']) {
    const file = new URL(candidate, here);
    if (existsSync(fileURLToPath(file))) return { script: file, eval: false };
  }
  throw new Error(`render-worker.js not found next to ${here}: build the API (pnpm --filter @interim/api build)`);
}

/** A worker that exits before it answered anything is not replaced at once (a crash loop: a broken build), but after this pause. */
const RESTART_PAUSE_MS = 5000;

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly turns: ConcurrencyLimiter;
  private readonly shares: ClientShares;
  private nextId = 1;
  private closed = false;
  /** The last warm-up's arguments: a replacement worker warms up too. */
  private warm: { origin: string; remotesTable: string } | undefined;
  private replaced = 0;
  /** No new workers before this time (after a worker died right after its start). */
  private pausedUntil = 0;

  constructor(private readonly options: RenderPoolOptions) {
    // A render whose turn would not come within the wait, at the pace renders end now, gets the browser-rendered page at once.
    this.turns = new ConcurrencyLimiter({
      maxConcurrent: options.limits.concurrency,
      maxQueued: options.limits.queue,
      maxWaitMs: options.limits.maxWaitMs,
      refuseByExpectedWait: true,
    });
    this.shares = new ClientShares(this.turns, {
      perClient: options.limits.perClient ?? defaultRenderShare(options.limits.concurrency),
      maxWaitingPerClient: MAX_WAITING_PER_CLIENT,
      maxWaiting: options.limits.queue,
      maxWaitMs: options.limits.maxWaitMs,
    });
  }

  /** Workers running, renders running and waiting (in the queue, and beyond their client's share), workers replaced since start (tests, logs). */
  get stats(): { workers: number; threads: number[]; running: number; waiting: number; waitingForShare: number; replaced: number } {
    const { running, waiting } = this.turns.stats;
    return {
      workers: this.slots.length,
      threads: this.slots.map((slot) => slot.worker.threadId),
      running,
      waiting,
      waitingForShare: this.shares.stats.waiting,
      replaced: this.replaced,
    };
  }

  /**
   * A turn to render (the pool's queue), within `client`'s share of the
   * turns when a client is named (the visitor's address); rejects (503
   * SERVER_BUSY) when a queue is full or the wait too long.
   */
  admit(client?: string): Promise<Release> {
    return client === undefined ? this.turns.acquire() : this.shares.acquire(client);
  }

  /** Loads the server build and the remotes' server code in every worker (the server listens; `remotesTable`: the live releases). */
  async warmUp(origin: string, remotesTable: string, log?: RenderLog): Promise<void> {
    this.warm = { origin, remotesTable };
    const running = [...this.slots];
    // Workers started now are warmed up as they start; running ones again, with this table.
    this.fill();
    await Promise.all(running.map((slot) => this.warmUpSlot(slot, log)));
  }

  /**
   * Renders `job` in the least busy worker, within a turn the caller holds.
   * A streamed page's `rest` never rejects: a worker lost after the head
   * left gives the page without a render (the browser renders it).
   */
  async render(job: RenderJob, log?: RenderLog): Promise<PooledRender> {
    if (this.closed) return { result: null };
    this.fill();
    // No worker (pausing after a crash loop): the browser renders the page.
    if (this.slots.length === 0) return { result: null };
    const slot = this.slots.reduce((best, candidate) => (candidate.pending.size < best.pending.size ? candidate : best));
    const id = this.nextId++;
    return new Promise<PooledRender>((resolve, reject) => {
      let rest: { resolve: (text: string) => void } | undefined;
      const finish = () => {
        clearTimeout(pending.timer);
        slot.pending.delete(id);
      };
      const pending: Pending = {
        onReply: (reply) => {
          switch (reply.type) {
            case 'log':
              log?.(reply.message, reply.details);
              return;
            case 'done':
              finish();
              resolve({ result: reply.result, thread: reply.thread });
              return;
            case 'failed':
              finish();
              if (rest) rest.resolve('');
              reject(new Error(reply.error));
              return;
            case 'head': {
              let resolveRest: (text: string) => void = () => undefined;
              const text = new Promise<string>((done) => {
                resolveRest = done;
              });
              rest = { resolve: resolveRest };
              resolve({ result: { status: reply.status, head: reply.head, rest: () => text }, thread: reply.thread });
              return;
            }
            case 'rest':
              finish();
              rest?.resolve(reply.rest);
              return;
          }
        },
        onLost: (reason) => {
          finish();
          if (!rest) {
            reject(new Error(`render worker ${reason}`));
            return;
          }
          const resolveRest = rest.resolve;
          log?.('server render: its worker was lost after the head was sent, the browser renders the page', { reason });
          this.unrenderedRest().then(resolveRest, () => resolveRest(''));
        },
      };
      pending.timer = setTimeout(() => this.endHung(slot), this.options.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS);
      slot.pending.set(id, pending);
      slot.worker.postMessage({ type: 'render', id, job } satisfies RenderWorkerCall);
    });
  }

  /** Terminates every worker; later renders answer null. */
  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map(async (slot) => {
        slot.ended = true;
        await slot.worker.terminate();
        this.lose(slot, 'stopped with the server');
      }),
    );
  }

  /** The rest of the template without a render: for a streamed page whose worker was lost. */
  private async unrenderedRest(): Promise<string> {
    return documentRestUnrendered(await readFile(path.join(this.options.shellDist, 'spa.html'), 'utf8'));
  }

  private warmUpSlot(slot: Slot, log: RenderLog | undefined = this.options.log): Promise<void> {
    const warm = this.warm;
    if (!warm) return Promise.resolve();
    const id = this.nextId++;
    return new Promise<void>((resolve) => {
      slot.pending.set(id, {
        onReply: (reply) => {
          if (reply.type === 'log') log?.(reply.message, reply.details);
          else {
            slot.pending.delete(id);
            if (reply.type === 'failed') log?.('server render: warming up a worker failed', { error: reply.error });
            resolve();
          }
        },
        onLost: () => {
          slot.pending.delete(id);
          resolve();
        },
      });
      slot.worker.postMessage({ type: 'warmUp', id, ...warm } satisfies RenderWorkerCall);
    });
  }

  /** Starts workers up to the pool's size (not while pausing after a crash loop). */
  private fill(): void {
    if (Date.now() < this.pausedUntil) return;
    while (!this.closed && this.slots.length < this.options.size) {
      const slot = this.start();
      if (this.warm) void this.warmUpSlot(slot);
    }
  }

  private start(): Slot {
    const { script, eval: isCode } = workerScript();
    const data: RenderWorkerData = { shellDist: this.options.shellDist, siteFolders: this.options.siteFolders };
    const worker = new Worker(script, { workerData: data, eval: isCode });
    const slot: Slot = { worker, pending: new Map(), ended: false, answered: false };
    worker.on('message', (reply: RenderWorkerReply) => {
      slot.answered = true;
      slot.pending.get(reply.id)?.onReply(reply);
    });
    worker.on('error', (error) => this.options.log?.('server render: a render worker crashed', { error: error.message, thread: worker.threadId }));
    worker.on('exit', (code) => {
      if (slot.ended) return;
      slot.ended = true;
      this.options.log?.('server render: a render worker stopped; it is replaced', { code, thread: worker.threadId });
      // A worker that died before it answered anything would die again (a broken build, a missing file): renders fall back meanwhile.
      if (!slot.answered) this.pausedUntil = Date.now() + RESTART_PAUSE_MS;
      this.replace(slot, `exited with code ${code}`);
    });
    this.slots.push(slot);
    return slot;
  }

  /** A render took longer than the timeout: its worker is stuck (an endless loop) or far too slow; it is ended and replaced. */
  private endHung(slot: Slot): void {
    if (slot.ended) return;
    slot.ended = true;
    this.options.log?.('server render: a render worker did not answer in time; it is replaced', { thread: slot.worker.threadId, timeoutMs: this.options.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS });
    this.replace(slot, 'did not answer in time');
    void slot.worker.terminate();
  }

  private replace(slot: Slot, reason: string): void {
    const index = this.slots.indexOf(slot);
    if (index !== -1) this.slots.splice(index, 1);
    this.lose(slot, reason);
    if (this.closed) return;
    this.replaced += 1;
    this.fill();
  }

  private lose(slot: Slot, reason: string): void {
    const pending = [...slot.pending.values()];
    slot.pending.clear();
    for (const call of pending) call.onLost(reason);
  }
}
