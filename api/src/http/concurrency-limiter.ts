import { ApiError } from './api-error.js';

/** Seconds a client is asked to wait when the instance turned work away. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** 503 `SERVER_BUSY`: this instance has as much of this work running and waiting as it takes. */
export function serverBusy(): ApiError {
  return new ApiError(503, 'SERVER_BUSY', 'Het is nu erg druk. Probeer het over een paar seconden opnieuw.', undefined, {
    'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
  });
}

export interface ConcurrencyLimiterOptions {
  /** Pieces of work running at once. */
  maxConcurrent: number;
  /** Pieces waiting for a turn; one more is refused at once. */
  maxQueued: number;
  /** Longest wait for a turn before the work is refused after all. */
  maxWaitMs: number;
  /**
   * Refuse at once a piece of work that would not get its turn within
   * `maxWaitMs` at the pace turns are given back now (Little's law: a place
   * in the queue waits about `(place) x mean turn / maxConcurrent`). Then
   * `maxQueued` bounds memory only, and a queue can be long when turns are
   * short, without anyone waiting the full `maxWaitMs` to be refused.
   */
  refuseByExpectedWait?: boolean;
  /** The clock turns are timed with (tests); `performance.now` by default. */
  now?: () => number;
}

/** Weight of the newest turn in the moving mean of turn durations. */
const MEAN_TURN_WEIGHT = 0.1;

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

/** Gives the turn back; calling it again does nothing. */
export type Release = () => void;

/**
 * A semaphore with a short, bounded queue (issue 18, finding 2): at most
 * `maxConcurrent` pieces of heavy work of one instance run at once, at most
 * `maxQueued` wait (first come, first served, at most `maxWaitMs`), and
 * anything beyond is refused at once with 503 `SERVER_BUSY` and Retry-After.
 * A flood then costs a bounded amount of database time, and the other
 * requests of the instance (which do not pass here) never wait behind it.
 *
 * A turn is handed to the next waiter in a later turn of the event loop
 * (setImmediate), not in the same chain of promise callbacks: with the
 * embedded database, whose queries resolve without I/O, the waiters would
 * otherwise run back to back and keep new requests from being read at all.
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private refusedCount = 0;
  /** Moving mean of how long a turn is held (ms), once one was given back (`refuseByExpectedWait`). */
  private meanTurnMs: number | undefined;
  private readonly now: () => number;

  constructor(private readonly options: ConcurrencyLimiterOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Running and waiting now, refused since start, and the mean turn (ms) when it is measured (for logs and tests). */
  get stats(): { running: number; waiting: number; refused: number; meanTurnMs?: number } {
    return {
      running: this.running,
      waiting: this.waiting.length,
      refused: this.refusedCount,
      ...(this.meanTurnMs === undefined ? {} : { meanTurnMs: this.meanTurnMs }),
    };
  }

  /** How long one more waiter would wait for its turn, at the measured pace; undefined before a turn was timed. */
  expectedWaitMs(): number | undefined {
    if (this.meanTurnMs === undefined) return undefined;
    return ((this.waiting.length + 1) * this.meanTurnMs) / this.options.maxConcurrent;
  }

  /** Waits for a turn; throws 503 `SERVER_BUSY` when the queue is full or the wait too long. */
  acquire(): Promise<Release> {
    if (this.running < this.options.maxConcurrent) {
      this.running += 1;
      return Promise.resolve(this.releaseOnce());
    }
    const expectedWait = this.options.refuseByExpectedWait ? this.expectedWaitMs() : undefined;
    if (this.waiting.length >= this.options.maxQueued || (expectedWait !== undefined && expectedWait > this.options.maxWaitMs)) {
      this.refusedCount += 1;
      return Promise.reject(serverBusy());
    }
    return new Promise<Release>((resolve, reject) => {
      const waiter: Waiter = {
        // The slot of the work that finished passes on: `running` stays the same.
        admit: () => resolve(this.releaseOnce()),
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index !== -1) this.waiting.splice(index, 1);
          this.refusedCount += 1;
          reject(serverBusy());
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Runs `work` in a turn of its own. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** A lease that takes a turn only when first used: see {@link LimiterLease}. */
  lease(): LimiterLease {
    return new LimiterLease(this);
  }

  private releaseOnce(): Release {
    let released = false;
    const start = this.options.refuseByExpectedWait ? this.now() : 0;
    return () => {
      if (released) return;
      released = true;
      if (this.options.refuseByExpectedWait) this.timeTurn(this.now() - start);
      const next = this.waiting.shift();
      if (!next) {
        this.running -= 1;
        return;
      }
      clearTimeout(next.timer);
      setImmediate(next.admit);
    };
  }

  private timeTurn(ms: number): void {
    this.meanTurnMs = this.meanTurnMs === undefined ? ms : this.meanTurnMs + MEAN_TURN_WEIGHT * (ms - this.meanTurnMs);
  }
}

/**
 * One turn for a piece of work made of several queries, taken at the first
 * query that needs it and kept until {@link LimiterLease.release}: work that
 * is answered from a cache never waits, and work that started is not sent
 * back to the queue between its queries.
 */
export class LimiterLease {
  private turn: Promise<Release> | undefined;

  constructor(private readonly limiter: ConcurrencyLimiter) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.turn ??= this.limiter.acquire();
    await this.turn;
    return work();
  }

  release(): void {
    // A refused turn has nothing to give back.
    this.turn?.then(
      (release) => release(),
      () => undefined,
    );
  }
}
