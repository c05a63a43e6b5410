import { http } from 'msw';
import { formatRemotesTable } from '@interim/shared/contract/release-names';
import { json, noContent, server } from '@interim/shared/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let mockedLoadRemote: jest.Mock;
let mockedRegister: jest.Mock;
const remotesJson = { mf_auth: '/remotes/auth/mf-manifest.json', mf_vacancies: '/remotes/vacancies/mf-manifest.json' };

// A fresh registry per test: it caches by design.
async function freshRegistry() {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  mockedLoadRemote = runtime.loadRemote as unknown as jest.Mock;
  mockedRegister = runtime.registerRemotes as unknown as jest.Mock;
  return import('./remote-registry');
}

/** The page's requests for remotes.json, and answers to give before the usual one. */
let remotesJsonRequests: Request[];
let remotesJsonAnswers: Array<() => Response>;

beforeEach(() => {
  jest.useFakeTimers();
  remotesJsonRequests = [];
  remotesJsonAnswers = [];
  server.use(
    http.get('/remotes.json', ({ request }) => {
      remotesJsonRequests.push(request);
      return remotesJsonAnswers.shift()?.() ?? json(remotesJson);
    }),
  );
});
afterEach(() => jest.useRealTimers());

const routes = [{ path: '/login', element: null }];

it('registers the remote from remotes.json and loads its routes once', async () => {
  const { loadRemoteRoutes, loadedRemoteRoutes } = await freshRegistry();
  mockedLoadRemote.mockResolvedValue({ routes });
  const [a, b] = await Promise.all([loadRemoteRoutes('mf_auth'), loadRemoteRoutes('mf_auth')]);
  expect(a).toBe(routes);
  expect(b).toBe(routes);
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  expect(mockedLoadRemote).toHaveBeenCalledWith('mf_auth/routes');
  expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mf_auth', entry: 'http://localhost/remotes/auth/mf-manifest.json' }], { force: false });
  expect(remotesJsonRequests.map((request) => [request.url, request.cache])).toEqual([['http://localhost/remotes.json', 'no-cache']]);
  expect(loadedRemoteRoutes('mf_auth')).toBe(routes);
});

it('retries a failing remote 3 times, re-registering with force, then rejects', async () => {
  const { loadRemoteRoutes, RemoteLoadError } = await freshRegistry();
  mockedLoadRemote.mockRejectedValue(new Error('manifest unreachable'));
  const result = loadRemoteRoutes('mf_auth');
  const assertion = expect(result).rejects.toBeInstanceOf(RemoteLoadError);
  await jest.advanceTimersByTimeAsync(2000);
  await assertion;
  expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  expect(mockedRegister.mock.calls.map((call) => call[1])).toEqual([{ force: false }, { force: true }, { force: true }]);
});

it('does not cache a failure: the next call registers again with force and succeeds', async () => {
  const { loadRemoteRoutes } = await freshRegistry();
  mockedLoadRemote.mockRejectedValue(new Error('down'));
  const first = loadRemoteRoutes('mf_auth').catch((error: unknown) => error);
  await jest.advanceTimersByTimeAsync(2000);
  expect(await first).toBeInstanceOf(Error);

  mockedRegister.mockClear();
  mockedLoadRemote.mockReset().mockResolvedValue({ routes });
  await expect(loadRemoteRoutes('mf_auth')).resolves.toBe(routes);
  expect(mockedRegister).toHaveBeenCalledWith(expect.any(Array), { force: true });
});

it('treats a module without routes as a failure', async () => {
  const { loadRemoteRoutes } = await freshRegistry();
  mockedLoadRemote.mockResolvedValue(null);
  const result = loadRemoteRoutes('mf_vacancies').catch((error: Error) => error.message);
  await jest.advanceTimersByTimeAsync(2000);
  expect(await result).toMatch(/mf_vacancies\/routes exposes no routes/);
});

it('a missing remotes.json entry is an error, and remotes.json is fetched again after a failure', async () => {
  const { loadRemoteRoutes } = await freshRegistry();
  remotesJsonAnswers.push(() => noContent(503));
  mockedLoadRemote.mockResolvedValue({ routes });
  const result = loadRemoteRoutes('mf_auth');
  await jest.advanceTimersByTimeAsync(2000);
  await expect(result).resolves.toBe(routes);
  expect(remotesJsonRequests).toHaveLength(2);
});

it('preloadRemoteFor loads the remote behind a path and ignores shell paths', async () => {
  const { preloadRemoteFor } = await freshRegistry();
  mockedLoadRemote.mockResolvedValue({ routes });
  preloadRemoteFor('/');
  preloadRemoteFor('/opdrachtgevers');
  expect(mockedLoadRemote).not.toHaveBeenCalled();
  preloadRemoteFor('/opdrachten/4');
  await jest.advanceTimersByTimeAsync(0);
  expect(mockedLoadRemote).toHaveBeenCalledWith('mf_vacancies/routes');
});

it("preloadRemoteFor also starts loading the page of the path, once, when the remote's route can preload", async () => {
  const { preloadRemoteFor } = await freshRegistry();
  const preloadDetail = jest.fn().mockResolvedValue(undefined);
  const preloadList = jest.fn().mockResolvedValue(undefined);
  mockedLoadRemote.mockResolvedValue({
    routes: [
      { path: '/opdrachten', element: null, handle: { name: 'vacancies', preload: preloadList } },
      { path: '/opdrachten/:id', element: null, handle: { name: 'vacancyDetail', preload: preloadDetail } },
      // A route of a remote built before preload existed.
      { path: '/mijn-reacties', element: null, handle: { name: 'myApplications' } },
    ],
  });
  preloadRemoteFor('/opdrachten/4');
  await jest.advanceTimersByTimeAsync(0);
  expect(preloadDetail).toHaveBeenCalledTimes(1);
  expect(preloadList).not.toHaveBeenCalled();
  preloadRemoteFor('/mijn-reacties');
  preloadRemoteFor('/opdrachten/onbekend/pad');
  await jest.advanceTimersByTimeAsync(0);
  expect(preloadDetail).toHaveBeenCalledTimes(1);
  expect(preloadList).not.toHaveBeenCalled();
});

it('prefetches the data of the page being opened (visit), never on a hover', async () => {
  const { preloadRemoteFor } = await freshRegistry();
  const prefetch = jest.fn();
  mockedLoadRemote.mockResolvedValue({
    routes: [{ path: '/opdrachten/:id', element: null, handle: { name: 'vacancyDetail', preload: jest.fn().mockResolvedValue(undefined), prefetch } }],
  });
  preloadRemoteFor('/opdrachten/4');
  await jest.advanceTimersByTimeAsync(0);
  expect(prefetch).not.toHaveBeenCalled();
  preloadRemoteFor('/opdrachten/7', { visit: true });
  await jest.advanceTimersByTimeAsync(0);
  expect(prefetch).toHaveBeenCalledTimes(1);
  expect(prefetch).toHaveBeenCalledWith({ id: '7' });
});

describe('releases (issue 27)', () => {
  const v1 = '20261127-1000-aaaaaaaaaa';
  const v2 = '20261127-1010-bbbbbbbbbb';
  // remotes.json as the server writes it (the contract's own writer).
  const table = (version: string) =>
    formatRemotesTable({
      manifests: { mf_auth: `/releases/mf_auth/${v1}/mf-manifest.json`, mf_vacancies: `/releases/mf_vacancies/${version}/mf-manifest.json` },
      versions: { mf_auth: v1, mf_vacancies: version },
    });

  it('runs the release remotes.json names, and reports the releases of the registered remotes', async () => {
    const { loadRemoteRoutes, onReleasesChange, runningReleases } = await freshRegistry();
    remotesJsonAnswers.push(() => json(table(v1)));
    mockedLoadRemote.mockResolvedValue({ routes });
    const seen: Array<Record<string, string>> = [];
    onReleasesChange((releases) => seen.push(releases));
    await loadRemoteRoutes('mf_vacancies');
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'mf_vacancies', entry: `http://localhost/releases/mf_vacancies/${v1}/mf-manifest.json` }],
      { force: false },
    );
    expect(seen).toEqual([{}, { mf_vacancies: v1 }]);
    expect(runningReleases()).toEqual({ mf_vacancies: v1 });
  });

  it('releaseChangedFor: true once remotes.json names another release of a loaded remote; remotes.json read at most once per interval', async () => {
    const { loadRemoteRoutes, releaseChangedFor, RELEASE_CHECK_INTERVAL_MS } = await freshRegistry();
    mockedLoadRemote.mockResolvedValue({ routes });
    remotesJsonAnswers.push(() => json(table(v1)));
    await loadRemoteRoutes('mf_vacancies');
    // A shell page and a remote not loaded in this page never need a new page load.
    expect(await releaseChangedFor('/opdrachtgevers')).toBe(false);
    expect(await releaseChangedFor('/login')).toBe(false);
    // The deploy: remotes.json now names v2.
    remotesJsonAnswers.push(() => json(table(v2)), () => json(table(v2)));
    // Within the interval the page's own read answers: no request, no switch.
    expect(await releaseChangedFor('/opdrachten/4')).toBe(false);
    expect(remotesJsonRequests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS);
    // A burst of navigations after the interval: one request.
    const burst = await Promise.all([releaseChangedFor('/opdrachten/4'), releaseChangedFor('/opdrachten/5'), releaseChangedFor('/opdrachten')]);
    expect(burst).toEqual([true, true, true]);
    expect(remotesJsonRequests).toHaveLength(2);
    expect(remotesJsonRequests.every((request) => request.cache === 'no-cache')).toBe(true);
  });

  it('a remote first loaded after a deploy registers the newer release', async () => {
    const { loadRemoteRoutes, releaseChangedFor, RELEASE_CHECK_INTERVAL_MS } = await freshRegistry();
    mockedLoadRemote.mockResolvedValue({ routes });
    remotesJsonAnswers.push(() => json(table(v1)), () => json(table(v2)));
    await loadRemoteRoutes('mf_auth');
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS);
    expect(await releaseChangedFor('/opdrachten')).toBe(false);
    await loadRemoteRoutes('mf_vacancies');
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'mf_vacancies', entry: `http://localhost/releases/mf_vacancies/${v2}/mf-manifest.json` }],
      { force: false },
    );
  });

  it('a failing or slow remotes.json keeps the running release (false)', async () => {
    const { loadRemoteRoutes, releaseChangedFor, RELEASE_CHECK_INTERVAL_MS, RELEASE_CHECK_TIMEOUT_MS } = await freshRegistry();
    mockedLoadRemote.mockResolvedValue({ routes });
    remotesJsonAnswers.push(() => json(table(v1)));
    await loadRemoteRoutes('mf_vacancies');
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS);
    remotesJsonAnswers.push(() => noContent(503));
    expect(await releaseChangedFor('/opdrachten')).toBe(false);

    let answer: (response: Response) => void = () => undefined;
    server.use(http.get('/remotes.json', () => new Promise<Response>((resolve) => (answer = resolve))));
    const slow = releaseChangedFor('/opdrachten');
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_TIMEOUT_MS);
    expect(await slow).toBe(false);
    answer(json(table(v2)));
  });
});
