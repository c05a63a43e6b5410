import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SWRConfig } from 'swr';
import { swrConfig } from '@interim/shared/api-client';
import { createMemoryRouter, RouterProvider } from '@interim/shared/routing';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { COOKIE_NAMES } from '@interim/shared/contract';
import { api, buildEmployee, json, jsonError, server } from '@interim/shared/testing';
import { UiProvider } from '@interim/shared/ui';
import { RemoteArea } from './remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../app/error-reporting', () => ({ reportError: jest.fn() }));

const mockedLoadRemote = loadRemote as unknown as jest.Mock;
const mockedRegister = registerRemotes as unknown as jest.Mock;

async function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Inlogpagina van de shell-test</h1> },
      { path: '*', element: <RemoteArea /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <UiProvider>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </UiProvider>,
  );
  return router;
}

function setLoggedIn(loggedIn: boolean) {
  document.cookie = `${COOKIE_NAMES.activeUser}=1; path=/; ${loggedIn ? '' : 'max-age=0'}`;
}

// The registry caches loaded remotes for the page's lifetime, so each test
// below uses a remote no earlier test has loaded.
beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedRegister.mockReset();
  server.use(
    http.get('/remotes.json', () =>
      json({
        mf_auth: '/remotes/auth/mf-manifest.json',
        mf_profile: '/remotes/profile/mf-manifest.json',
        mf_vacancies: '/remotes/vacancies/mf-manifest.json',
        mf_corporate: '/remotes/corporate/mf-manifest.json',
        mf_backoffice: '/remotes/backoffice/mf-manifest.json',
      }),
    ),
  );
});

it('sends a logged-out visitor of a private route to /login with the return path, loading nothing', async () => {
  setLoggedIn(false);
  const router = await renderAt('/dashboard?tab=1');
  expect(await screen.findByRole('heading', { name: 'Inlogpagina van de shell-test' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/dashboard?tab=1')}`);
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

it('renders the remote page of a private route for a logged-in user', async () => {
  setLoggedIn(true);
  mockedLoadRemote.mockResolvedValue({ routes: [{ path: '/dashboard', element: <h1>Dashboard van de remote</h1> }] });
  await renderAt('/dashboard');
  expect(await screen.findByRole('heading', { name: 'Dashboard van de remote' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('mf_profile/routes');
});

it('renders a semi-public route for a logged-out visitor', async () => {
  setLoggedIn(false);
  mockedLoadRemote.mockResolvedValue({ routes: [{ path: '/opdrachten', element: <h1>Alle opdrachten (remote)</h1> }] });
  await renderAt('/opdrachten');
  expect(await screen.findByRole('heading', { name: 'Alle opdrachten (remote)' })).toBeInTheDocument();
});

it('shows the 404 page for a path no route of the spec matches, without loading a remote', async () => {
  setLoggedIn(false);
  await renderAt('/opdrachten/1/onbekend');
  expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

it('shows a Dutch error panel when the remote cannot load, and retry loads it', async () => {
  setLoggedIn(false);
  mockedLoadRemote.mockRejectedValue(new Error('manifest unreachable'));
  await renderAt('/aanmelden');
  const panel = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(panel).toHaveTextContent('Dit onderdeel is tijdelijk niet beschikbaar');
  expect(mockedLoadRemote).toHaveBeenCalledTimes(3);

  mockedLoadRemote.mockReset().mockResolvedValue({ routes: [{ path: '/aanmelden', element: <h1>Weer beschikbaar</h1> }] });
  await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  expect(await screen.findByRole('heading', { name: 'Weer beschikbaar' })).toBeInTheDocument();
  expect(mockedRegister).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
});

it('a page that throws shows the error panel, and another page of the same remote renders again', async () => {
  setLoggedIn(false);
  const Broken = () => {
    throw new Error('page bug');
  };
  mockedLoadRemote.mockResolvedValue({
    routes: [
      { path: '/opdrachten/reageren', element: <Broken /> },
      { path: '/opdrachten/reageren/succes', element: <h1>Reactie verstuurd (remote)</h1> },
    ],
  });
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = await renderAt('/opdrachten/reageren');
  expect(await screen.findByRole('alert')).toHaveTextContent('Dit onderdeel is tijdelijk niet beschikbaar');
  await act(() => router.navigate('/opdrachten/reageren/succes'));
  expect(await screen.findByRole('heading', { name: 'Reactie verstuurd (remote)' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  quiet.mockRestore();
});

describe('staff routes (issue 15)', () => {
  const backofficeRoutes = { routes: [{ path: '/beheer/opdrachten', element: <h1>Opdrachten beheren (remote)</h1> }] };

  it('sends a logged-out visitor to /login with the return path, asking nothing', async () => {
    setLoggedIn(false);
    const router = await renderAt('/beheer/opdrachten?status=concept');
    expect(await screen.findByRole('heading', { name: 'Inlogpagina van de shell-test' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/beheer/opdrachten?status=concept')}`);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('shows a logged-in freelancer the 404 page, without loading the back office', async () => {
    setLoggedIn(true);
    server.use(api.get('/employees/me', () => json(buildEmployee({ role: 'employee' }))));
    mockedLoadRemote.mockResolvedValue(backofficeRoutes);
    const router = await renderAt('/beheer/opdrachten');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/beheer/opdrachten');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('renders the back office for staff', async () => {
    setLoggedIn(true);
    server.use(api.get('/employees/me', () => json(buildEmployee({ role: 'staff' }))));
    mockedLoadRemote.mockResolvedValue(backofficeRoutes);
    await renderAt('/beheer/opdrachten');
    expect(await screen.findByRole('heading', { name: 'Opdrachten beheren (remote)' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_backoffice/routes');
  });

  it('explains a failed role check and tries again on request', async () => {
    setLoggedIn(true);
    let available = false;
    server.use(api.get('/employees/me', () => (available ? json(buildEmployee({ role: 'staff' })) : jsonError(503, 'UNAVAILABLE', 'Even niet beschikbaar'))));
    mockedLoadRemote.mockResolvedValue(backofficeRoutes);
    await renderAt('/beheer/opdrachten');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('We konden je gegevens niet ophalen');
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Opdrachten beheren (remote)' })).toBeInTheDocument();
  });
});
