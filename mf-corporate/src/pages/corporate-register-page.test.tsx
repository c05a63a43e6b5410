import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@interim/shared/testing';
import { installDutchErrorMap } from '@interim/shared/validation';
import { clearCvDraft, readCvDraft } from '../features/corporate-apply/state/cv-draft-store';
import { emptyResponse, errorResponse, fakeApi, jsonResponse, vacancyFixture } from '../test-support/fake-api';
import { CorporateRegisterPage } from './corporate-register-page';

// Typing through several steps is slow on a busy CI machine.
jest.setTimeout(20_000);

installDutchErrorMap();

const ROUTE = '/opdrachten/reageren/aanmelden?vacature=7&utm_source=bedrijfssite';

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/vacancies/7': () => jsonResponse(vacancyFixture()),
    'POST /api/employees/register': () => emptyResponse(),
    'POST /api/auth/login': () => jsonResponse({ user: { id: 11, email: 'jan@example.nl', firstName: 'Jan', lastName: 'de Vries', role: 'employee' }, returnTo: null }),
    ...overrides,
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function fillForm(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Voornaam' }), 'Jan');
  await user.type(screen.getByRole('textbox', { name: 'Achternaam' }), 'de Vries');
  await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'jan@example.nl');
  await user.type(screen.getByRole('textbox', { name: 'Telefoonnummer' }), '06 12345678');
  await user.click(screen.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring' }));
}

const pdf = () => new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' });

afterEach(() => clearCvDraft());

describe('CorporateRegisterPage', () => {
  it('shows the vacancy and the Dutch messages of every required field, and sends nothing', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderWithProviders(<CorporateRegisterPage />, { route: ROUTE });
    expect(await screen.findByRole('heading', { name: 'Interim projectleider zorg' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aanmelden en verder' }));
    expect(screen.getByRole('textbox', { name: 'Voornaam' })).toHaveAccessibleDescription('Verplicht veld');
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld');
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring' })).toHaveAccessibleDescription(
      'Ga akkoord met de privacyverklaring om je aan te melden',
    );
    expect(callsTo('POST', '/api/employees/register')).toHaveLength(0);
  });

  it('refuses a CV that is not a pdf or Word file before anything is sent', async () => {
    api();
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<CorporateRegisterPage />, { route: ROUTE });
    await user.upload(screen.getByLabelText('Cv (optioneel)'), new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(screen.getByLabelText('Cv (optioneel)')).toHaveAccessibleDescription(/Kies een pdf- of Word-bestand \(.pdf, .doc of .docx\)/);
  });

  it('registers with the send step as return path, keeps the CV for after the login, and logs in with the code', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    const view = renderWithProviders(<CorporateRegisterPage />, { route: ROUTE });
    await fillForm(user);
    await user.upload(screen.getByLabelText('Cv (optioneel)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Aanmelden en verder' }));

    expect(await screen.findByText('We hebben een e-mail gestuurd naar jan@example.nl.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/employees/register')[0]?.body).toEqual({
      firstName: 'Jan',
      lastName: 'de Vries',
      email: 'jan@example.nl',
      phone: '06 12345678',
      privacyConsent: true,
      returnTo: '/opdrachten/reageren/versturen?vacature=7&utm_source=bedrijfssite',
    });
    const draft = await readCvDraft();
    expect(draft?.file.name).toBe('cv.pdf');
    expect(draft?.vacancyId).toBe(7);

    await user.type(screen.getByRole('textbox', { name: 'Code uit de e-mail' }), '123 456');
    await user.click(screen.getByRole('button', { name: 'Inloggen en verder' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/opdrachten/reageren/versturen'));
    expect(view.currentLocation().search).toBe('?vacature=7&utm_source=bedrijfssite');
    expect(callsTo('POST', '/api/auth/login')[0]?.body).toEqual({ email: 'jan@example.nl', code: '123456' });
  });

  it('puts the API field errors on the fields and keeps what was typed', async () => {
    api({
      'POST /api/employees/register': () =>
        errorResponse(400, 'VALIDATION_ERROR', 'Controleer je invoer', { fieldErrors: [{ path: 'phone', message: 'Vul een geldig telefoonnummer in' }] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CorporateRegisterPage />, { route: ROUTE });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Aanmelden en verder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer' })).toHaveAccessibleDescription('Vul een geldig telefoonnummer in');
    expect(screen.getByRole('textbox', { name: 'Voornaam' })).toHaveValue('Jan');
  });

  it('shows the Dutch message of a refused registration (rate limit)', async () => {
    api({ 'POST /api/employees/register': () => errorResponse(429, 'RATE_LIMITED', 'Te veel pogingen. Probeer het over 5 minuten opnieuw.') });
    const user = userEvent.setup();
    renderWithProviders(<CorporateRegisterPage />, { route: ROUTE });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Aanmelden en verder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Te veel pogingen. Probeer het over 5 minuten opnieuw.');
  });
});
