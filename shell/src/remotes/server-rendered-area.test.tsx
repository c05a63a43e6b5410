import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { swrConfig } from '@interim/shared/api-client';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from '@interim/shared/routing';
import { isHydratedByReact } from '@interim/shared/testing';
import { UiProvider } from '@interim/shared/ui';
import { RemoteArea } from './remote-area';
import { HYDRATION_PENDING_ATTRIBUTE } from '@interim/shared/config';
import { deferRoutes, ServerRenderedArea, settledRoutes } from './server-rendered-area';
import { ServerRenderedRemoteProvider, type ServerRenderedRemote } from './server-rendered-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../app/error-reporting', () => ({ reportError: jest.fn() }));

// The remote area of a page the server rendered (ADR 0004, addendum of
// 2026-12-07): the HTML comes from react-dom/server, the browser hydrates it
// with routes that load only when `load` is called (as the route's hydration policy says).

const saved: string[] = [];

function SaveButton() {
  const [done, setDone] = useState(false);
  return (
    <button type="button" onClick={() => (saved.push('4'), setDone(true))}>
      {done ? 'Bewaard' : 'Bewaar'}
    </button>
  );
}

const remoteRoutes: RouteObject[] = [
  {
    path: '/opdrachten/:id',
    element: (
      <>
        <h1>Projectleider</h1>
        <SaveButton />
      </>
    ),
  },
  { path: '/opdrachten', element: <h1>Alle opdrachten</h1> },
];

function Page({ serverRemote, router }: { serverRemote: ServerRenderedRemote; router: ReturnType<typeof createMemoryRouter> }) {
  return (
    <UiProvider>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <ServerRenderedRemoteProvider value={serverRemote}>
          <RouterProvider router={router} />
        </ServerRenderedRemoteProvider>
      </SWRConfig>
    </UiProvider>
  );
}

/** The shell around the area: a layout of its own (hydrated at once) with the remote area inside. */
const routerAt = (path: string) =>
  createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <nav aria-label="shell">shell</nav>
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <RemoteArea /> }],
      },
    ],
    { initialEntries: [path] },
  );

let root: Root | undefined;
let container: HTMLElement;

/** Server-renders /opdrachten/4 with the routes loaded, then hydrates it with `browserRemote`. */
async function serverRenderThenHydrate(browserRemote: ServerRenderedRemote) {
  const html = renderToString(<Page router={routerAt('/opdrachten/4')} serverRemote={{ name: 'mf_vacancies', routes: settledRoutes(remoteRoutes), load: () => undefined, Area: ServerRenderedArea }} />);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const serverHeading = container.querySelector('h1')!;
  const router = routerAt('/opdrachten/4');
  await act(async () => {
    root = hydrateRoot(container, <Page router={router} serverRemote={browserRemote} />, { onRecoverableError: () => undefined });
  });
  return { serverHeading, router };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  saved.length = 0;
});

it("keeps the server's HTML of the area, not run by React and holding clicks back, until its routes are asked for; then hydrates that same HTML and gives the click", async () => {
  const load = jest.fn(() => Promise.resolve(remoteRoutes));
  const deferred = deferRoutes(load);
  const { serverHeading } = await serverRenderThenHydrate({ name: 'mf_vacancies', ...deferred, Area: ServerRenderedArea });

  // The shell is React's; the area is still the server's HTML, and nothing loaded it.
  expect(isHydratedByReact(container.querySelector('nav')!)).toBe(true);
  expect(load).not.toHaveBeenCalled();
  expect(serverHeading.isConnected).toBe(true);
  expect(isHydratedByReact(serverHeading)).toBe(false);
  expect(serverHeading.closest(`[${HYDRATION_PENDING_ATTRIBUTE}]`)).not.toBeNull();
  // Readable meanwhile: not inert (that would hide it from a screen reader).
  expect(serverHeading.closest('[inert]')).toBeNull();
  // A click before React runs the area: held back, and it starts the loading.
  const serverButton = screen.getByRole('button', { name: 'Bewaar' });
  act(() => serverButton.click());
  expect(saved).toEqual([]);
  expect(load).toHaveBeenCalledTimes(1);

  await act(async () => {
    deferred.load();
    await deferred.routes;
  });

  // The same element, now React's, and the area takes input.
  expect(load).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(isHydratedByReact(serverHeading)).toBe(true));
  expect(container.querySelector('h1')).toBe(serverHeading);
  expect(container.querySelector(`[${HYDRATION_PENDING_ATTRIBUTE}]`)).toBeNull();
  // The held click, given again to the same button, now React's.
  expect(await screen.findByRole('button', { name: 'Bewaard' })).toBe(serverButton);
  expect(saved).toEqual(['4']);
});

it('loads the routes when the visitor goes to another page of the remote first', async () => {
  const load = jest.fn(() => Promise.resolve(remoteRoutes));
  const { router } = await serverRenderThenHydrate({ name: 'mf_vacancies', ...deferRoutes(load), Area: ServerRenderedArea });
  expect(load).not.toHaveBeenCalled();

  await act(() => router.navigate('/opdrachten'));

  expect(load).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('heading', { name: 'Alle opdrachten' })).toBeTruthy();
  expect(container.querySelector(`[${HYDRATION_PENDING_ATTRIBUTE}]`)).toBeNull();
});

it('shows the Dutch error panel in the area when its routes cannot load', async () => {
  const deferred = deferRoutes(() => Promise.reject(new TypeError('Failed to fetch')));
  await serverRenderThenHydrate({ name: 'mf_vacancies', ...deferred, Area: ServerRenderedArea });

  await act(async () => {
    deferred.load();
    await deferred.routes.catch(() => undefined);
  });

  expect(await screen.findByText('Dit onderdeel is tijdelijk niet beschikbaar')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Projectleider' })).toBeNull();
  // The panel's retry takes clicks: nothing is held back any more.
  expect(container.querySelector(`[${HYDRATION_PENDING_ATTRIBUTE}]`)).toBeNull();
});
