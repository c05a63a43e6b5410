import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiMock, errorResponse, installApiMock, jsonResponse, networkFailure, renderWithProviders } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { ClientRegisterPage } from './client-register-page';

installDutchErrorMap();

const fetchMock: ApiMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  installApiMock(fetchMock);
});
afterEach(() => toaster.remove());

type User = ReturnType<typeof userEvent.setup>;

async function fillValidForm(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Bedrijfsnaam' }), 'Zorggroep De Linde');
  await user.type(screen.getByRole('textbox', { name: 'KvK-nummer' }), '12345678');
  await user.type(screen.getByRole('textbox', { name: 'Contactpersoon' }), 'Marieke de Vries');
  await user.type(screen.getByRole('textbox', { name: 'Telefoonnummer' }), '030 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'marieke@delinde.nl');
  await user.type(
    screen.getByRole('textbox', { name: 'Omschrijving van de opdracht' }),
    'Interim teamleider voor 6 maanden, 32 uur per week in Utrecht.',
  );
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));

describe('ClientRegisterPage', () => {
  it('shows the Dutch validation messages and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientRegisterPage />);
    await submit(user);

    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld');
    expect(screen.getByRole('textbox', { name: 'Bedrijfsnaam' })).toHaveAccessibleDescription('Verplicht veld');
    expect(screen.getByRole('textbox', { name: 'Contactpersoon' })).toHaveAccessibleDescription('Verplicht veld');
    expect(screen.getByRole('textbox', { name: 'KvK-nummer' })).toHaveAccessibleDescription('Een KvK-nummer bestaat uit 8 cijfers');
    expect(screen.getByRole('textbox', { name: 'KvK-nummer' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // Issue 17: one word for characters, 'karakters' as spec section 5 ('Gebruik minimaal {n} karakters'); the hint said 'tekens'.
  it("says 'karakters' in the description's hint and in its error, never 'tekens'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientRegisterPage />);
    const description = screen.getByRole('textbox', { name: 'Omschrijving van de opdracht' });
    expect(description).toHaveAccessibleDescription(/minimaal 20 karakters/);
    await user.type(description, 'Te kort');
    await submit(user);
    expect(description).toHaveAccessibleDescription(/Gebruik minimaal 20 karakters/);
    expect(document.body.textContent).not.toMatch(/tekens/);
  });

  it('rejects a bad e-mail address and a short KvK number', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientRegisterPage />);
    await fillValidForm(user);
    await user.clear(screen.getByRole('textbox', { name: 'E-mailadres' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'marieke@');
    await user.clear(screen.getByRole('textbox', { name: 'KvK-nummer' }));
    await user.type(screen.getByRole('textbox', { name: 'KvK-nummer' }), '1234');
    await submit(user);
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription('Het e-mailadres lijkt niet te kloppen');
    expect(screen.getByRole('textbox', { name: 'KvK-nummer' })).toHaveAccessibleDescription('Een KvK-nummer bestaat uit 8 cijfers');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends POST /client_requests and confirms on the page and in a toast', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<ClientRegisterPage />);
    await fillValidForm(user);
    await submit(user);

    // Busy while sending: the button cannot be pressed twice.
    expect(screen.getByRole('button', { name: /Bezig met versturen/ })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/client_requests');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      companyName: 'Zorggroep De Linde',
      contactName: 'Marieke de Vries',
      email: 'marieke@delinde.nl',
      phone: '030 123 4567',
      kvkNumber: '12345678',
      description: 'Interim teamleider voor 6 maanden, 32 uur per week in Utrecht.',
    });

    release(jsonResponse({ id: 1, createdAt: '2026-11-22T08:00:00.000Z' }, { status: 201 }));
    const confirmation = (await screen.findByRole('heading', { name: 'Aanvraag verstuurd' })).parentElement!;
    expect(confirmation).toHaveAttribute('role', 'status');
    expect(confirmation).toHaveTextContent('We hebben uw aanvraag ontvangen');
    expect(await screen.findByText('Uw aanvraag is verstuurd.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aanvraag versturen' })).not.toBeInTheDocument();
  });

  it("puts the API's field errors on the fields and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      errorResponse(400, 'VALIDATION_ERROR', 'De invoer klopt niet', {
        fieldErrors: [{ path: 'kvkNumber', message: 'Dit KvK-nummer is niet bekend' }],
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ClientRegisterPage />);
    await fillValidForm(user);
    await submit(user);

    const kvk = await screen.findByRole('textbox', { name: 'KvK-nummer', description: 'Dit KvK-nummer is niet bekend' });
    expect(kvk).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    expect(screen.getByRole('textbox', { name: 'Bedrijfsnaam' })).toHaveValue('Zorggroep De Linde');
    expect(screen.getByRole('textbox', { name: 'Omschrijving van de opdracht' })).toHaveValue(
      'Interim teamleider voor 6 maanden, 32 uur per week in Utrecht.',
    );
  });

  it("shows the API's Dutch message for other errors, and can send again", async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(429, 'RATE_LIMITED', 'Te veel aanvragen. Probeer het over een minuut opnieuw.'));
    const user = userEvent.setup();
    renderWithProviders(<ClientRegisterPage />);
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Te veel aanvragen. Probeer het over een minuut opnieuw.');
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('marieke@delinde.nl');

    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 2, createdAt: '2026-11-22T08:00:00.000Z' }, { status: 201 }));
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Aanvraag verstuurd' })).toBeInTheDocument();
  });

  it('shows a Dutch message when the server cannot be reached', async () => {
    fetchMock.mockResolvedValue(networkFailure());
    const user = userEvent.setup();
    renderWithProviders(<ClientRegisterPage />);
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Geen verbinding met de server');
  });
});
