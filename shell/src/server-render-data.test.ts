import { forgetOnLogout, seedSwrCache } from './server-render-data';

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

describe('forgetOnLogout', () => {
  function fakeStore(loggedIn: boolean) {
    const listeners = new Set<() => void>();
    let state = loggedIn;
    return {
      isLoggedIn: () => state,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      markLoggedIn() {
        state = true;
        listeners.forEach((listener) => listener());
      },
      markLoggedOut() {
        state = false;
        listeners.forEach((listener) => listener());
      },
    };
  }

  it("empties the server's data once the visitor is logged out, not before, and stops when told", () => {
    const store = fakeStore(true);
    const fallback: Record<string, unknown> = { '"/employees/me"': { email: 'fenna@example.nl', firstName: 'Fenna' } };
    forgetOnLogout(fallback, store);
    store.markLoggedIn();
    expect(Object.keys(fallback)).toEqual(['"/employees/me"']);
    store.markLoggedOut();
    expect(fallback).toEqual({});

    const kept: Record<string, unknown> = { '"/vacancies/1"': { id: 1 } };
    const stop = forgetOnLogout(kept, store);
    stop();
    store.markLoggedOut();
    expect(kept).toEqual({ '"/vacancies/1"': { id: 1 } });
  });
});
