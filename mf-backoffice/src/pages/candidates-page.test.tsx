import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, buildEmployee, json, jsonError, jsonList, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { CandidatesPage } from './candidates-page';

jest.setTimeout(30_000);

const jan = buildEmployee({ id: 7, postcode: '3511 AB', city: 'Utrecht', latitude: 52.09, longitude: 5.12 });
const piet = buildEmployee({ id: 8, firstName: 'Piet', lastName: 'Jansen', email: 'piet@example.nl' });

describe('CandidatesPage', () => {
  it('lists the freelancers (no staff), newest first, and searches and sorts through the URL', async () => {
    const requests = recordRequests();
    server.use(api.get('/employees', () => jsonList('employees', [jan, piet], { total: 60 })));
    const user = userEvent.setup();
    const view = renderWithProviders(<CandidatesPage />, { route: '/beheer/kandidaten' });
    expect(await screen.findByRole('link', { name: 'Jan de Vries' })).toHaveAttribute('href', '/beheer/kandidaten/7');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('jan@example.nl');
    expect(rows[1]).toHaveTextContent('3511 AB Utrecht');
    expect(rows[1]).toHaveTextContent('Bekend');
    expect(rows[2]).toHaveTextContent('Onbekend');
    expect(screen.getByText('60 kandidaten')).toBeInTheDocument();
    expect(requests[0]!.query).toEqual({ range: [0, 24], sort: ['createdAt', 'DESC'], filter: { role: 'employee' } });

    await user.type(screen.getByRole('searchbox', { name: 'Zoeken op naam of e-mailadres' }), 'jansen{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sorteren' }), 'achternaam');
    expect(view.currentLocation().search).toBe('?q=jansen&sortering=achternaam');
    await waitFor(() => expect(requests.at(-1)!.query).toEqual({ range: [0, 24], sort: ['lastName', 'ASC'], filter: { role: 'employee', q: 'jansen' } }));

    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(view.currentLocation().search).toBe('?q=jansen&sortering=achternaam&pagina=2');
    await waitFor(() => expect(requests.at(-1)!.query).toMatchObject({ range: [25, 49] }));
  });

  it('runs the coordinate import and shows its counts', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/employees', () => jsonList('employees', [jan])),
      api.get('/employees/lat-lon-import', () => json({ considered: 12, updated: 10, unknownPostcode: 2 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<CandidatesPage />, { route: '/beheer/kandidaten' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Coördinaten bijwerken' }));
    expect(await screen.findByText('Klaar: 12 kandidaten met een postcode bekeken, 10 coördinaten bijgewerkt, 2 met een postcode die niet in de tabel staat.')).toBeInTheDocument();
    // The list is fetched again, so the new coordinates show.
    await waitFor(() => expect(requests.filter((request) => request.url.pathname === '/api/employees')).toHaveLength(2));
  });

  it('says when the import fails, in Dutch', async () => {
    server.use(
      api.get('/employees', () => jsonList('employees', [jan])),
      api.get('/employees/lat-lon-import', () => jsonError(403, 'FORBIDDEN', 'Alleen medewerkers mogen dit doen.')),
    );
    const user = userEvent.setup();
    renderWithProviders(<CandidatesPage />, { route: '/beheer/kandidaten' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Coördinaten bijwerken' }));
    expect(await screen.findByText('Bijwerken is niet gelukt. Alleen medewerkers mogen dit doen.')).toBeInTheDocument();
  });

  it('shows the empty search, and a Dutch error with "Opnieuw proberen"', async () => {
    let fail = true;
    server.use(api.get('/employees', () => (fail ? jsonError(500, 'INTERNAL', 'Er ging iets mis. Probeer het later opnieuw.') : jsonList('employees', []))));
    const user = userEvent.setup();
    renderWithProviders(<CandidatesPage />, { route: '/beheer/kandidaten?q=zzz' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Kandidaten laden is niet gelukt');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Geen kandidaten gevonden' })).toBeInTheDocument();
  });
});
