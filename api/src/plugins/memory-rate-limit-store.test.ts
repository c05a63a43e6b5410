import { memoryRateLimitStore } from './memory-rate-limit-store.js';

const START = new Date('2026-11-22T10:00:00.000Z');

function counter(store: InstanceType<ReturnType<typeof memoryRateLimitStore>>, key: string, windowMs: number) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), windowMs, 10),
  );
}

describe('memory rate-limit store', () => {
  it('counts in fixed windows on the app clock', async () => {
    let now = START;
    const Store = memoryRateLimitStore(() => now);
    const store = new Store({});
    expect(await counter(store, 'k', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now = new Date(START.getTime() + 59_000);
    expect(await counter(store, 'k', 60_000)).toEqual({ current: 2, ttl: 1_000 });
    expect(await counter(store, 'other', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now = new Date(START.getTime() + 60_000);
    expect(await counter(store, 'k', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('answers each count as a snapshot: counts made in the same tick do not change an earlier answer', async () => {
    const Store = memoryRateLimitStore(() => START);
    const store = new Store({});
    const answers = await Promise.all(Array.from({ length: 5 }, () => counter(store, 'k', 60_000)));
    expect(answers.map((answer) => answer.current)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads without counting, and keeps each child (rule) apart', async () => {
    const Store = memoryRateLimitStore(() => START);
    const store = new Store({});
    const child = store.child({} as never);
    await counter(store, 'k', 60_000);
    const read = () => new Promise((resolve) => (store as unknown as { read: (key: string, callback: (error: null, result: unknown) => void) => void }).read('k', (_error, result) => resolve(result)));
    expect(await read()).toEqual({ current: 1, ttl: 60_000 });
    expect(await read()).toEqual({ current: 1, ttl: 60_000 });
    expect(await counter(child as never, 'k', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('stays bounded: beyond maxKeys the oldest windows go first', async () => {
    let now = START;
    const Store = memoryRateLimitStore(() => now, 100);
    const store = new Store({});
    for (let index = 0; index < 1_000; index += 1) {
      now = new Date(START.getTime() + index);
      await counter(store, `key-${index}`, 3_600_000);
    }
    const size = (store as unknown as { windows: Map<string, unknown> }).windows.size;
    expect(size).toBeLessThanOrEqual(100);
    // The newest key is still counted; the oldest was dropped.
    expect((await counter(store, 'key-999', 3_600_000)).current).toBe(2);
    expect((await counter(store, 'key-0', 3_600_000)).current).toBe(1);
  });
});
