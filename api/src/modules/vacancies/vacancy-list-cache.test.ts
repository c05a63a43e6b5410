import { VacancyListCache } from './vacancy-list-cache.js';

describe('VacancyListCache', () => {
  it('keeps totals for their lifetime only', () => {
    // A clock like Date.now (lru-cache reads an entry stored at time 0 as one without a TTL).
    let now = 1_700_000_000_000;
    const cache = new VacancyListCache({ countTtlMs: 1000, clock: () => now });
    cache.setCount('open', 42);
    expect(cache.getCount('open')).toBe(42);
    now += 1000;
    expect(cache.getCount('open')).toBe(42);
    now += 1;
    expect(cache.getCount('open')).toBeUndefined();
  });

  it('finds the nearest cursor at or before an offset', () => {
    const cache = new VacancyListCache();
    cache.setCursor('list', 20, { value: 'a', id: 20 });
    cache.setCursor('list', 60, { value: 'b', id: 60 });
    expect(cache.nearestCursor('list', 10)).toBeUndefined();
    expect(cache.nearestCursor('list', 20)).toEqual({ offset: 20, cursor: { value: 'a', id: 20 } });
    expect(cache.nearestCursor('list', 59)?.offset).toBe(20);
    expect(cache.nearestCursor('list', 1000)?.offset).toBe(60);
    expect(cache.nearestCursor('other', 1000)).toBeUndefined();
    cache.clear();
    expect(cache.nearestCursor('list', 1000)).toBeUndefined();
  });
});
