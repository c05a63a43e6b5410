import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@interim/shared/testing';
import { installDutchErrorMap } from '@interim/shared/validation';
import { emptyResponse, errorResponse, fakeApi, jsonResponse, vacancyFixture } from '../test-support/fake-api';
import { CorporateLoginPage, readHandoff } from './corporate-login-page';

installDutchErrorMap();
// Typing through several steps is slow on a busy CI machine.
jest.setTimeout(20_000);

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()),
    'POST /api/auth/passwordless_login': () => emptyResponse(),
    ...overrides,
  });
}

describe('CorporateLoginPage', () => {
  it('checks the address, requests a link that returns to the send step, then offers the code', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderWithProviders(<CorporateLoginPage />, { route: '/opdrachten/reageren/login?vacature=7' });

    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'jan@');
    await user.click(screen.getByRole('button', { name: 'Stuur mij een inloglink' }));
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription('Het e-mailadres lijkt niet te kloppen');
    expect(callsTo('POST', '/api/auth/passwordless_login')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'example.nl');
    await user.click(screen.getByRole('button', { name: 'Stuur mij een inloglink' }));
    expect(await screen.findByText('We hebben een e-mail gestuurd naar jan@example.nl.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/auth/passwordless_login')[0]?.body).toEqual({
      email: 'jan@example.nl',
      returnTo: '/opdrachten/reageren/versturen?vacature=7',
    });

  });

  it('checks the code, shows the refusal in Dutch, and can start over with another address', async () => {
    api({ 'POST /api/auth/login': () => errorResponse(400, 'LOGIN_CODE_INVALID', 'Deze code klopt niet of is verlopen.') });
    const user = userEvent.setup();
    renderWithProviders(<CorporateLoginPage />, { route: '/opdrachten/reageren/login?vacature=7#email=jan%40example.nl&stap=code' });
    await user.click(await screen.findByRole('button', { name: 'Inloggen en verder' }));
    expect(screen.getByRole('textbox', { name: 'Code uit de e-mail' })).toHaveAccessibleDescription(/Verplicht veld/);
    await user.type(screen.getByRole('textbox', { name: 'Code uit de e-mail' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Inloggen en verder' }));
    // The refusal is on the code field (as on /login), and the typed code stays.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code uit de e-mail' })).toHaveAccessibleDescription(/Deze code klopt niet of is verlopen\./),
    );
    expect(screen.getByRole('textbox', { name: 'Code uit de e-mail' })).toHaveValue('000000');

    await user.click(screen.getByRole('button', { name: 'Ander e-mailadres gebruiken' }));
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toBeInTheDocument();
  });

  it('starts at the code step with the address an embed handed over', async () => {
    api();
    renderWithProviders(<CorporateLoginPage />, { route: '/opdrachten/reageren/login?vacature=7#email=jan%40example.nl&stap=code' });
    expect(await screen.findByText('We hebben een e-mail gestuurd naar jan@example.nl.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code uit de e-mail' })).toBeInTheDocument();
  });

  it('reads only a valid address from the hand-over fragment', () => {
    expect(readHandoff('#email=jan%40example.nl&stap=code')).toEqual({ email: 'jan@example.nl', codeStep: true });
    expect(readHandoff('#email=geen-adres')).toEqual({ email: undefined, codeStep: false });
  });
});
