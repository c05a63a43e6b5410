import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, buildAuditEntry, buildEmployee, buildPosition, buildSector, jsonList, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { AuditLogPage } from './audit-log-page';

jest.setTimeout(30_000);

const entries = [
  buildAuditEntry({ id: 3, entityType: 'employee', entityId: 12, entityLabel: 'Fleur Freelance', action: 'cv_downloaded', actor: { id: 2, name: 'Tom Teamleider' }, before: null, after: { cvId: 77 } }),
  buildAuditEntry({ id: 2, entityType: 'vacancy', entityId: 5, entityLabel: 'Kwartiermaker Wmo', action: 'updated', before: { positionId: 31 }, after: { positionId: 32 } }),
  buildAuditEntry({ id: 1, entityType: 'client_request', entityId: 9, entityLabel: null, action: 'status', before: { status: 'new' }, after: { status: 'in_progress' } }),
];

/** Issue 30 item 7: one audit log across records, with names instead of ids. */
describe('AuditLogPage', () => {
  it('lists every staff action with the staff member, the action and the record by name, and filters through the URL', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/audit_entries', () => jsonList('audit_entries', entries, { total: 3 })),
      api.get('/employees', () => jsonList('employees', [buildEmployee({ id: 2, role: 'staff', firstName: 'Tom', lastName: 'Teamleider' })])),
      api.get('/sectors', () => jsonList('sectors', [buildSector()])),
      api.get('/positions', () => jsonList('positions', [buildPosition({ id: 31, name: 'Beleidsadviseur' }), buildPosition({ id: 32, name: 'Projectmanager' })])),
      api.get('/education_levels', () => jsonList('education_levels', [])),
    );
    const user = userEvent.setup();
    const view = renderWithProviders(<AuditLogPage />, { route: '/beheer/logboek' });
    const table = await screen.findByRole('table', { name: 'Logboek' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Tom Teamleider');
    expect(rows[0]).toHaveTextContent('Cv gedownload');
    expect(within(rows[0]!).getByRole('link', { name: 'Fleur Freelance' })).toHaveAttribute('href', '/beheer/kandidaten/12');
    // The CV's id is no news to anyone.
    expect(rows[0]).not.toHaveTextContent('77');
    expect(within(rows[1]!).getByRole('link', { name: 'Kwartiermaker Wmo' })).toHaveAttribute('href', '/beheer/opdrachten/5');
    expect(await within(rows[1]!).findByText(/Beleidsadviseur/)).toHaveTextContent('Functie: van Beleidsadviseur → naar Projectmanager');
    expect(rows[2]).toHaveTextContent('Bestaat niet meer');
    expect(screen.getByText('3 handelingen')).toBeInTheDocument();
    expect(requests.find((request) => request.url.pathname.endsWith('/audit_entries'))!.query).toEqual({ range: [0, 49], sort: ['at', 'DESC'] });

    const filters = screen.getByRole('search', { name: 'Logboek filteren' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Medewerker' }), 'Tom Teamleider');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Soort record' }), 'Kandidaat');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Handeling' }), 'Cv gedownload');
    await user.type(within(filters).getByLabelText('Vanaf'), '2026-11-01');
    expect(view.currentLocation().search).toBe('?medewerker=2&soort=employee&handeling=cv_downloaded&van=2026-11-01');
    await waitFor(() =>
      expect(requests.filter((request) => request.url.pathname.endsWith('/audit_entries')).at(-1)!.query).toEqual({
        range: [0, 49],
        sort: ['at', 'DESC'],
        filter: { actorId: 2, entityType: 'employee', action: 'cv_downloaded', from: '2026-11-01' },
      }),
    );
  });

  it('shows one record from a link, and lets go of it', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/audit_entries', () => jsonList('audit_entries', [entries[0]!])),
      api.get('/employees', () => jsonList('employees', [])),
      api.get('/sectors', () => jsonList('sectors', [])),
      api.get('/positions', () => jsonList('positions', [])),
      api.get('/education_levels', () => jsonList('education_levels', [])),
    );
    const user = userEvent.setup();
    const view = renderWithProviders(<AuditLogPage />, { route: '/beheer/logboek?soort=employee&record=12' });
    expect(await screen.findByText('Alleen kandidaat Fleur Freelance')).toBeInTheDocument();
    expect(requests.find((request) => request.url.pathname.endsWith('/audit_entries'))!.query).toMatchObject({ filter: { entityType: 'employee', entityId: 12 } });
    await user.click(screen.getByRole('button', { name: 'Toon alle records' }));
    expect(view.currentLocation().search).toBe('?soort=employee');
  });
});
