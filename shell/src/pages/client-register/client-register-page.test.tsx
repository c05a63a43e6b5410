import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiMock, errorResponse, installApiMock, jsonResponse, networkFailure, renderWithProviders } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { ClientRegisterPage } from './client-register-page';

installDutchErrorMap();
// A long form typed key by key on a CPU shared with other suites.
jest.setTimeout(30_000);

const SECTORS = [
  { id: 1, name: 'Sociaal domein', slug: 'sociaal-domein' },
  { id: 2, name: 'ICT', slug: 'ict' },
];
const POSITIONS = [
  { id: 11, name: 'Projectmanager', sectorId: 1 },
  { id: 12, name: 'Teamleider', sectorId: 1 },
];

/** The API's answers to the form's sends (POST /client_requests); the reference data is answered below. */
const fetchMock: ApiMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  installApiMock(
    jest.fn((url: string, init) => {
      if (init.method === 'GET' && url.startsWith('/api/sectors')) return jsonResponse(SECTORS);
      if (init.method === 'GET' && url.startsWith('/api/positions')) return jsonResponse(POSITIONS);
      return fetchMock(url, init);
    }) as ApiMock,
  );
});
afterEach(() => toaster.remove());

type User = ReturnType<typeof userEvent.setup>;

async function fillValidForm(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Bedrijfsnaam' }), 'Zorggroep De Linde');
  await user.type(screen.getByRole('textbox', { name: 'KvK-nummer' }), '12345678');
  await user.type(screen.getByRole('textbox', { name: 'Contactpersoon' }), 'Marieke de Vries');
  await user.type(screen.getByRole('textbox', { name: 'Telefoonnummer' }), '030 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'marieke@delinde.nl');
  await chooseFunction(user, 'Teamleider');
  await user.type(screen.getByRole('textbox', { name: 'Locatie' }), '3511ab');
  await user.type(screen.getByRole('textbox', { name: 'Uren per week' }), '32');
  await user.type(
    screen.getByRole('textbox', { name: 'Omschrijving van de opdracht' }),
    'Interim teamleider voor 6 maanden, 32 uur per week in Utrecht.',
  );
}

async function chooseFunction(user: User, name: string) {
  await screen.findByRole('option', { name: 'Sociaal domein' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'Sociaal domein');
  await screen.findByRole('option', { name });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Functie' }), name);
}

/** Yesterday in the browser's calendar, YYYY-MM-DD. */
function yesterday(): string {
  const day = new Date();
  day.setDate(day.getDate() - 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
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
    // What a consultant asks first (issue 31): the function, the location and the hours.
    expect(screen.getByRole('combobox', { name: 'Functie' })).toHaveAccessibleDescription('Verplicht veld');
    expect(screen.getByRole('textbox', { name: 'Locatie' })).toHaveAccessibleDescription(/Verplicht veld$/);
    expect(screen.getByRole('textbox', { name: 'Uren per week' })).toHaveAccessibleDescription('Verplicht veld');
    // Start, duration, rate and budget may stay open.
    for (const name of ['Startdatum', 'Duur', 'Uurtarief vanaf (€, excl. btw)', 'Uurtarief tot (€, excl. btw)', 'Of: totaalbudget (€, excl. btw)']) {
      expect(screen.getByLabelText(name)).not.toHaveAttribute('aria-invalid');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the functions of the chosen sector and checks the hours, the rate band, the budget, the location and the start date', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientRegisterPage />);
    const functie = screen.getByRole('combobox', { name: 'Functie' });
    expect(functie).toBeDisabled();
    await fillValidForm(user);
    expect(functie).toHaveValue('12');

    const field = (name: string) => screen.getByLabelText(name);
    const retype = async (name: string, text: string) => {
      await user.clear(field(name));
      await user.type(field(name), text);
    };
    await retype('Uurtarief vanaf (€, excl. btw)', '95');
    await retype('Uurtarief tot (€, excl. btw)', '80');
    await retype('Of: totaalbudget (€, excl. btw)', '12,5');
    await retype('Locatie', 'Kijk op evil.example');
    await retype('Startdatum', yesterday());
    await submit(user);
    expect(field('Of: totaalbudget (€, excl. btw)')).toHaveAccessibleDescription(/Vul een bedrag in hele euro's in/);
    expect(field('Locatie')).toHaveAccessibleDescription(/Vul een postcode \(1234 AB\) of een plaatsnaam in/);
    // The checks across fields speak once each field is right on its own (as in the opdracht form).
    await retype('Of: totaalbudget (€, excl. btw)', '12000');
    await retype('Locatie', 'Utrecht');
    await submit(user);
    expect(field('Uurtarief tot (€, excl. btw)')).toHaveAccessibleDescription('Het maximumtarief is minstens 95');
    expect(field('Startdatum')).toHaveAccessibleDescription(/De startdatum ligt in het verleden/);

    // Text or too many hours in the hours box.
    await retype('Uren per week', 'veertig');
    await submit(user);
    expect(field('Uren per week')).toHaveAccessibleDescription('Vul een getal in');
    await retype('Uren per week', '90');
    await submit(user);
    expect(field('Uren per week')).toHaveAccessibleDescription('Het maximum is 80');
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
      positionId: 12,
      location: '3511 AB',
      startDate: null,
      duration: null,
      hoursPerWeek: 32,
      hourlyRateMin: null,
      hourlyRateMax: null,
      budget: null,
    });

    release(jsonResponse({ id: 42, reference: 'AV-2026-00042', createdAt: '2026-11-22T08:00:00.000Z' }, { status: 201 }));
    // Issue 42 item 2: the request waits for the address to be confirmed with the mailed link; the page says so first.
    const confirmation = (await screen.findByRole('heading', { name: 'Aanvraag verstuurd: bevestig uw e-mailadres' })).parentElement!;
    expect(confirmation).toHaveAttribute('role', 'status');
    expect(confirmation).toHaveTextContent('Nog één stap: bevestig uw e-mailadres met de link die wij u hebben gemaild. De link is 48 uur geldig.');
    expect(confirmation).toHaveTextContent('Wij hebben de e-mail gestuurd naar marieke@delinde.nl.');
    expect(confirmation).toHaveTextContent('Pas als u op de link heeft geklikt, koppelen wij de aanvraag aan uw organisatie');
    expect(confirmation).toHaveTextContent('Uw referentienummer is AV-2026-00042.');
    expect(await screen.findByText('Uw aanvraag is verstuurd. Bevestig nog uw e-mailadres.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aanvraag versturen' })).not.toBeInTheDocument();
  });

  it('sends the start, duration, rate band and budget as given', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 43, reference: 'AV-2026-00043', createdAt: '2026-11-22T08:00:00.000Z' }, { status: 201 }));
    const user = userEvent.setup();
    renderWithProviders(<ClientRegisterPage />);
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Startdatum'), '2099-03-01');
    await user.type(screen.getByLabelText('Duur'), '6 maanden');
    await user.type(screen.getByLabelText('Uurtarief vanaf (€, excl. btw)'), '80');
    await user.type(screen.getByLabelText('Uurtarief tot (€, excl. btw)'), '95');
    await user.type(screen.getByLabelText('Of: totaalbudget (€, excl. btw)'), '60000');
    await user.clear(screen.getByLabelText('Locatie'));
    await user.type(screen.getByLabelText('Locatie'), "'s-Hertogenbosch");
    await submit(user);
    expect(await screen.findByText(/AV-2026-00043/)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      startDate: '2099-03-01',
      duration: '6 maanden',
      hourlyRateMin: 80,
      hourlyRateMax: 95,
      budget: 60000,
      location: "'s-Hertogenbosch",
    });
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

    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 2, reference: 'AV-2026-00002', createdAt: '2026-11-22T08:00:00.000Z' }, { status: 201 }));
    await submit(user);
    expect(await screen.findByRole('heading', { name: /^Aanvraag verstuurd/ })).toBeInTheDocument();
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
