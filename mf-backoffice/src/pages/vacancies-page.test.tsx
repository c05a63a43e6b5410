import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  buildEmployee,
  buildSector,
  buildVacancyListItem,
  json,
  jsonError,
  jsonList,
  recordRequests,
  renderWithProviders,
  server,
} from '@interim/shared/testing';
import type { VacancyStaffSummary } from '@interim/shared/contract';
import { VacanciesPage } from './vacancies-page';

// The machine is shared with other suites: slow renders are not failures.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const sectors = [buildSector({ id: 3, name: 'Overheid' }), buildSector({ id: 4, name: 'ICT' })];
const rows = [
  buildVacancyListItem({ id: 7, title: 'Beleidsadviseur Wmo', status: 'concept', closingDate: '2026-12-15' }),
  buildVacancyListItem({ id: 8, title: 'Data-analist', status: 'closed', isAnonymous: true, clientName: 'Anonieme opdrachtgever', city: 'Zwolle' }),
];

function answer(items = rows, total = 42) {
  server.use(
    api.get('/sectors', () => json(sectors)),
    api.get('/vacancies', ({ request }) => {
      const range = JSON.parse(new URL(request.url).searchParams.get('range') ?? '[0,19]') as [number, number];
      return jsonList('vacancies', items, { first: range[0], total });
    }),
  );
}

function renderPage(route = '/beheer/opdrachten') {
  return renderWithProviders(<VacanciesPage />, { route, path: '/beheer/opdrachten' });
}

describe('VacanciesPage (staff)', () => {
  it('shows the real client, the reacties per status and the consultant, and filters on "Mijn opdrachten" (issue 30)', async () => {
    const requests = recordRequests();
    answer();
    const none = { submitted: 0, in_review: 0, proposed: 0, interview: 0, offer: 0, placed: 0, rejected: 0, withdrawn: 0, vacancy_closed: 0 };
    const summaries: VacancyStaffSummary[] = [
      { vacancyId: 7, clientName: 'Gemeente Utrecht', consultant: null, applicationCounts: none },
      { vacancyId: 8, clientName: 'Datalab Geheim', consultant: { id: 21, name: 'Sanne Staf' }, applicationCounts: { ...none, submitted: 3, interview: 1, rejected: 6 } },
    ];
    server.use(
      api.get('/vacancy_summaries', () => json(summaries)),
      api.get('/staff_members', () => json([{ id: 21, name: 'Sanne Staf' }, { id: 22, name: 'Karim Collega' }])),
      api.get('/employees/me', () => json(buildEmployee({ id: 22, role: 'staff' }))),
    );
    const user = userEvent.setup();
    const view = renderPage();
    const table = await screen.findByRole('table', { name: 'Opdrachten' });
    const [, first, second] = within(table).getAllByRole('row');
    await waitFor(() => expect(second).toHaveTextContent('Datalab Geheim (anoniem)'));
    expect(within(second!).getByRole('link', { name: '10 reacties' })).toHaveAttribute('href', '/beheer/reacties?opdracht=8');
    expect(within(second!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ontvangen: 3', 'Gesprek: 1', 'Afgewezen: 6']);
    expect(second).toHaveTextContent('Sanne Staf');
    expect(first).toHaveTextContent('Niemand');
    expect(requests.find((request) => request.url.pathname === '/api/vacancy_summaries')!.query).toEqual({ ids: '7,8' });

    await user.click(await screen.findByRole('button', { name: 'Mijn opdrachten' }));
    expect(view.currentLocation().search).toBe('?consultant=22');
    expect(screen.getByRole('button', { name: 'Mijn opdrachten' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requests.filter((request) => request.url.pathname === '/api/vacancies').at(-1)!.query).toMatchObject({ filter: { status: 'all', consultantId: 22 } }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Consultant' }), '21');
    expect(view.currentLocation().search).toBe('?consultant=21');
  });

  it('lists every status, latest edited first, with links to each opdracht', async () => {
    const requests = recordRequests();
    answer();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Opdrachten beheren' })).toBeInTheDocument();
    expect(await screen.findByText('42 opdrachten gevonden')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Opdrachten' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Beleidsadviseur Wmo' })).toHaveAttribute('href', '/beheer/opdrachten/7');
    expect(first).toHaveTextContent('Concept');
    expect(first).toHaveTextContent('15 december 2026');
    expect(second).toHaveTextContent('Gesloten');
    expect(second).toHaveTextContent('Anonieme opdrachtgever (anoniem)');
    expect(screen.getByRole('link', { name: 'Nieuwe opdracht' })).toHaveAttribute('href', '/beheer/opdrachten/nieuw');
    const list = requests.find((request) => request.url.pathname === '/api/vacancies')!;
    expect(list.query).toEqual({ range: [0, 19], sort: ['updatedAt', 'DESC'], filter: { status: 'all' } });
  });

  it('reads search, filters, sort and page from the URL into the controls and the API query', async () => {
    const requests = recordRequests();
    answer();
    renderPage('/beheer/opdrachten?q=wmo&status=concept&sector=3&sluitNa=2026-12-01&sluitVoor=2027-01-31&sortering=sluitingsdatum&pagina=2');
    await screen.findByText('42 opdrachten gevonden');
    await screen.findByRole('option', { name: 'ICT' });
    expect(screen.getByRole('searchbox', { name: 'Zoeken in opdrachten' })).toHaveValue('wmo');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('concept');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveValue('3');
    expect(screen.getByLabelText('Sluit op of na')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Sluit op of voor')).toHaveValue('2027-01-31');
    expect(screen.getByRole('combobox', { name: 'Sorteren' })).toHaveValue('sluitingsdatum');
    const list = requests.find((request) => request.url.pathname === '/api/vacancies')!;
    expect(list.query).toEqual({
      range: [20, 39],
      sort: ['closingDate', 'ASC'],
      filter: { status: 'concept', q: 'wmo', sectorId: 3, closingAfter: '2026-12-01', closingBefore: '2027-01-31' },
    });
  });

  it('searches on submit, filters at once and pages, all in the URL, back to page 1 on a change', async () => {
    const user = userEvent.setup();
    answer();
    const view = renderPage();
    await screen.findByText('42 opdrachten gevonden');
    await user.click(within(screen.getByRole('navigation', { name: "Pagina's van de opdrachten" })).getByRole('button', { name: 'Volgende' }));
    expect(view.currentLocation().search).toBe('?pagina=2');

    await user.type(screen.getByRole('searchbox', { name: 'Zoeken in opdrachten' }), 'zorg{Enter}');
    expect(view.currentLocation().search).toBe('?q=zorg');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Gepubliceerd');
    await screen.findByRole('option', { name: 'ICT' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'ICT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sorteren' }), 'Titel (A-Z)');
    expect(view.currentLocation().search).toBe('?q=zorg&status=open&sector=4&sortering=titel');
  });

  it('says when nothing matches and clears the filters, keeping the sort', async () => {
    const user = userEvent.setup();
    answer([], 0);
    const view = renderPage('/beheer/opdrachten?status=closed&sortering=titel');
    expect(await screen.findByText('Geen opdrachten gevonden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wis alle filters' }));
    expect(view.currentLocation().search).toBe('?sortering=titel');
  });

  it('invites to make the first opdracht when there is none', async () => {
    answer([], 0);
    renderPage();
    expect(await screen.findByText('Er zijn nog geen opdrachten')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nieuwe opdracht' })).toHaveLength(2);
  });

  it('shows a Dutch error with a retry that loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      api.get('/sectors', () => json(sectors)),
      api.get('/vacancies', () => (fail ? jsonError(500, 'INTERNAL', 'Er ging iets mis bij ons.') : jsonList('vacancies', rows, { total: 2 }))),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De opdrachten konden niet worden geladen');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('2 opdrachten gevonden')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
