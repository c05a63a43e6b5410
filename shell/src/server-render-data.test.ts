import { loadRemoteRoutes, preloadPage } from './remotes/remote-registry';
import { forgetOnLogout, prepareHydration, seedSwrCache } from './server-render-data';

jest.mock('./remotes/remote-registry', () => ({ loadRemoteRoutes: jest.fn(), preloadPage: jest.fn() }));
const mockedLoadRoutes = loadRemoteRoutes as jest.Mock;
const mockedPreloadPage = preloadPage as jest.Mock;

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

describe('prepareHydration', () => {
  const routes = [{ path: '/opdrachten/:id' }];
  beforeEach(() => {
    mockedLoadRoutes.mockReset().mockResolvedValue(routes);
    mockedPreloadPage.mockReset();
  });

  const anonymous = { isLoggedIn: () => false };
  const loggedIn = { isLoggedIn: () => true };

  it("loads the server-rendered remote's routes and page when the schedule says, not before, and once", async () => {
    let start: (() => void) | undefined;
    const schedule = jest.fn((_policy: string, load: () => void) => (start = load));
    const hydration = prepareHydration({ remote: 'mf_vacancies', data: [[['/vacancies/4'], { id: 4 }]] }, '/opdrachten/4', schedule, anonymous);

    expect(hydration.swrFallback).toEqual({ '@"/vacancies/4",': { id: 4 } });
    expect(hydration.serverRemote?.name).toBe('mf_vacancies');
    expect(schedule).toHaveBeenCalledWith('idle', expect.any(Function));
    expect(mockedLoadRoutes).not.toHaveBeenCalled();

    mockedPreloadPage.mockReturnValue(Promise.resolve());
    start!();
    hydration.serverRemote!.load();
    await expect(hydration.serverRemote!.routes).resolves.toBe(routes);
    expect(mockedLoadRoutes).toHaveBeenCalledTimes(1);
    expect(mockedLoadRoutes).toHaveBeenCalledWith('mf_vacancies');
    expect(mockedPreloadPage).toHaveBeenCalledWith(routes, '/opdrachten/4');
  });

  it.each([
    ['a login link, anonymous', '/login/abc123', anonymous, undefined, 'load'],
    ['an unsubscribe link, anonymous', '/zoekopdrachten/afmelden', anonymous, undefined, 'load'],
    ['an open page, anonymous', '/opdrachten/4', anonymous, undefined, 'idle'],
    ['an open page, logged in by the server render', '/opdrachten/4', anonymous, { isLoggedIn: true, bannerHidden: false }, 'load'],
    ['an open page, logged in by the browser', '/opdrachten/4', loggedIn, undefined, 'load'],
    ['a private page', '/dashboard', loggedIn, { isLoggedIn: true, bannerHidden: false }, 'load'],
  ])('schedules %s as %s', (_label, pathname, store, visitor, policy) => {
    const schedule = jest.fn();
    prepareHydration({ remote: 'mf_vacancies', data: [], visitor }, pathname, schedule, store);
    expect(schedule).toHaveBeenCalledWith(policy, expect.any(Function));
  });

  it("hands over the routes when the page's code fails to load: the page's own error boundary shows that failure", async () => {
    mockedPreloadPage.mockReturnValue(Promise.reject(new Error('chunk')));
    const hydration = prepareHydration({ remote: 'mf_vacancies', data: [] }, '/opdrachten/4', (_policy, load) => load());
    await expect(hydration.serverRemote!.routes).resolves.toBe(routes);
  });

  it('rejects the routes when the remote cannot load (the area shows its error panel)', async () => {
    mockedLoadRoutes.mockRejectedValue(new Error('manifest'));
    const hydration = prepareHydration({ remote: 'mf_vacancies', data: [] }, '/opdrachten/4', (_policy, load) => load());
    await expect(hydration.serverRemote!.routes).rejects.toThrow('manifest');
  });

  it('schedules nothing on a page without a remote (the home page)', () => {
    const schedule = jest.fn();
    expect(prepareHydration({ remote: null, data: [] }, '/', schedule).serverRemote).toBeNull();
    expect(schedule).not.toHaveBeenCalled();
  });
});
