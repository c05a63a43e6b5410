import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, buildAuditEntry, buildGdprStaffRequest, json, jsonError, jsonList, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import type { GdprStaffRequest } from '@interim/shared/contract';
import { toaster } from '@interim/shared/ui';
import { GdprRequestsPage } from './gdpr-requests-page';

jest.setTimeout(30_000);
afterEach(() => toaster.remove());

const late = buildGdprStaffRequest({
  id: 4,
  type: 'change-personal-data',
  message: 'Mijn achternaam is verkeerd gespeld.',
  receivedAt: '2026-10-20T10:00:00.000Z',
  deadline: '2026-11-20',
  daysLeft: -3,
  overdue: true,
  employee: { id: 8, name: 'Piet Jansen', email: 'piet@example.nl' },
});
const soon = buildGdprStaffRequest({ id: 5, daysLeft: 5, deadline: '2026-11-28', receivedAt: '2026-10-28T10:00:00.000Z' });

function serveQueue(items: () => GdprStaffRequest[], audit: () => unknown[] = () => []) {
  server.use(
    api.get('/gdpr_requests', () => jsonList('gdpr_requests', items())),
    api.get('/audit_entries', () => jsonList('audit_entries', audit())),
  );
}

describe('GdprRequestsPage', () => {
  it('lists the open requests in the order of the API (overdue first), with deadline and days left, overdue marked in words', async () => {
    const requests = recordRequests();
    serveQueue(() => [late, soon]);
    renderWithProviders(<GdprRequestsPage />, { route: '/beheer/privacyverzoeken' });
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['Wijzigen: Piet Jansen', 'Inzage: Jan de Vries']);
    expect(items[0]).toHaveTextContent('Te laat');
    expect(items[0]).toHaveTextContent('Termijn: 3 dagen te laat');
    expect(items[0]).toHaveTextContent('uiterlijk 20 november 2026 afhandelen');
    expect(items[1]).toHaveTextContent('Termijn: nog 5 dagen');
    expect(items[1]).toHaveTextContent('Ontvangen op 28 oktober 2026');
    expect(items[1]).not.toHaveTextContent('Te laat');
    expect(screen.getByText(/1 verzoek te laat op deze pagina/)).toBeInTheDocument();
    expect(requests[0]!.query).toEqual({ range: [0, 19], filter: { status: ['received', 'in_progress'] } });
    expect(within(screen.getByRole('navigation', { name: 'Privacyverzoeken per status' })).getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters on the kind of request and the status tab in the URL', async () => {
    const requests = recordRequests();
    serveQueue(() => [soon]);
    const user = userEvent.setup();
    const view = renderWithProviders(<GdprRequestsPage />, { route: '/beheer/privacyverzoeken' });
    await screen.findByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort verzoek' }), 'inzage');
    expect(view.currentLocation().search).toBe('?soort=inzage');
    await user.click(screen.getByRole('link', { name: 'Afgerond' }));
    expect(view.currentLocation().search).toBe('?status=afgerond&soort=inzage');
    await waitFor(() => expect(requests.at(-1)!.query).toEqual({ range: [0, 19], filter: { status: ['completed'], type: 'request-personal-data' } }));
  });

  it('closes a request with a required note after confirmation, then shows who handled it and the history', async () => {
    const requests = recordRequests();
    let current = soon;
    serveQueue(
      () => [current],
      () => (current.status === 'completed' ? [buildAuditEntry({ entityType: 'gdpr_request', entityId: 5, before: { status: 'received' }, after: { status: 'completed' } })] : []),
    );
    server.use(
      api.patch('/gdpr_requests/5', () => {
        current = {
          ...current,
          status: 'completed',
          daysLeft: null,
          resolution: 'Overzicht van de gegevens gemaild.',
          handledAt: '2026-11-23T09:00:00.000Z',
          handledBy: { id: 1, name: 'Sanne Staf' },
          completedAt: '2026-11-23T09:00:00.000Z',
        };
        return json(current);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<GdprRequestsPage />, { route: '/beheer/privacyverzoeken?status=alle' });
    const item = await screen.findByRole('article', { name: 'Inzage: Jan de Vries' });
    await user.click(within(item).getByRole('button', { name: 'Details en afhandeling' }));
    expect(item).toHaveTextContent('Laatst behandeldNog niet');
    const form = within(item).getByRole('form', { name: 'Verzoek van Jan de Vries afhandelen' });
    expect(within(form).getAllByRole('option').map((option) => option.textContent)).toEqual(['Kies een status', 'In behandeling', 'Afgerond', 'Afgewezen']);
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Nieuwe status' }), 'completed');
    // Completing an inzage request attaches the overview of the data unless staff untick it (issue 30).
    expect(within(form).getByRole('checkbox', { name: 'Overzicht van de persoonsgegevens meesturen' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Beschrijf wat je met het verzoek hebt gedaan')).toBeInTheDocument();
    // The note is mailed to the person when the request closes (the API's handled mail): the form says so.
    expect(within(form).getByRole('textbox', { name: 'Wat is er gedaan?' })).toHaveAccessibleDescription(
      expect.stringContaining('Bij afronden of afwijzen krijgt de aanvrager deze tekst per e-mail'),
    );
    await user.type(within(form).getByRole('textbox', { name: 'Wat is er gedaan?' }), 'Overzicht van de gegevens gemaild.');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    expect(within(form).getByRole('group', { name: /Het verzoek van Jan de Vries afronden\?/ })).toHaveTextContent('de aanvrager krijgt een e-mail met je toelichting');
    const confirm = within(form).getByRole('button', { name: 'Ja, afronden' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.click(confirm);
    expect(await screen.findByText('Verzoek van Jan de Vries: Afgerond.')).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PATCH')!.json()).toEqual({
      status: 'completed',
      resolution: 'Overzicht van de gegevens gemaild.',
      attachExport: true,
    });
    await waitFor(() => expect(item).toHaveTextContent('Status: Afgerond'));
    expect(item).toHaveTextContent('23 november 2026 om 10:00 door Sanne Staf');
    expect(item).toHaveTextContent('Afgerond op 23 november 2026');
    expect(within(item).queryByRole('form')).not.toBeInTheDocument();
    expect(await within(item).findByRole('list', { name: 'Geschiedenis' })).toHaveTextContent('van Ontvangen → naar Afgerond');
  });

  it('takes a request in hand without confirmation, and a rejection needs a reason', async () => {
    const requests = recordRequests();
    serveQueue(() => [soon]);
    server.use(api.patch('/gdpr_requests/5', () => json({ ...soon, status: 'in_progress' })));
    const user = userEvent.setup();
    renderWithProviders(<GdprRequestsPage />, { route: '/beheer/privacyverzoeken?open=5' });
    const form = await screen.findByRole('form', { name: 'Verzoek van Jan de Vries afhandelen' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Nieuwe status' }), 'rejected');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Geef een reden voor de afwijzing')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Reden van afwijzing' })).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Nieuwe status' }), 'in_progress');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Verzoek van Jan de Vries: In behandeling.')).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PATCH')!.json()).toEqual({ status: 'in_progress' });
  });

  it('shows the empty queue, and a Dutch error with "Opnieuw proberen"', async () => {
    let fail = true;
    server.use(api.get('/gdpr_requests', () => (fail ? jsonError(500, 'INTERNAL', 'Er ging iets mis. Probeer het later opnieuw.') : jsonList('gdpr_requests', []))));
    const user = userEvent.setup();
    renderWithProviders(<GdprRequestsPage />, { route: '/beheer/privacyverzoeken' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Privacyverzoeken laden is niet gelukt');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Geen open privacyverzoeken' })).toBeInTheDocument();
  });
});
