import { ApiError } from './api-error.js';
import { ConcurrencyLimiter, type Release } from './concurrency-limiter.js';

/** A piece of work that ends when the test says so. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimiter', () => {
  it('runs at most maxConcurrent at once and gives turns to the waiting in order of arrival', async () => {
    const limiter = new ConcurrencyLimiter({ maxConcurrent: 2, maxQueued: 5, maxWaitMs: 5000 });
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => deferred());
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        await gate.done;
        return index;
      }),
    );
    await settled();
    expect(started).toEqual([0, 1]);
    expect(limiter.stats).toEqual({ running: 2, waiting: 3, refused: 0 });
    gates[1]!.finish();
    await settled();
    await settled();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.stats).toEqual({ running: 0, waiting: 0, refused: 0 });
  });

  it('refuses at once with 503 SERVER_BUSY and Retry-After when the queue is full', async () => {
    const limiter = new ConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 1, maxWaitMs: 5000 });
    const gate = deferred();
    const running = limiter.run(() => gate.done);
    const waiting = limiter.run(async () => 'waited');
    const refusedAt = performance.now();
    const refused = await limiter.run(async () => 'never').catch((error: unknown) => error);
    expect(performance.now() - refusedAt).toBeLessThan(50);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(503);
    expect((refused as ApiError).toBody()).toEqual({ code: 'SERVER_BUSY', message: 'Het is nu erg druk. Probeer het over een paar seconden opnieuw.' });
    expect((refused as ApiError).headers).toEqual({ 'retry-after': '2' });
    gate.finish();
    await running;
    expect(await waiting).toBe('waited');
    expect(limiter.stats).toEqual({ running: 0, waiting: 0, refused: 1 });
  });

  it('refuses a waiter whose turn does not come within maxWaitMs, and frees its place', async () => {
    const limiter = new ConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 1, maxWaitMs: 30 });
    const gate = deferred();
    const running = limiter.run(() => gate.done);
    await expect(limiter.run(async () => 'late')).rejects.toMatchObject({ statusCode: 503, code: 'SERVER_BUSY' });
    expect(limiter.stats).toEqual({ running: 1, waiting: 0, refused: 1 });
    gate.finish();
    await running;
    expect(await limiter.run(async () => 'now')).toBe('now');
  });

  it('counts a turn given back twice once', async () => {
    const limiter = new ConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 0, maxWaitMs: 1000 });
    const release: Release = await limiter.acquire();
    release();
    release();
    expect(limiter.stats.running).toBe(0);
    const again = await limiter.acquire();
    await expect(limiter.acquire()).rejects.toMatchObject({ statusCode: 503 });
    again();
  });

  describe('refuseByExpectedWait', () => {
    /** A limiter on a clock the test moves. */
    function timedLimiter(options: { maxConcurrent: number; maxQueued: number; maxWaitMs: number }) {
      let time = 0;
      const limiter = new ConcurrencyLimiter({ ...options, refuseByExpectedWait: true, now: () => time });
      return { limiter, advance: (ms: number) => (time += ms) };
    }

    it('queues as deep as maxQueued until a turn was timed, then refuses at once the places whose turn would come after maxWaitMs', async () => {
      const { limiter, advance } = timedLimiter({ maxConcurrent: 2, maxQueued: 100, maxWaitMs: 1000 });
      expect(limiter.expectedWaitMs()).toBeUndefined();
      // Two turns of 200 ms: the pace is 2 turns per 200 ms.
      const first = [await limiter.acquire(), await limiter.acquire()];
      advance(200);
      for (const release of first) release();
      expect(limiter.stats.meanTurnMs).toBe(200);
      const running = [await limiter.acquire(), await limiter.acquire()];
      // Place n waits about n x 200 / 2 ms: places 1-10 fit in 1000 ms, the 11th does not.
      const waiting = Array.from({ length: 10 }, () => limiter.acquire());
      expect(limiter.expectedWaitMs()).toBe(1100);
      const refusedAt = performance.now();
      await expect(limiter.acquire()).rejects.toMatchObject({ statusCode: 503, code: 'SERVER_BUSY' });
      expect(performance.now() - refusedAt).toBeLessThan(50);
      expect(limiter.stats).toMatchObject({ running: 2, waiting: 10, refused: 1 });
      // The waiting get their turns as before.
      for (const release of running) release();
      for (const turn of waiting) (await turn)();
      expect(limiter.stats).toMatchObject({ running: 0, waiting: 0, refused: 1 });
    });

    it('follows the pace: shorter turns make room for more waiters', async () => {
      const { limiter, advance } = timedLimiter({ maxConcurrent: 1, maxQueued: 100, maxWaitMs: 100 });
      const slow = await limiter.acquire();
      advance(100);
      slow();
      const running = await limiter.acquire();
      // One place waits about 100 ms: still within 100 ms; a second would not be.
      const waiter = limiter.acquire();
      await expect(limiter.acquire()).rejects.toMatchObject({ statusCode: 503 });
      running();
      (await waiter)();
      // Turns of 10 ms pull the mean down (a moving mean, the newest weighing 0.1).
      for (let turn = 0; turn < 30; turn += 1) {
        const release = await limiter.acquire();
        advance(10);
        release();
      }
      expect(limiter.stats.meanTurnMs).toBeLessThan(20);
      const busy = await limiter.acquire();
      const waiters = Array.from({ length: 4 }, () => limiter.acquire());
      expect(limiter.stats.waiting).toBe(4);
      busy();
      for (const turn of waiters) (await turn)();
    });

    it('is off by default: the queue takes maxQueued whatever the pace', async () => {
      const limiter = new ConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 3, maxWaitMs: 1 });
      const release = await limiter.acquire();
      const waiters = Array.from({ length: 3 }, () => limiter.acquire().catch(() => 'refused'));
      expect(limiter.stats).toEqual({ running: 1, waiting: 3, refused: 0 });
      expect(limiter.expectedWaitMs()).toBeUndefined();
      release();
      await Promise.all(waiters);
    });
  });

  it('gives a lease its turn at first use, keeps it for every query of the work, and never for unused leases', async () => {
    const limiter = new ConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 0, maxWaitMs: 1000 });
    const unused = limiter.lease();
    unused.release();
    const lease = limiter.lease();
    expect(limiter.stats.running).toBe(0);
    expect(await lease.run(async () => 1)).toBe(1);
    expect(limiter.stats.running).toBe(1);
    // A second query of the same work does not queue again (the queue is 0 long: it would be refused).
    expect(await lease.run(async () => 2)).toBe(2);
    await expect(limiter.lease().run(async () => 3)).rejects.toMatchObject({ statusCode: 503 });
    lease.release();
    await settled();
    expect(limiter.stats.running).toBe(0);
    const refusedLease = limiter.lease();
    const holder = await limiter.acquire();
    await expect(refusedLease.run(async () => 4)).rejects.toMatchObject({ statusCode: 503 });
    refusedLease.release();
    await settled();
    expect(limiter.stats.running).toBe(1);
    holder();
  });
});
