import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  buildApplication,
  buildEmployee,
  json,
  jsonError,
  jsonList,
  recordRequests,
  renderWithProviders,
  server,
} from '@interim/shared/testing';
import type { ApplicationStatus } from '@interim/shared/contract';
import { buildStaffVacancy } from '../testing/build-staff-vacancy';
import { ApplicationsPage } from './applications-page';

jest.setTimeout(30_000);

const vacancy = { id: 12, title: 'Beleidsadviseur sociaal domein', city: 'Utrecht', clientName: 'Gemeente Utrecht', status: 'open' as const };
const jan = buildApplication({ id: 40, employeeId: 7, vacancy });
const piet = buildApplication({ id: 41, employeeId: 8, vacancy, createdAt: '2026-11-20T10:00:00.000Z' });

function serveList(statuses: Map<number, ApplicationStatus> = new Map()) {
  server.use(
    api.get('/applications', () => jsonList('applications', [jan, piet].map((a) => ({ ...a, status: statuses.get(a.id) ?? a.status })))),
    api.get('/employees', () => jsonList('employees', [buildEmployee({ id: 7 }), buildEmployee({ id: 8, firstName: 'Piet', lastName: 'Jansen', email: 'piet@example.nl' })])),
    api.get('/vacancy_choices', () =>
      jsonList('vacancy_choices', [
        { id: 12, title: 'Beleidsadviseur sociaal domein', clientName: 'Gemeente Utrecht', isAnonymous: false, status: 'open', city: 'Utrecht' },
        { id: 13, title: 'Jeugdconsulent', clientName: 'Gemeente Utrecht', isAnonymous: false, status: 'concept', city: 'Utrecht' },
      ]),
    ),
    api.get('/vacancies/12', () => json(buildStaffVacancy({ id: 12, title: 'Beleidsadviseur sociaal domein', clientName: 'Gemeente Utrecht' }))),
  );
}

describe('ApplicationsPage', () => {
  it('lists every reactie with the candidate names, and filters by opdracht and status in the URL', async () => {
    const requests = recordRequests();
    serveList();
    const user = userEvent.setup();
    const view = renderWithProviders(<ApplicationsPage />, { route: '/beheer/reacties' });
    expect(await screen.findByRole('link', { name: 'Jan de Vries' })).toHaveAttribute('href', '/beheer/reacties/40');
    expect(await screen.findByRole('link', { name: 'Piet Jansen' })).toHaveAttribute('href', '/beheer/reacties/41');
    expect(screen.getByText('2 reacties, nieuwste eerst')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Beheer' })).toBeInTheDocument();
    // No selection without one opdracht.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const names = requests.find((request) => request.url.pathname === '/api/employees')!;
    expect(names.query).toEqual({ range: [0, 1], sort: ['createdAt', 'DESC'], filter: { ids: [7, 8] } });

    await user.type(screen.getByRole('combobox', { name: 'Opdracht' }), 'beleid');
    await user.click(await screen.findByRole('option', { name: /^Beleidsadviseur sociaal domein – Gemeente Utrecht/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'submitted');
    expect(view.currentLocation().search).toBe('?opdracht=12&status=submitted');
    await waitFor(() =>
      expect(requests.filter((request) => request.url.pathname === '/api/applications').at(-1)!.query).toEqual({
        range: [0, 19],
        sort: ['createdAt', 'DESC'],
        filter: { vacancyId: 12, status: 'submitted' },
      }),
    );
  });

  it('moves several reacties of one opdracht at once after confirmation and reports each one', async () => {
    const requests = recordRequests();
    const statuses = new Map<number, ApplicationStatus>();
    serveList(statuses);
    server.use(
      api.patch('/applications', () => {
        statuses.set(40, 'in_review');
        statuses.set(41, 'in_review');
        return json({ vacancyId: 12, results: [{ id: 40, previousStatus: 'submitted', status: 'in_review' }, { id: 41, previousStatus: 'submitted', status: 'in_review' }] });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsPage />, { route: '/beheer/reacties?opdracht=12' });
    await user.click(await screen.findByRole('checkbox', { name: 'Reactie van Jan de Vries selecteren' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reactie van Piet Jansen selecteren' }));
    expect(screen.getByText('2 reacties geselecteerd')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Status van de geselecteerde reacties wijzigen' });
    expect(within(form).getAllByRole('option').map((option) => option.textContent)).toEqual(['Kies een status', 'In behandeling', 'Afgewezen']);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Nieuwe status' }), 'in_review');
    await user.click(within(form).getByRole('button', { name: 'Status van 2 reacties wijzigen' }));
    const question = within(form).getByRole('group', { name: '2 reacties op "In behandeling" zetten? Elke kandidaat krijgt hierover een e-mail.' });
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    const confirm = within(question).getByRole('button', { name: 'Ja, zet op In behandeling' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.keyboard('{Enter}');

    const report = await screen.findByText('2 reacties gewijzigd:');
    const items = within(report.parentElement!).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Jan de Vries: Ontvangen → In behandeling (gelukt)', 'Piet Jansen: Ontvangen → In behandeling (gelukt)']);
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ ids: [40, 41], status: 'in_review' });
    // The list is fetched again and the selection is gone.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('In behandeling')).toHaveLength(2));
    expect(screen.getByText('0 reacties geselecteerd')).toBeInTheDocument();
  });

  it('asks a reason before rejecting in bulk, in Dutch, and sends it', async () => {
    const requests = recordRequests();
    serveList();
    server.use(api.patch('/applications', () => json({ vacancyId: 12, results: [{ id: 41, previousStatus: 'submitted', status: 'rejected' }] })));
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsPage />, { route: '/beheer/reacties?opdracht=12' });
    await user.click(await screen.findByRole('checkbox', { name: 'Reactie van Piet Jansen selecteren' }));
    const form = screen.getByRole('form', { name: 'Status van de geselecteerde reacties wijzigen' });
    await user.click(within(form).getByRole('button', { name: 'Status van 1 reactie wijzigen' }));
    expect(await within(form).findByText('Verplicht veld')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Nieuwe status' }), 'rejected');
    await user.click(within(form).getByRole('button', { name: 'Status van 1 reactie wijzigen' }));
    const reason = within(form).getByRole('textbox', { name: 'Reden van afwijzing' });
    expect(await within(form).findByText('Geef een reden voor de afwijzing')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, 'De opdrachtgever koos een andere kandidaat.');
    await user.click(within(form).getByRole('button', { name: 'Status van 1 reactie wijzigen' }));
    await user.click(within(form).getByRole('button', { name: 'Ja, afwijzen' }));
    expect(await screen.findByText('Piet Jansen: Ontvangen → Afgewezen (gelukt)')).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PATCH')!.json()).toEqual({
      ids: [41],
      status: 'rejected',
      reason: 'De opdrachtgever koos een andere kandidaat.',
    });
  });

  it('shows which reactie blocked a refused batch, and that nothing changed', async () => {
    serveList();
    server.use(
      api.patch('/applications', () =>
        jsonError(409, 'ILLEGAL_STATUS_TRANSITION', 'Niet elke reactie kan deze stap maken.', {
          fieldErrors: [{ path: 'ids.1', message: 'Deze reactie is al ingetrokken.' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsPage />, { route: '/beheer/reacties?opdracht=12' });
    await user.click(await screen.findByRole('checkbox', { name: 'Alle reacties op deze pagina selecteren' }));
    const form = screen.getByRole('form', { name: 'Status van de geselecteerde reacties wijzigen' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Nieuwe status' }), 'in_review');
    await user.click(within(form).getByRole('button', { name: 'Status van 2 reacties wijzigen' }));
    await user.click(within(form).getByRole('button', { name: 'Ja, zet op In behandeling' }));
    const report = await screen.findByText('Niets gewijzigd: Niet elke reactie kan deze stap maken.');
    expect(within(report.parentElement!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Jan de Vries: niet gewijzigd, want de hele selectie is geweigerd',
      'Piet Jansen: kan deze stap niet maken (Deze reactie is al ingetrokken.)',
    ]);
    expect(within(form).getByText('Niet elke reactie kan deze stap maken.')).toBeInTheDocument();
  });

  it('shows a Dutch error with "Opnieuw proberen", and the empty state of a filter', async () => {
    let fail = true;
    server.use(
      api.get('/applications', () => (fail ? jsonError(503, 'UNAVAILABLE', 'De server is even niet bereikbaar. Probeer het zo opnieuw.') : jsonList('applications', []))),
      api.get('/vacancies', () => jsonList('vacancies', [])),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsPage />, { route: '/beheer/reacties?status=offer' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Reacties laden is niet gelukt');
    expect(alert).toHaveTextContent('De server is even niet bereikbaar. Probeer het zo opnieuw.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Geen reacties gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wis de filters' })).toHaveAttribute('href', '/beheer/reacties');
  });
});
