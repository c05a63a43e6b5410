import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderWithProviders } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import type { GdprRequest } from '@interim/shared/contract';
import { ANONYMIZED_MESSAGE } from '../features/gdpr/gdpr-sections';
import { buildEmployee, installFakeApi, type Handler } from '../testing/profile-fixtures';
import { ProfileGdprPage } from './profile-gdpr-page';

// Typing into many fields is slow on a busy CI machine.
jest.setTimeout(30_000);

installDutchErrorMap();
afterEach(() => toaster.remove());

const request = (overrides: Partial<GdprRequest>): GdprRequest => ({
  id: 1,
  type: 'request-personal-data',
  status: 'received',
  message: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  deadline: '2026-12-20',
  completedAt: null,
  handledAt: null,
  downloadUrl: null,
  ...overrides,
});

function gdprApi(list: GdprRequest[], onCreate: (body: Record<string, unknown>) => Response): Handler {
  return (method, path, init) => {
    if (path !== '/gdpr_requests') return undefined;
    if (method === 'GET') return jsonResponse(list);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    return onCreate(body);
  };
}

describe('ProfileGdprPage', () => {
  it('lists earlier requests with their status, date and the download of a finished export', async () => {
    installFakeApi(buildEmployee(), [
      gdprApi(
        [
          request({ id: 2, type: 'export-personal-data', status: 'completed', completedAt: '2026-11-21T09:00:00.000Z', downloadUrl: '/api/gdpr_requests/2/export' }),
          request({ id: 1, type: 'change-personal-data', status: 'in_progress', message: 'Nieuw adres' }),
        ],
        () => errorResponse(500, 'X', 'x'),
      ),
    ]);
    renderWithProviders(<ProfileGdprPage />);
    const list = await screen.findByRole('region', { name: 'Eerdere verzoeken' });
    const items = await within(list).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Mijn persoonsgegevens downloaden');
    expect(items[0]).toHaveTextContent('Aangevraagd op 20 november 2026');
    expect(items[0]).toHaveTextContent('Afgehandeld op 21 november 2026');
    expect(items[0]).toHaveTextContent('Afgerond');
    expect(within(items[0]!).getByRole('link', { name: 'Download (JSON)' })).toHaveAttribute('href', '/api/gdpr_requests/2/export');
    expect(items[1]).toHaveTextContent('In behandeling');
  });

  it("shows each request's status with its date: waiting, in behandeling since, afgehandeld or afgewezen on the day it closed", async () => {
    installFakeApi(buildEmployee(), [
      gdprApi(
        [
          // 23:30 UTC on 2 December is 3 December in the Netherlands.
          request({ id: 4, status: 'completed', handledAt: '2026-12-02T23:30:00.000Z', completedAt: '2026-12-02T23:30:00.000Z' }),
          request({ id: 3, type: 'change-personal-data', status: 'rejected', handledAt: '2026-11-28T10:00:00.000Z', completedAt: '2026-11-28T10:00:00.000Z' }),
          request({ id: 2, type: 'change-personal-data', status: 'in_progress', handledAt: '2026-11-22T08:15:00.000Z' }),
          request({ id: 1, status: 'received', createdAt: '2026-11-19T12:00:00.000Z', deadline: '2026-12-19' }),
        ],
        () => errorResponse(500, 'X', 'x'),
      ),
    ]);
    renderWithProviders(<ProfileGdprPage />);
    const list = await screen.findByRole('region', { name: 'Eerdere verzoeken' });
    const [completed, rejected, inProgress, received] = await within(list).findAllByRole('listitem');

    expect(completed).toHaveTextContent('Afgehandeld op 3 december 2026');
    expect(within(completed!).getByText('3 december 2026')).toHaveAttribute('dateTime', '2026-12-02T23:30:00.000Z');
    expect(within(completed!).getByText('Afgerond', { exact: true })).toBeInTheDocument();

    expect(rejected).toHaveTextContent('Afgewezen op 28 november 2026');
    expect(within(rejected!).getByText('Afgewezen', { exact: true })).toBeInTheDocument();

    expect(inProgress).toHaveTextContent('In behandeling sinds 22 november 2026');
    expect(inProgress).not.toHaveTextContent('Afgehandeld');

    expect(received).toHaveTextContent('Aangevraagd op 19 november 2026');
    expect(within(received!).getByText('Ontvangen', { exact: true })).toBeInTheDocument();
    expect(received).not.toHaveTextContent(/sinds|Afgehandeld op|Afgewezen op/);

    // While open, the person sees the legal deadline (AVG: one calendar month); not once it is closed.
    expect(received).toHaveTextContent('We reageren uiterlijk op 19 december 2026');
    expect(within(received!).getByText('19 december 2026')).toHaveAttribute('dateTime', '2026-12-19');
    expect(inProgress).toHaveTextContent('We reageren uiterlijk op 20 december 2026');
    expect(completed).not.toHaveTextContent('uiterlijk');
    expect(rejected).not.toHaveTextContent('uiterlijk');
  });

  it('shows an empty list and asks for an export whose download appears when ready', async () => {
    const created: Array<Record<string, unknown>> = [];
    installFakeApi(buildEmployee(), [
      gdprApi([], (body) => {
        created.push(body);
        return jsonResponse(request({ id: 3, type: 'export-personal-data', status: 'completed', downloadUrl: '/api/gdpr_requests/3/export' }), { status: 201 });
      }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<ProfileGdprPage />);
    expect(await screen.findByText('Je hebt nog geen verzoeken gedaan.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download aanvragen' }));
    expect(await screen.findByRole('link', { name: 'Download je gegevens (JSON)' })).toHaveAttribute('href', '/api/gdpr_requests/3/export');
    expect(created).toEqual([{ type: 'export-personal-data' }]);
  });

  it('needs a message for a change request', async () => {
    const created: Array<Record<string, unknown>> = [];
    installFakeApi(buildEmployee(), [gdprApi([], (body) => (created.push(body), jsonResponse(request({ type: 'change-personal-data' }), { status: 201 })))]);
    const user = userEvent.setup();
    renderWithProviders(<ProfileGdprPage />);
    await user.click(await screen.findByRole('button', { name: 'Wijziging aanvragen' }));
    const message = screen.getByRole('textbox', { name: 'Wat moet er worden gewijzigd?' });
    expect(message).toHaveAccessibleDescription('Verplicht veld');
    await user.type(message, 'Mijn nieuwe e-mailadres is jan@voorbeeld.nl');
    await user.click(screen.getByRole('button', { name: 'Wijziging aanvragen' }));
    await waitFor(() => expect(created).toEqual([{ type: 'change-personal-data', message: 'Mijn nieuwe e-mailadres is jan@voorbeeld.nl' }]));
    expect(await screen.findByText(/Je wijzigingsverzoek is ontvangen/)).toBeInTheDocument();
  });

  it('anonymises only after the confirmation word, then leaves for the home page', async () => {
    const created: Array<Record<string, unknown>> = [];
    installFakeApi(buildEmployee(), [
      gdprApi([], (body) => {
        created.push(body);
        return jsonResponse(request({ type: 'anonymize-data', status: 'completed' }), { status: 201 });
      }),
    ]);
    const user = userEvent.setup();
    const view = renderWithProviders(<ProfileGdprPage />, { route: '/profiel/persoonsgegevens-beheren' });
    const section = await screen.findByRole('region', { name: 'Mijn gegevens anonimiseren' });
    expect(section).toHaveTextContent('kan niet ongedaan worden gemaakt');
    const confirmation = within(section).getByRole('textbox', { name: 'Typ ANONIMISEER om te bevestigen' });
    await user.type(confirmation, 'anonimiseer');
    await user.click(within(section).getByRole('button', { name: 'Mijn gegevens anonimiseren' }));
    expect(confirmation).toHaveAccessibleDescription('Typ ANONIMISEER om te bevestigen dat je je gegevens wilt laten anonimiseren');
    expect(created).toEqual([]);

    await user.clear(confirmation);
    await user.type(confirmation, 'ANONIMISEER');
    await user.click(within(section).getByRole('button', { name: 'Mijn gegevens anonimiseren' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/'));
    expect(created).toEqual([{ type: 'anonymize-data', confirmation: 'ANONIMISEER' }]);
    expect(await screen.findByText(ANONYMIZED_MESSAGE)).toBeInTheDocument();
  });

  it("shows the API's Dutch message when a request fails", async () => {
    installFakeApi(buildEmployee(), [gdprApi([], () => errorResponse(429, 'RATE_LIMITED', 'Te veel verzoeken. Probeer het later opnieuw.'))]);
    const user = userEvent.setup();
    renderWithProviders(<ProfileGdprPage />);
    await user.click(await screen.findByRole('button', { name: 'Inzage aanvragen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Te veel verzoeken. Probeer het later opnieuw.');
  });

  it('explains a refused second change request (409, one still open) and keeps the text typed', async () => {
    const open = 'Je hebt al een verzoek "Mijn persoonsgegevens wijzigen" dat nog loopt (ontvangen op 20 november 2026).';
    installFakeApi(buildEmployee(), [
      gdprApi([request({ type: 'change-personal-data', message: 'Mijn adres.' })], () => errorResponse(409, 'GDPR_REQUEST_ALREADY_OPEN', open)),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<ProfileGdprPage />);
    const form = await screen.findByRole('form', { name: 'Wijzigingsverzoek' });
    await user.type(within(form).getByLabelText(/Wat moet er worden gewijzigd/), 'Ook mijn telefoonnummer.');
    await user.click(within(form).getByRole('button', { name: 'Wijziging aanvragen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(open);
    expect(within(form).getByLabelText(/Wat moet er worden gewijzigd/)).toHaveValue('Ook mijn telefoonnummer.');
  });
});
