import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultBrand } from '@interim/shared/config';
import {
  type ApiMock,
  api,
  buildEmployee,
  errorResponse,
  installApiMock,
  json,
  jsonResponse,
  renderWithProviders,
  server,
  setActiveUserCookie,
} from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { MobileMenu } from './mobile-menu';

// The registry loads remotes over the network (MF runtime): the edge of this unit.
jest.mock('../../remotes/remote-registry', () => ({ preloadRemoteFor: jest.fn() }));

afterEach(() => {
  setActiveUserCookie(false);
  toaster.remove();
});

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Menu openen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { dialog, nav: within(dialog).getByRole('navigation', { name: 'Mobiel menu' }) };
}

function linkTexts(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('MobileMenu', () => {
  it('is closed at first', () => {
    renderWithProviders(<MobileMenu />);
    expect(screen.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the first click, loading the menu, and points the button at it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    const { dialog } = await openMenu(user);
    // The open modal may already have hidden the rest of the page from the accessibility tree (a race seen on main).
    const button = screen.getByRole('button', { name: 'Menu openen', hidden: true });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
  });

  it('lists the logged-out items, without Opgeslagen opdrachten', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    const { nav } = await openMenu(user);
    expect(linkTexts(nav)).toEqual(["Zzp'er", 'Opdrachtgever', 'Inloggen', 'Registreren', 'Alle opdrachten']);
    expect(within(nav).queryByRole('link', { name: 'Opgeslagen opdrachten' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Uitloggen' })).not.toBeInTheDocument();
  });

  it('lists Opgeslagen opdrachten and the account items when logged in', async () => {
    setActiveUserCookie(true);
    server.use(api.get('/employees/me', () => json(buildEmployee({ role: 'employee' }))));
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    const { nav } = await openMenu(user);
    expect(linkTexts(nav)).toEqual([
      'Alle opdrachten',
      'Opgeslagen opdrachten',
      'Mijn profiel',
      'Dashboard',
      'Mijn reacties',
      'Urenregistraties (opent in een nieuw tabblad)',
    ]);
    expect(within(nav).getByRole('link', { name: 'Opgeslagen opdrachten' })).toHaveAttribute('href', '/mijn-opgeslagen-opdrachten');
    const timesheets = within(nav).getByRole('link', { name: /^Urenregistraties/ });
    expect(timesheets).toHaveAttribute('href', defaultBrand.timesheetPortalUrl);
    expect(timesheets).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('heading', { name: 'Mijn Interimly' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
  });

  it('lists Beheer and no freelancer items for staff, and closes when it navigates', async () => {
    setActiveUserCookie(true);
    server.use(api.get('/employees/me', () => json(buildEmployee({ role: 'staff' }))));
    const user = userEvent.setup();
    const view = renderWithProviders(<MobileMenu />);
    const { nav } = await openMenu(user);
    const beheer = await within(nav).findByRole('link', { name: 'Beheer' });
    // Issue 30 item 6: no saved opdrachten, profile, dashboard, Mijn reacties or Urenregistraties for staff.
    expect(linkTexts(nav)).toEqual(['Alle opdrachten', 'Beheer']);
    await user.click(beheer);
    expect(view.currentLocation().pathname).toBe('/beheer/opdrachten');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a link navigates', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<MobileMenu />);
    const { nav } = await openMenu(user);
    await user.click(within(nav).getByRole('link', { name: 'Alle opdrachten' }));
    expect(view.currentLocation().pathname).toBe('/opdrachten');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves focus into the menu, closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    const { dialog } = await openMenu(user);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu openen' })).toHaveFocus());
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Menu sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Er is iets fout gegaan bij het uitloggen' when logging out fails", async () => {
    setActiveUserCookie(true);
    installApiMock(
      (jest.fn() as ApiMock).mockImplementation(async (path) =>
        path === '/api/employees/me' ? jsonResponse(buildEmployee()) : errorResponse(503, 'UNAVAILABLE', 'Even niet bereikbaar'),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    const { nav } = await openMenu(user);
    await user.click(within(nav).getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByText('Er is iets fout gegaan bij het uitloggen')).toBeInTheDocument();
  });
});
