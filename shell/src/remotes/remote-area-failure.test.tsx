import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { SWRConfig } from 'swr';
import { swrConfig } from '@interim/shared/api-client';
import { createMemoryRouter, RouterProvider } from '@interim/shared/routing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { COOKIE_NAMES } from '@interim/shared/contract';
import { json, networkFailure, noContent, server } from '@interim/shared/testing';
import { UiProvider } from '@interim/shared/ui';
import { RemoteArea } from './remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../app/error-reporting', () => ({ reportError: jest.fn() }));

const mockedLoadRemote = loadRemote as unknown as jest.Mock;
// The first render loads the design system and the panel's chunk: slow on a loaded machine.
jest.setTimeout(30_000);

// The texts of the panel (issue 27): the connection is blamed only when it failed.
const CONNECTION = 'Controleer je internetverbinding';
const SERVER = 'de server gaf een foutmelding';
const PAGE = 'Er ging iets mis bij het tonen van deze pagina';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <RemoteArea /> }], { initialEntries: [path] });
  render(
    <UiProvider>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </UiProvider>,
  );
}

/** webpack's error for a chunk that did not load. */
function chunkLoadError(url: string) {
  return Object.assign(new Error(`Loading chunk 412 failed.\n(error: ${url})`), { name: 'ChunkLoadError', type: 'error', request: url });
}

/** A page whose chunk never loads. */
function pageWithChunkError(url: string) {
  return lazy(() => Promise.reject(chunkLoadError(url)));
}

const Broken = () => {
  throw new TypeError("Cannot read properties of undefined (reading 'title')");
};

/** The routes of each remote (the registry keeps a loaded remote's routes for the page's life, so one table for all tests). */
const remoteRoutes: Record<string, { routes: unknown[] }> = {
  'mf_vacancies/routes': {
    routes: [
      { path: '/opdrachten', Component: pageWithChunkError('http://localhost/remotes/vacancies/412.js') },
      { path: '/opdrachten/:id', element: <Broken /> },
    ],
  },
  'mf_auth/routes': { routes: [{ path: '/login', Component: pageWithChunkError('http://localhost/remotes/auth/77.js') }] },
  'mf_corporate/routes': {
    routes: [{ path: '/opdrachten/reageren/succes', Component: pageWithChunkError('http://localhost/remotes/corporate/9.js') }],
  },
};

let quiet: jest.SpyInstance;
beforeEach(() => {
  mockedLoadRemote.mockReset().mockImplementation(async (id: string) => remoteRoutes[id]);
  quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get('/remotes.json', () =>
      json({
        mf_auth: '/remotes/auth/mf-manifest.json',
        mf_profile: '/remotes/profile/mf-manifest.json',
        mf_vacancies: '/remotes/vacancies/mf-manifest.json',
        mf_corporate: '/remotes/corporate/mf-manifest.json',
      }),
    ),
  );
});
afterEach(() => quiet.mockRestore());

it('a page chunk the server answers with an error: the panel does not blame the connection', async () => {
  server.use(http.head('http://localhost/remotes/vacancies/412.js', () => json({ code: 'NOT_FOUND', message: 'Niet gevonden' }, { status: 404 })));
  renderAt('/opdrachten');
  const panel = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(panel).toHaveTextContent('Dit onderdeel is tijdelijk niet beschikbaar');
  expect(panel).toHaveTextContent(SERVER);
  expect(panel).not.toHaveTextContent(CONNECTION);
});

it('a page chunk the server does not answer: the panel asks to check the connection', async () => {
  server.use(http.head('http://localhost/remotes/auth/77.js', () => networkFailure()));
  renderAt('/login');
  const panel = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(panel).toHaveTextContent(CONNECTION);
  expect(panel).not.toHaveTextContent(SERVER);
});

it('offline: the panel says so', async () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    renderAt('/opdrachten/reageren/succes');
    const panel = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(panel).toHaveTextContent('Je bent offline');
    expect(panel).toHaveTextContent(CONNECTION);
  } finally {
    onLine.mockRestore();
  }
});

it('a remote whose manifest the server answers with 503: the panel blames the server, not the connection', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: Failed to get manifest.'));
  server.use(http.head('http://localhost/remotes/profile/mf-manifest.json', () => noContent(503)));
  document.cookie = `${COOKIE_NAMES.activeUser}=1; path=/`;
  try {
    renderAt('/dashboard');
    const panel = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(panel).toHaveTextContent(SERVER);
    expect(panel).not.toHaveTextContent(CONNECTION);
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  } finally {
    document.cookie = `${COOKIE_NAMES.activeUser}=; path=/; max-age=0`;
  }
});

it('a page that throws while rendering (its code loaded): the panel names the page, not the connection', async () => {
  renderAt('/opdrachten/4');
  const panel = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(panel).toHaveTextContent(PAGE);
  expect(panel).not.toHaveTextContent(CONNECTION);
});
