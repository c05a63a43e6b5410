import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { buildApplication } from '../testing/builders';
import { jsonParam, mockFetch } from '../testing/fetch-routes';
import { MyApplicationsPage } from './my-applications-page';

jest.setTimeout(30_000);
beforeEach(() => setActiveUserCookie(true));
afterEach(() => toaster.remove());

const rejected = buildApplication({
  id: 7,
  vacancy: { id: 20, title: 'Beleidsadviseur Wmo', city: 'Zwolle', clientName: null, status: 'closed' },
  status: 'rejected',
  statusHistory: [
    { status: 'submitted', reason: null, changedAt: '2026-11-10T09:00:00.000Z' },
    { status: 'in_review', reason: null, changedAt: '2026-11-11T10:30:00.000Z' },
    { status: 'rejected', reason: 'De opdrachtgever koos een andere kandidaat.', changedAt: '2026-11-12T14:00:00.000Z' },
  ],
});
const open = buildApplication({ id: 8, createdAt: '2026-11-20T09:00:00.000Z' });

const list = (items: unknown[]) =>
  Response.json(items, { headers: { 'Content-Range': items.length ? `applications 0-${items.length - 1}/${items.length}` : 'applications */0' } });

describe('MyApplicationsPage', () => {
  it("shows 'De opdrachtgever wil je spreken' under the reactie the client invited (issue 31)", async () => {
    mockFetch({
      'GET /api/applications': () => list([open, rejected]),
      'GET /api/client-portal/my-invitations': () => Response.json([{ applicationId: open.id, moments: 'Dinsdag 10:00 of donderdag 14:00', at: '2026-11-27T09:30:00.000Z' }]),
    });
    renderWithProviders(<MyApplicationsPage />, { route: '/mijn-reacties' });
    const notice = await screen.findByRole('note', { name: 'Uitnodiging van de opdrachtgever' });
    expect(notice).toHaveTextContent('De opdrachtgever wil je spreken');
    expect(notice).toHaveTextContent('Voorgestelde momenten: Dinsdag 10:00 of donderdag 14:00');
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('shows what the freelancer agreed to share with the client on each reactie (docs/adr/0021)', async () => {
    const sharing = buildApplication({ id: 9, vacancy: { id: 21, title: 'Jurist omgevingswet', city: 'Delft', clientName: null, status: 'open' }, clientConsent: { profile: true, cv: true } });
    const nothing = buildApplication({ id: 10, vacancy: { id: 22, title: 'Adviseur inkoop', city: 'Ede', clientName: null, status: 'open' }, clientConsent: { profile: false, cv: false } });
    mockFetch({ 'GET /api/applications': () => list([sharing, nothing]) });
    renderWithProviders(<MyApplicationsPage />, { route: '/mijn-reacties' });
    const shared = within(await screen.findByRole('article', { name: 'Jurist omgevingswet' })).getByRole('region', { name: 'Gedeeld met de opdrachtgever' });
    expect(shared).toHaveTextContent('Je profielgegevens (functie, werkervaring, tarief en beschikbaarheid) en je cv.');
    const withheld = within(screen.getByRole('article', { name: 'Adviseur inkoop' })).getByRole('region', { name: 'Gedeeld met de opdrachtgever' });
    expect(withheld).toHaveTextContent('Alleen je voornaam en de eerste letter van je achternaam.');
  });

  it('lists newest first with the Dutch status and the timeline with the rejection reason', async () => {
    const fetches = mockFetch({ 'GET /api/applications': () => list([open, rejected]) });
    renderWithProviders(<MyApplicationsPage />, { route: '/mijn-reacties' });
    const card = await screen.findByRole('article', { name: 'Beleidsadviseur Wmo' });
    expect(jsonParam(fetches.callsTo('GET /api/applications')[0]!.url, 'sort')).toEqual(['createdAt', 'DESC']);
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Projectmanager sociaal domein',
      'Beleidsadviseur Wmo',
    ]);
    expect(card).toHaveTextContent('Status: Afgewezen');
    expect(card).toHaveTextContent('Anonieme opdrachtgever · Zwolle');
    expect(card).toHaveTextContent('Opdracht gesloten');
    const steps = within(within(card).getByRole('list', { name: /Verloop/ })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Ontvangen'),
      expect.stringContaining('In behandeling'),
      expect.stringContaining('Reden van afwijzing: De opdrachtgever koos een andere kandidaat.'),
    ]);
    expect(within(card).queryByRole('button', { name: 'Reactie intrekken' })).not.toBeInTheDocument();
  });

  it('shows what was sent with each reactie: rate, hours, start, CV and motivation', async () => {
    const sent = buildApplication({
      id: 9,
      offeredHourlyRate: 85,
      hoursPerWeek: 24,
      availableFrom: '2027-01-04',
      cvId: 3,
      cvFileName: 'cv-anna.pdf',
      motivation: 'Tien jaar ervaring in het sociaal domein.',
    });
    const bare = buildApplication({
      id: 10,
      vacancy: { id: 21, title: 'Adviseur inkoop', city: 'Zwolle', clientName: null, status: 'open' },
      offeredHourlyRate: null,
      hoursPerWeek: null,
      availableFrom: null,
      cvId: null,
      cvFileName: null,
      motivation: null,
    });
    mockFetch({ 'GET /api/applications': () => list([sent, bare]) });
    renderWithProviders(<MyApplicationsPage />, { route: '/mijn-reacties' });
    const card = await screen.findByRole('article', { name: 'Projectmanager sociaal domein' });
    const what = within(within(card).getByRole('region', { name: 'Wat je hebt gestuurd' }));
    const value = (term: string) => what.getByText(term).nextElementSibling?.textContent;
    expect(value('Uurtarief')).toBe('€\u00a085 per uur excl. btw');
    expect(value('Uren per week')).toBe('24 uur');
    expect(value('Beschikbaar vanaf')).toBe('4 januari 2027');
    expect(value('Cv')).toBe('cv-anna.pdf');
    expect(value('Motivatie')).toBe('Tien jaar ervaring in het sociaal domein.');

    const other = within(within(screen.getByRole('article', { name: 'Adviseur inkoop' })).getByRole('region', { name: 'Wat je hebt gestuurd' }));
    expect(other.getByText('Cv').nextElementSibling).toHaveTextContent('Zonder cv');
    expect(other.getByText('Motivatie').nextElementSibling).toHaveTextContent('Zonder motivatie');
    expect(other.getByText('Uurtarief').nextElementSibling).toHaveTextContent('Niet opgegeven');
  });

  it('withdraws an open application after confirmation', async () => {
    const withdrawn = {
      ...open,
      status: 'withdrawn',
      statusHistory: [...open.statusHistory, { status: 'withdrawn', reason: null, changedAt: '2026-11-21T09:00:00.000Z' }],
    };
    const fetches = mockFetch({ 'GET /api/applications': () => list([open]), 'PATCH /api/applications/8': () => Response.json(withdrawn) });
    const user = userEvent.setup();
    renderWithProviders(<MyApplicationsPage />, { route: '/mijn-reacties' });
    const card = await screen.findByRole('article', { name: 'Projectmanager sociaal domein' });
    await user.click(within(card).getByRole('button', { name: 'Reactie intrekken' }));
    expect(fetches.callsTo('PATCH /api/applications/8')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Ja, trek mijn reactie in' }));
    expect(await within(card).findByText('Status: Ingetrokken')).toBeInTheDocument();
    expect(fetches.callsTo('PATCH /api/applications/8')[0]!.body).toEqual({ status: 'withdrawn' });
    expect(within(card).queryByRole('button', { name: 'Reactie intrekken' })).not.toBeInTheDocument();
    expect(await screen.findByText('Je reactie is ingetrokken.')).toBeInTheDocument();
  });

  it('keeps the application when withdrawing fails, with the reason in a toast', async () => {
    mockFetch({
      'GET /api/applications': () => list([open]),
      'PATCH /api/applications/8': () => errorResponse(409, 'ILLEGAL_STATUS_TRANSITION', 'Deze reactie kan niet meer worden ingetrokken.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyApplicationsPage />, { route: '/mijn-reacties' });
    const card = await screen.findByRole('article', { name: 'Projectmanager sociaal domein' });
    await user.click(within(card).getByRole('button', { name: 'Reactie intrekken' }));
    await user.click(within(card).getByRole('button', { name: 'Ja, trek mijn reactie in' }));
    expect(await screen.findByText('Deze reactie kan niet meer worden ingetrokken.')).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('Status: Ontvangen'));
  });

  it('shows the empty state with a link to the vacancies', async () => {
    mockFetch({ 'GET /api/applications': () => list([]) });
    renderWithProviders(<MyApplicationsPage />, { route: '/mijn-reacties' });
    expect(await screen.findByRole('heading', { name: 'Nog geen reacties' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk alle opdrachten' })).toHaveAttribute('href', '/opdrachten');
  });
});
