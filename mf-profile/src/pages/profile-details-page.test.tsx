import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderWithProviders } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { buildEmployee, installFakeApi } from '../testing/profile-fixtures';
import { EMAIL_CHANGED_MESSAGE } from '../features/profile/components/email-change';
import { DETAILS_SAVED_MESSAGE, ProfileDetailsPage } from './profile-details-page';

// Typing into many fields is slow on a busy CI machine.
jest.setTimeout(30_000);

installDutchErrorMap();
afterEach(() => toaster.remove());

describe('ProfileDetailsPage', () => {
  it('shows the e-mail address read-only and validates postcode, LinkedIn and KvK in Dutch', async () => {
    const api = installFakeApi(buildEmployee());
    const user = userEvent.setup();
    renderWithProviders(<ProfileDetailsPage />);
    expect(await screen.findByText('jan@example.nl')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mailadres' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '1234 SD');
    await user.type(screen.getByRole('textbox', { name: 'LinkedIn-profiel' }), 'https://linkedin.com/company/acme');
    await user.type(screen.getByRole('textbox', { name: 'KvK-nummer' }), '1234567');
    await user.clear(screen.getByRole('textbox', { name: 'Voornaam' }));
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));

    expect(screen.getByRole('textbox', { name: 'Voornaam' })).toHaveAccessibleDescription('Verplicht veld');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(/Vul een geldige postcode in, bijvoorbeeld 1234 AB$/);
    expect(screen.getByRole('textbox', { name: 'LinkedIn-profiel' })).toHaveAccessibleDescription(
      /Vul de link naar je LinkedIn-profiel in, bijvoorbeeld linkedin.com\/in\/jouw-naam$/,
    );
    expect(screen.getByRole('textbox', { name: 'KvK-nummer' })).toHaveAccessibleDescription(/Een KvK-nummer bestaat uit 8 cijfers$/);
    expect(api.calls().filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('saves with PATCH, leaving out an empty city so the API takes the postcode\'s', async () => {
    const api = installFakeApi(buildEmployee(), [
      (method, _path, init) =>
        method === 'PATCH' ? jsonResponse({ ...buildEmployee(), ...JSON.parse(String(init?.body)), city: 'Utrecht' }) : undefined,
    ]);
    const user = userEvent.setup();
    renderWithProviders(<ProfileDetailsPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Postcode' }), '3511ab');
    await user.type(screen.getByRole('textbox', { name: 'LinkedIn-profiel' }), 'linkedin.com/in/jan-jansen');
    await user.type(screen.getByRole('textbox', { name: 'Uurtarief (€, excl. btw)' }), '90');
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));

    expect(await screen.findByText(DETAILS_SAVED_MESSAGE)).toBeInTheDocument();
    expect(api.bodies('PATCH', '/employees/7')).toEqual([
      {
        firstName: 'Jan',
        lastName: 'de Vries',
        phone: null,
        postcode: '3511 AB',
        dateOfBirth: null,
        linkedinUrl: 'linkedin.com/in/jan-jansen',
        kvkNumber: null,
        hourlyRate: 90,
      },
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Woonplaats' })).toHaveValue('Utrecht'));
  });

  it("shows the API's message and keeps what was typed", async () => {
    installFakeApi(buildEmployee(), [
      (method) => (method === 'PATCH' ? errorResponse(503, 'UNAVAILABLE', 'De server is even niet bereikbaar.') : undefined),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<ProfileDetailsPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Telefoonnummer' }), '06 12345678');
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('De server is even niet bereikbaar.');
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer' })).toHaveValue('06 12345678');
  });
});

describe('ProfileDetailsPage, changing the e-mail address', () => {
  it('asks for a confirmation link to the new address', async () => {
    const api = installFakeApi(buildEmployee(), [
      (method, path) => (method === 'POST' && path === '/employees/me/email-change' ? new Response(null, { status: 204 }) : undefined),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<ProfileDetailsPage />);
    await user.click(await screen.findByRole('button', { name: 'E-mailadres wijzigen' }));
    await user.type(screen.getByRole('textbox', { name: 'Nieuw e-mailadres' }), 'jan@');
    await user.click(screen.getByRole('button', { name: 'Bevestigingslink versturen' }));
    expect(screen.getByRole('textbox', { name: 'Nieuw e-mailadres' })).toHaveAccessibleDescription('Het e-mailadres lijkt niet te kloppen');

    await user.clear(screen.getByRole('textbox', { name: 'Nieuw e-mailadres' }));
    await user.type(screen.getByRole('textbox', { name: 'Nieuw e-mailadres' }), 'Jan.Nieuw@Example.nl');
    await user.click(screen.getByRole('button', { name: 'Bevestigingslink versturen' }));
    expect(await screen.findByText(/We hebben een bevestigingslink gestuurd naar jan.nieuw@example.nl/)).toBeInTheDocument();
    expect(api.bodies('POST', '/employees/me/email-change')).toEqual([{ email: 'jan.nieuw@example.nl' }]);
  });

  it('confirms the change when opened from the mailed link, once, and removes the token from the URL', async () => {
    const api = installFakeApi(buildEmployee(), [
      (method, path) =>
        method === 'POST' && path === '/employees/me/email-change/confirm' ? jsonResponse(buildEmployee({ email: 'jan.nieuw@example.nl' })) : undefined,
    ]);
    const view = renderWithProviders(<ProfileDetailsPage />, { route: '/profiel/gegevens?e-mailbevestiging=abc123' });
    expect(await screen.findByText(EMAIL_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText('jan.nieuw@example.nl')).toBeInTheDocument();
    expect(api.bodies('POST', '/employees/me/email-change/confirm')).toEqual([{ token: 'abc123' }]);
    await waitFor(() => expect(view.currentLocation().search).toBe(''));
  });

  it("shows the API's message for an expired link", async () => {
    installFakeApi(buildEmployee(), [
      (method, path) =>
        method === 'POST' && path === '/employees/me/email-change/confirm'
          ? errorResponse(410, 'EMAIL_CHANGE_EXPIRED', 'Deze bevestigingslink is verlopen. Vraag de wijziging opnieuw aan.')
          : undefined,
    ]);
    renderWithProviders(<ProfileDetailsPage />, { route: '/profiel/gegevens?e-mailbevestiging=oud' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze bevestigingslink is verlopen.');
    expect(screen.getByText('jan@example.nl')).toBeInTheDocument();
  });
});
