import { seedSwrCache } from './server-render-data';

describe('seedSwrCache', () => {
  it("puts the server's data into the cache under its key, keeping what the cache already holds, and returns the same cache", () => {
    const cache = new Map<string, { data?: unknown; error?: unknown }>([['kept', { data: 'newer' }]]);
    const vacancy = { id: 12, title: 'Beleidsadviseur' };
    const returned = seedSwrCache(cache, { '$inf$/vacancies/12': vacancy, kept: 'older' });
    expect(returned).toBe(cache);
    // The same object the server rendered with: SWR's equal-answer check keeps it, nothing re-renders.
    expect(cache.get('$inf$/vacancies/12')?.data).toBe(vacancy);
    expect(cache.get('$inf$/vacancies/12')).toEqual({ data: vacancy });
    expect(cache.get('kept')).toEqual({ data: 'newer' });
  });
});
