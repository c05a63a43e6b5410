import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyResponse, errorResponse, renderWithProviders } from '@interim/shared/testing';
import { installDutchErrorMap } from '@interim/shared/validation';
import { callsOf, installFetchMock, type FetchMock } from '../testing/fetch-mock';
import { RegisterStartPage } from './register-start-page';

// Typing every field is slow on a loaded machine: the default 5 s cut a test off mid-typing (and its keys reached the next test).
jest.setTimeout(30_000);

installDutchErrorMap();

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetchMock();
  window.localStorage.clear();
});

type User = ReturnType<typeof userEvent.setup>;
const field = (name: string) => screen.getByRole('textbox', { name });
const consent = () => screen.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring' });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Account aanmaken' }));

async function fillValidForm(user: User) {
  await user.type(field('Voornaam'), 'Jan');
  await user.type(field('Achternaam'), 'de Vries');
  await user.type(field('E-mailadres'), 'jan@voorbeeld.nl');
  await user.click(consent());
}

describe('RegisterStartPage', () => {
  it('shows every validation message word for word and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterStartPage />, { route: '/aanmelden/start' });
    await submit(user);
    expect(field('Voornaam')).toHaveAccessibleDescription('Verplicht veld');
    expect(field('Achternaam')).toHaveAccessibleDescription('Verplicht veld');
    expect(field('E-mailadres')).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld');
    expect(field('Telefoonnummer (optioneel)')).not.toHaveAttribute('aria-invalid');
    expect(consent()).toHaveAccessibleDescription('Ga akkoord met de privacyverklaring om je aan te melden');
    expect(field('Voornaam')).toHaveFocus();

    await user.type(field('E-mailadres'), 'jan@voorbeeld');
    await user.type(field('Telefoonnummer (optioneel)'), '06-12');
    await submit(user);
    expect(field('E-mailadres')).toHaveAccessibleDescription('Het e-mailadres lijkt niet te kloppen');
    expect(field('Telefoonnummer (optioneel)')).toHaveAccessibleDescription('Vul een geldig telefoonnummer in');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, keeps e-mail and first name for the next steps and shows /aanmelden/email; the link leads to /aanmelden/voltooi', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const user = userEvent.setup();
    const view = renderWithProviders(<RegisterStartPage />, { route: '/aanmelden/start?returnTo=%2Fopdrachten%2F7' });
    await fillValidForm(user);
    await user.type(field('Telefoonnummer (optioneel)'), '06 1234 5678');
    await submit(user);

    expect(screen.getByRole('button', { name: /Bezig met aanmelden/ })).toBeDisabled();
    expect(window.localStorage.getItem('email')).toBe('jan@voorbeeld.nl');
    expect(window.localStorage.getItem('firstName')).toBe('Jan');
    expect(callsOf(fetchMock)).toEqual([
      {
        method: 'POST',
        url: '/api/employees/register',
        body: {
          firstName: 'Jan',
          lastName: 'de Vries',
          email: 'jan@voorbeeld.nl',
          phone: '06 1234 5678',
          privacyConsent: true,
          returnTo: '/aanmelden/voltooi?returnTo=%2Fopdrachten%2F7',
        },
      },
    ]);
    release(emptyResponse());
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/aanmelden/email'));
    expect(view.currentLocation().search).toBe('?returnTo=%2Fopdrachten%2F7');
  });

  it('leaves an empty phone out and says when to try again after a rate limit', async () => {
    fetchMock.mockResolvedValue(
      errorResponse(429, 'RATE_LIMITED', 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.', { headers: { 'Retry-After': '60' } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegisterStartPage />, { route: '/aanmelden/start' });
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Probeer het over 1 minuut opnieuw \(na \d{2}:\d{2}\)\./);
    expect(callsOf(fetchMock)[0]!.body).not.toHaveProperty('phone');
    expect(field('Voornaam')).toHaveValue('Jan');
  });

  it("puts the API's field errors on the fields", async () => {
    fetchMock.mockResolvedValue(
      errorResponse(400, 'VALIDATION_ERROR', 'De invoer klopt niet', { fieldErrors: [{ path: 'lastName', message: 'Gebruik maximaal 100 karakters' }] }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegisterStartPage />, { route: '/aanmelden/start' });
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    expect(field('Achternaam')).toHaveAccessibleDescription('Gebruik maximaal 100 karakters');
  });
});
