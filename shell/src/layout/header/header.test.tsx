import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultBrand } from '@interim/shared/config';
import {
  type ApiMock,
  buildEmployee,
  emptyResponse,
  errorResponse,
  installApiMock,
  jsonResponse,
  renderWithProviders,
  setActiveUserCookie,
} from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { preloadRemoteFor } from '../../remotes/remote-registry';
import { Header } from './header';
import { LOGGED_OUT_MESSAGE } from './use-logout';

// The registry loads remotes over the network (MF runtime): the edge of this unit.
jest.mock('../../remotes/remote-registry', () => ({ preloadRemoteFor: jest.fn() }));

const fetchMock: ApiMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  installApiMock(fetchMock);
  (preloadRemoteFor as jest.Mock).mockClear();
});

afterEach(() => {
  setActiveUserCookie(false);
  toaster.remove();
});

function desktopNavigation() {
  return screen.getByRole('navigation', { name: 'Hoofdmenu' });
}

/** The open 'Mijn Interimly' panel: the element the button controls. */
function accountMenuPanel() {
  const id = screen.getByRole('button', { name: 'Mijn Interimly' }).getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('The account menu is not open');
  return panel;
}

function linkTargets(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Header, logged out', () => {
  it("shows the logo home link and Zzp'er, Opdrachtgever, Inloggen, Registreren, Alle opdrachten", () => {
    setActiveUserCookie(false);
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Interimly, naar de homepage' })).toHaveAttribute('href', '/');
    expect(linkTargets(desktopNavigation())).toEqual([
      ["Zzp'er", '/'],
      ['Opdrachtgever', '/opdrachtgevers'],
      ['Inloggen', '/login'],
      ['Registreren', '/aanmelden'],
      ['Alle opdrachten', '/opdrachten'],
    ]);
    expect(screen.queryByRole('button', { name: `Mijn ${defaultBrand.productName}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Opgeslagen opdrachten' })).not.toBeInTheDocument();
  });

  it('marks the current page', () => {
    renderWithProviders(<Header />, { route: '/opdrachtgevers' });
    expect(within(desktopNavigation()).getByRole('link', { name: 'Opdrachtgever' })).toHaveAttribute('aria-current', 'page');
    expect(within(desktopNavigation()).getByRole('link', { name: "Zzp'er" })).not.toHaveAttribute('aria-current');
  });

  it('starts loading the remote behind a link on hover and on focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.hover(within(desktopNavigation()).getByRole('link', { name: 'Alle opdrachten' }));
    expect(preloadRemoteFor).toHaveBeenCalledWith('/opdrachten');
    within(desktopNavigation()).getByRole('link', { name: 'Inloggen' }).focus();
    expect(preloadRemoteFor).toHaveBeenCalledWith('/login');
  });
});

/** The own record with `role` for `GET /employees/me` (the header's staff check); other requests get `other`. */
function answerMe(role: 'employee' | 'staff', other: () => Response | undefined = () => undefined) {
  fetchMock.mockImplementation((path) => (path === '/api/employees/me' ? jsonResponse(buildEmployee({ role })) : other()));
}

/** The paths of the requests sent, in order. */
function requestedPaths() {
  return fetchMock.mock.calls.map(([path]) => path);
}

describe('Header, logged in', () => {
  beforeEach(() => {
    setActiveUserCookie(true);
    answerMe('employee');
  });

  it("shows Alle opdrachten, the saved-vacancies icon link and the 'Mijn {product}' menu", () => {
    renderWithProviders(<Header />);
    const nav = desktopNavigation();
    expect(linkTargets(nav)).toEqual([
      ['Alle opdrachten', '/opdrachten'],
      ['', '/mijn-opgeslagen-opdrachten'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Opgeslagen opdrachten' })).toHaveAttribute('href', '/mijn-opgeslagen-opdrachten');
    expect(within(nav).getByRole('button', { name: 'Mijn Interimly' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Inloggen' })).not.toBeInTheDocument();
  });

  it('lists Mijn profiel, Dashboard, Mijn reacties, Urenregistraties (new tab) and Uitloggen in the menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Mijn Interimly' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = accountMenuPanel();
    expect(linkTargets(panel)).toEqual([
      ['Mijn profiel', '/profiel'],
      ['Dashboard', '/dashboard'],
      ['Mijn reacties', '/mijn-reacties'],
      ['Urenregistraties (opent in een nieuw tabblad)', defaultBrand.timesheetPortalUrl],
    ]);
    const timesheets = within(panel).getByRole('link', { name: /^Urenregistraties/ });
    expect(timesheets).toHaveAttribute('target', '_blank');
    expect(timesheets).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
  });

  it('navigates from a menu item and closes the menu', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<Header />, { route: '/opdrachten' });
    await user.click(screen.getByRole('button', { name: 'Mijn Interimly' }));
    await user.click(within(accountMenuPanel()).getByRole('link', { name: 'Mijn reacties' }));
    expect(view.currentLocation().pathname).toBe('/mijn-reacties');
    expect(screen.getByRole('button', { name: 'Mijn Interimly' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape with focus back on the button, and on a click outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Mijn Interimly' });
    await user.click(button);
    await user.tab();
    expect(within(accountMenuPanel()).getByRole('link', { name: 'Mijn profiel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when keyboard focus moves on past its last item', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Header />
        <button type="button">Verderop</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Mijn Interimly' }));
    screen.getByRole('button', { name: 'Uitloggen' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mijn Interimly' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts loading the remote behind an account link on hover', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Mijn Interimly' }));
    await user.hover(within(accountMenuPanel()).getByRole('link', { name: 'Dashboard' }));
    expect(preloadRemoteFor).toHaveBeenCalledWith('/dashboard');
  });

  it('logs out, goes home and says so', async () => {
    const user = userEvent.setup();
    answerMe('employee', () => emptyResponse());
    const view = renderWithProviders(<Header />, { route: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Mijn Interimly' }));
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/'));
    // Issue 32 item 9: the visitor sees that it worked.
    expect(await screen.findByText(LOGGED_OUT_MESSAGE)).toBeInTheDocument();
    expect(requestedPaths().filter((path) => path !== '/api/employees/me')[0]).toBe('/api/auth/logout');
    expect(within(desktopNavigation()).getByRole('link', { name: 'Inloggen' })).toBeInTheDocument();
  });

  it("shows 'Er is iets fout gegaan bij het uitloggen' when logging out fails, and stays", async () => {
    const user = userEvent.setup();
    answerMe('employee', () => errorResponse(500, 'INTERNAL', 'Interne fout'));
    const view = renderWithProviders(<Header />, { route: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Mijn Interimly' }));
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByText('Er is iets fout gegaan bij het uitloggen')).toBeInTheDocument();
    expect(view.currentLocation().pathname).toBe('/dashboard');
    expect(within(desktopNavigation()).getByRole('button', { name: 'Mijn Interimly' })).toBeInTheDocument();
  });
});

describe('Header, the Beheer link (issue 15)', () => {
  it('shows staff Beheer, to the back office opdrachten, after Alle opdrachten', async () => {
    setActiveUserCookie(true);
    answerMe('staff');
    renderWithProviders(<Header />);
    const link = await within(desktopNavigation()).findByRole('link', { name: 'Beheer' });
    expect(link).toHaveAttribute('href', '/beheer/opdrachten');
    expect(linkTargets(desktopNavigation()).slice(0, 2)).toEqual([
      ['Alle opdrachten', '/opdrachten'],
      ['Beheer', '/beheer/opdrachten'],
    ]);
  });

  it('marks it current on a back-office page', async () => {
    setActiveUserCookie(true);
    answerMe('staff');
    renderWithProviders(<Header />, { route: '/beheer/opdrachten/12' });
    expect(await within(desktopNavigation()).findByRole('link', { name: 'Beheer' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows staff no freelancer chrome: no saved-vacancies icon, profile, dashboard, Mijn reacties or Urenregistraties (issue 30)', async () => {
    setActiveUserCookie(true);
    answerMe('staff');
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await within(desktopNavigation()).findByRole('link', { name: 'Beheer' });
    await waitFor(() => expect(within(desktopNavigation()).queryByRole('link', { name: 'Opgeslagen opdrachten' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Mijn Interimly' }));
    await waitFor(() => expect(within(accountMenuPanel()).queryAllByRole('link')).toEqual([]));
    expect(within(accountMenuPanel()).getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
  });

  it('asks nothing for a visitor and shows no Beheer', () => {
    setActiveUserCookie(false);
    renderWithProviders(<Header />);
    expect(within(desktopNavigation()).queryByRole('link', { name: 'Beheer' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
