import { createMemoryRouter } from '@interim/shared/routing';
import { guardReleases, switchRelease } from './release-guard';

jest.mock('./remote-registry', () => ({ releaseChangedFor: jest.fn() }));

const routes = [{ path: '*', element: null }];

function guardedRouter(changed: (pathname: string) => boolean) {
  const router = createMemoryRouter(routes, { initialEntries: ['/opdrachten'] });
  const releaseChanged = jest.fn(async (pathname: string) => changed(pathname));
  const loadPage = jest.fn();
  guardReleases(router as never, { releaseChanged, loadPage });
  // The page's own subscription (RouterProvider's), which the history watch joins.
  router.subscribe(() => undefined);
  return { router, releaseChanged, loadPage };
}

beforeEach(() => window.sessionStorage.clear());

it('a navigation into a remote whose release changed loads that URL as a new page, not in the router', async () => {
  const { router, loadPage } = guardedRouter((pathname) => pathname.startsWith('/opdrachten'));
  await router.navigate('/opdrachten/4?q=data#top');
  expect(loadPage).toHaveBeenCalledWith('http://localhost/opdrachten/4?q=data#top', false);
  expect(router.state.location.pathname).toBe('/opdrachten');
  await router.navigate({ pathname: '/opdrachten/5' }, { replace: true });
  expect(loadPage).toHaveBeenLastCalledWith('http://localhost/opdrachten/5', true);
});

it('navigations the release does not concern stay in the router: unchanged release, shell pages, relative paths, history state', async () => {
  const { router, releaseChanged, loadPage } = guardedRouter((pathname) => pathname === '/login');
  await router.navigate('/opdrachten/4');
  expect(router.state.location.pathname).toBe('/opdrachten/4');
  await router.navigate('/opdrachtgevers');
  expect(router.state.location.pathname).toBe('/opdrachtgevers');
  // The shell's own page is not even checked.
  expect(releaseChanged).toHaveBeenCalledTimes(1);
  await router.navigate('/login', { state: { from: 'test' } });
  expect(router.state.location.pathname).toBe('/login');
  await router.navigate('/opdrachten/4');
  await router.navigate('5');
  expect(router.state.location.pathname).toBe('/opdrachten/4/5');
  expect(loadPage).not.toHaveBeenCalled();
});

it('back or forward into a changed remote loads the page anew after it landed', async () => {
  let changed = false;
  const { router, loadPage } = guardedRouter(() => changed);
  await router.navigate('/opdrachten/4');
  changed = true;
  await router.navigate(-1);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(router.state.location.pathname).toBe('/opdrachten');
  expect(loadPage).toHaveBeenCalledWith(window.location.href, true);
});

it('switchRelease loads the same URL anew at most once per 30 s (no reload loop)', () => {
  jest.useFakeTimers();
  try {
    const loadPage = jest.fn();
    expect(switchRelease('http://localhost/opdrachten/4', false, loadPage)).toBe(true);
    expect(switchRelease('http://localhost/opdrachten/4', false, loadPage)).toBe(false);
    expect(switchRelease('http://localhost/opdrachten/5', false, loadPage)).toBe(true);
    jest.advanceTimersByTime(30_000);
    expect(switchRelease('http://localhost/opdrachten/5', false, loadPage)).toBe(true);
    expect(loadPage).toHaveBeenCalledTimes(3);
  } finally {
    jest.useRealTimers();
  }
});

// The page stayed blank when a lazy first route loaded before React's RouterProvider subscribed: the router
// hands its first state to a subscriber that comes late only when it had none (seen in CI on /opdrachtgevers).
it('a lazy first route that loads before the page subscribes still reaches the page', async () => {
  let loaded!: () => void;
  const lazyLoaded = new Promise<void>((resolve) => (loaded = resolve));
  const router = createMemoryRouter(
    [{ path: '/opdrachtgevers', lazy: async () => (loaded(), { Component: () => null }) }],
    { initialEntries: ['/opdrachtgevers'] },
  );
  guardReleases(router as never, { releaseChanged: jest.fn(async () => false), loadPage: jest.fn() });
  expect(router.state.initialized).toBe(false);
  await lazyLoaded;
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(router.state.initialized).toBe(true);
  // What RouterProvider does in its layout effect, after the first render.
  const page = jest.fn();
  router.subscribe(page);
  expect(page).toHaveBeenCalledWith(expect.objectContaining({ initialized: true }), expect.anything());
});
