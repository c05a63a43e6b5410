import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, buildAuditEntry, buildClientRequest, json, jsonError, jsonList, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import type { ClientRequest } from '@interim/shared/contract';
import { toaster } from '@interim/shared/ui';
import { ClientRequestsPage } from './client-requests-page';

jest.setTimeout(30_000);
afterEach(() => toaster.remove());

const amersfoort = buildClientRequest();
const rotterdam = buildClientRequest({ id: 10, companyName: 'Havenbedrijf Rotterdam', contactName: 'Karim el Amrani', status: 'in_progress' });

/** The inbox filtered by status as the API does it. */
function serveInbox(requests: ClientRequest[]) {
  server.use(
    api.get('/client_requests', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as { status?: string };
      return jsonList('client_requests', requests.filter((item) => !filter.status || item.status === filter.status));
    }),
    api.get('/audit_entries', () => jsonList('audit_entries', [])),
    api.get('/client_requests/:id/contacts', () => json([])),
  );
}

describe('ClientRequestsPage', () => {
  it('opens on the new requests, with a tab per status in the URL', async () => {
    const requests = recordRequests();
    serveInbox([amersfoort, rotterdam]);
    const user = userEvent.setup();
    const view = renderWithProviders(<ClientRequestsPage />, { route: '/beheer/aanvragen' });
    expect(await screen.findByRole('article', { name: 'Gemeente Amersfoort' })).toHaveTextContent('Status: Nieuw');
    expect(screen.queryByRole('article', { name: 'Havenbedrijf Rotterdam' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Aanvragen per status' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Nieuw', 'In behandeling', 'Omgezet', 'Afgewezen', 'Alle']);
    expect(within(tabs).getByRole('link', { name: 'Nieuw' })).toHaveAttribute('aria-current', 'page');
    expect(requests[0]!.query).toMatchObject({ filter: { status: 'new' }, sort: ['createdAt', 'DESC'] });

    await user.click(within(tabs).getByRole('link', { name: 'In behandeling' }));
    expect(await screen.findByRole('article', { name: 'Havenbedrijf Rotterdam' })).toBeInTheDocument();
    expect(view.currentLocation().search).toBe('?status=in-behandeling');
    expect(within(tabs).getByRole('link', { name: 'In behandeling' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches on company, contact or e-mail', async () => {
    const requests = recordRequests();
    serveInbox([amersfoort]);
    const user = userEvent.setup();
    const view = renderWithProviders(<ClientRequestsPage />, { route: '/beheer/aanvragen?status=alle' });
    await screen.findByRole('article', { name: 'Gemeente Amersfoort' });
    await user.type(screen.getByRole('searchbox', { name: 'Zoeken op bedrijf, contactpersoon of e-mailadres' }), 'bakker{Enter}');
    expect(view.currentLocation().search).toBe('?status=alle&q=bakker');
    await waitFor(() => expect(requests.at(-1)!.query).toMatchObject({ filter: { q: 'bakker' } }));
  });

  it('opens the details in place, takes a request in hand and offers to convert it into an opdracht', async () => {
    const requests = recordRequests();
    let current = amersfoort;
    serveInbox([]);
    server.use(
      api.get('/client_requests', () => jsonList('client_requests', [current])),
      api.get('/audit_entries', () =>
        jsonList('audit_entries', current.status === 'in_progress' ? [buildAuditEntry({ entityType: 'client_request', entityId: 9, before: { status: 'new' }, after: { status: 'in_progress' } })] : []),
      ),
      api.patch('/client_requests/9', () => {
        current = { ...current, status: 'in_progress' };
        return json(current);
      }),
    );
    const user = userEvent.setup();
    const view = renderWithProviders(<ClientRequestsPage />, { route: '/beheer/aanvragen?status=alle' });
    const item = await screen.findByRole('article', { name: 'Gemeente Amersfoort' });
    const toggle = within(item).getByRole('button', { name: 'Details en afhandeling' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(view.currentLocation().search).toBe('?status=alle&open=9');
    expect(item).toHaveTextContent('herinrichting van het stationsgebied');
    expect(within(item).getByRole('link', { name: 'p.bakker@amersfoort.nl' })).toHaveAttribute('href', 'mailto:p.bakker@amersfoort.nl');
    expect(within(item).getByRole('link', { name: 'Omzetten naar opdracht' })).toHaveAttribute('href', '/beheer/opdrachten/nieuw?aanvraag=9');

    await user.click(within(item).getByRole('button', { name: 'In behandeling nemen' }));
    expect(await screen.findByText('Aanvraag van Gemeente Amersfoort: In behandeling.')).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PATCH')!.json()).toEqual({ status: 'in_progress' });
    await waitFor(() => expect(item).toHaveTextContent('Status: In behandeling'));
    expect(await within(item).findByRole('list', { name: 'Geschiedenis' })).toHaveTextContent('van Nieuw → naar In behandeling');
    expect(within(item).getByRole('button', { name: 'Terugzetten naar Nieuw' })).toBeInTheDocument();
  });

  // Issue 31 item 4: what the client said of the assignment, and the reference they were given.
  it("shows the request's reference and the assignment the client described", async () => {
    serveInbox([buildClientRequest({ budget: 60000, consultant: { id: 3, name: 'Sanne Jansen' } })]);
    const user = userEvent.setup();
    renderWithProviders(<ClientRequestsPage />, { route: '/beheer/aanvragen?status=alle' });
    const item = await screen.findByRole('article', { name: 'Gemeente Amersfoort' });
    expect(item).toHaveTextContent('AV-2026-00009 · Projectleider · Petra Bakker');
    await user.click(within(item).getByRole('button', { name: 'Details en afhandeling' }));
    const details = within(item);
    const rows: Array<[string, string]> = [
      ['Referentienummer', 'AV-2026-00009'],
      ['Functie', 'Projectleider'],
      ['Locatie', 'Amersfoort'],
      ['Uren per week', '32'],
      ['Startdatum', '1 februari 2027'],
      ['Duur', '6 maanden'],
      ['Uurtarief (excl. btw)', '€ 80 – € 95 per uur'],
      ['Totaalbudget (excl. btw)', '€ 60.000'],
      ['Consultant', 'Sanne Jansen'],
    ];
    for (const [term, value] of rows) {
      expect(details.getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
  });

  it('says "niet opgegeven" for what a request from the old form lacks', async () => {
    serveInbox([
      buildClientRequest({ position: null, startDate: null, duration: null, hoursPerWeek: null, hourlyRateMin: null, hourlyRateMax: null, budget: null, location: null }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<ClientRequestsPage />, { route: '/beheer/aanvragen?status=alle' });
    const item = await screen.findByRole('article', { name: 'Gemeente Amersfoort' });
    await user.click(within(item).getByRole('button', { name: 'Details en afhandeling' }));
    expect(within(item).getByText('Functie', { selector: 'dt' }).nextElementSibling).toHaveTextContent('niet opgegeven');
    expect(within(item).getByText('Startdatum', { selector: 'dt' }).nextElementSibling).toHaveTextContent('in overleg');
  });

  it('rejects only after confirmation, and shows a refusal of the API', async () => {
    const requests = recordRequests();
    serveInbox([amersfoort]);
    server.use(api.patch('/client_requests/9', () => jsonError(409, 'CLIENT_REQUEST_CONVERTED', 'Deze aanvraag is al omgezet in een opdracht.')));
    const user = userEvent.setup();
    renderWithProviders(<ClientRequestsPage />, { route: '/beheer/aanvragen?open=9' });
    const item = await screen.findByRole('article', { name: 'Gemeente Amersfoort' });
    await user.click(within(item).getByRole('button', { name: 'Afwijzen' }));
    const confirm = within(item).getByRole('group', { name: 'Afwijzen bevestigen' });
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Ja, afwijzen' }));
    expect(await within(item).findByText('Deze aanvraag is al omgezet in een opdracht.')).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PATCH')!.json()).toEqual({ status: 'rejected' });
  });

  it('links a converted request to its opdracht, without actions', async () => {
    serveInbox([buildClientRequest({ status: 'converted', vacancyId: 31 })]);
    renderWithProviders(<ClientRequestsPage />, { route: '/beheer/aanvragen?status=omgezet&open=9' });
    const item = await screen.findByRole('article', { name: 'Gemeente Amersfoort' });
    expect(within(item).getByRole('link', { name: 'opdracht 31 bekijken' })).toHaveAttribute('href', '/beheer/opdrachten/31');
    expect(within(item).queryByRole('link', { name: 'Omzetten naar opdracht' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Afwijzen' })).not.toBeInTheDocument();
  });

  it('shows the empty inbox, and a Dutch error with "Opnieuw proberen"', async () => {
    let fail = true;
    server.use(api.get('/client_requests', () => (fail ? jsonError(500, 'INTERNAL', 'Er ging iets mis. Probeer het later opnieuw.') : jsonList('client_requests', []))));
    const user = userEvent.setup();
    renderWithProviders(<ClientRequestsPage />, { route: '/beheer/aanvragen' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Aanvragen laden is niet gelukt');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Geen nieuwe aanvragen' })).toBeInTheDocument();
  });
});
