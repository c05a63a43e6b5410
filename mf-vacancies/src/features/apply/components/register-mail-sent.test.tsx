import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { installDutchErrorMap } from '@interim/shared/validation';
import { mockFetch } from '../../../testing/fetch-routes';
import { RegisterMailSent } from './register-mail-sent';

installDutchErrorMap();
jest.setTimeout(30_000);
beforeEach(() => setActiveUserCookie(false));

const RETURN_TO = '/opdrachten/12/reageren?versturen=1';
const renderScreen = () =>
  renderWithProviders(<RegisterMailSent email="jan@example.nl" returnTo={RETURN_TO} />, { route: '/opdrachten/12/aanmelden', path: '/opdrachten/:id/aanmelden' });
const loginAnswer = (returnTo: string | null) =>
  Response.json({ user: { id: 7, email: 'jan@example.nl', firstName: 'Jan', lastName: 'de Vries', role: 'employee' }, returnTo });

describe('RegisterMailSent ("Bevestig je e-mailadres")', () => {
  it('says the reactie is kept on the server and works in any browser', () => {
    mockFetch({});
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeInTheDocument();
    expect(screen.getByText('jan@example.nl')).toBeInTheDocument();
    expect(screen.getByText(/we bewaren hem 7 dagen bij je aanmelding\. Open de link uit de e-mail,\s+in deze of een andere browser/)).toBeInTheDocument();
    expect(screen.queryByText(/automatisch/)).not.toBeInTheDocument();
  });

  it('logs in with the 6-digit code and goes on to the confirm step', async () => {
    const fetches = mockFetch({
      'POST /api/auth/login': () => {
        setActiveUserCookie(true);
        return loginAnswer(RETURN_TO);
      },
    });
    const user = userEvent.setup();
    const view = renderScreen();
    await user.type(screen.getByRole('textbox', { name: 'Code uit de e-mail' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/opdrachten/12/reageren'));
    expect(view.currentLocation().search).toBe('?versturen=1');
    expect(fetches.callsTo('POST /api/auth/login')[0]!.body).toEqual({ email: 'jan@example.nl', code: '123456' });
  });

  it('shows a wrong code on the field, in Dutch, and stays', async () => {
    mockFetch({
      'POST /api/auth/login': () =>
        errorResponse(400, 'LOGIN_CODE_INVALID', 'De code is onjuist of verlopen. Controleer de code of vraag een nieuwe inlogmail aan.'),
    });
    const user = userEvent.setup();
    const view = renderScreen();
    await user.type(screen.getByRole('textbox', { name: 'Code uit de e-mail' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByRole('textbox', { name: 'Code uit de e-mail' })).toHaveAccessibleDescription(
      expect.stringContaining('De code is onjuist of verlopen.'),
    );
    expect(view.currentLocation().pathname).toBe('/opdrachten/12/aanmelden');
  });

  it('sends a new mail with the same return path, and says when to try again after the rate limit', async () => {
    let calls = 0;
    const fetches = mockFetch({
      'POST /api/auth/passwordless_login': () =>
        ++calls === 1
          ? new Response(null, { status: 204 })
          : errorResponse(429, 'RATE_LIMITED', 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.', { headers: { 'Retry-After': '300' } }),
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe e-mail' }));
    expect(await screen.findByText('We hebben een nieuwe e-mail met link en code gestuurd naar jan@example.nl.')).toBeInTheDocument();
    expect(fetches.callsTo('POST /api/auth/passwordless_login')[0]!.body).toEqual({ email: 'jan@example.nl', returnTo: RETURN_TO });

    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Probeer het over 5 minuten opnieuw/);
  });
});
