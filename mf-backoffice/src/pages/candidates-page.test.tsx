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

  it('searches near a postcode within a distance: distances in a column, nearest first, another sort kept in the URL', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/employees', () =>
        jsonList('employees', [
          { ...jan, distanceKm: 0.7 },
          { ...piet, distanceKm: 12.3 },
        ]),
      ),
    );
    const user = userEvent.setup();
    const view = renderWithProviders(<CandidatesPage />, { route: '/beheer/kandidaten' });
    await screen.findByRole('table');
    // Without a postcode there is no distance column and no nearest-first sort.
    expect(screen.queryByRole('columnheader', { name: /Afstand/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Sorteren' })).queryByRole('option', { name: 'Dichtstbij' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '3511ab');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), 'Binnen 25 km');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(view.currentLocation().search).toBe('?postcode=3511+AB&afstand=25');
    await waitFor(() =>
      expect(requests.at(-1)!.query).toEqual({ range: [0, 24], sort: ['distance', 'ASC'], filter: { role: 'employee', postcode: '3511 AB', distanceKm: 25 } }),
    );
    expect(await screen.findByRole('columnheader', { name: 'Afstand tot 3511 AB' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByRole('cell', { name: '0,7 km' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('cell', { name: '12,3 km' })).toBeInTheDocument();
    expect(screen.getByText('2 kandidaten binnen 25 km van 3511 AB')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sorteren' })).toHaveDisplayValue('Dichtstbij');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sorteren' }), 'achternaam');
    expect(view.currentLocation().search).toBe('?postcode=3511+AB&afstand=25&sortering=achternaam');
    await waitFor(() => expect(requests.at(-1)!.query).toMatchObject({ sort: ['lastName', 'ASC'], filter: { postcode: '3511 AB', distanceKm: 25 } }));

    // Dropping the postcode drops the distance too.
    await user.clear(screen.getByRole('textbox', { name: 'Postcode' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), 'Alle afstanden');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(view.currentLocation().search).toBe('?sortering=achternaam');
    await waitFor(() => expect(requests.at(-1)!.query).toEqual({ range: [0, 24], sort: ['lastName', 'ASC'], filter: { role: 'employee' } }));
  });

  it('shows a candidate without coordinates as "Onbekend" and reads the search from the URL', async () => {
    const requests = recordRequests();
    server.use(api.get('/employees', () => jsonList('employees', [{ ...piet, distanceKm: null }])));
    renderWithProviders(<CandidatesPage />, { route: '/beheer/kandidaten?postcode=3511&sortering=email' });
    await screen.findByRole('table');
    expect(requests[0]!.query).toEqual({ range: [0, 24], sort: ['email', 'ASC'], filter: { role: 'employee', postcode: '3511' } });
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('3511');
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell', { name: 'Onbekend' }).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('columnheader', { name: 'Afstand tot 3511' })).toBeInTheDocument();
  });

  it('refuses a distance without postcode and a malformed postcode on the field, without asking the API', async () => {
    const requests = recordRequests();
    server.use(api.get('/employees', () => jsonList('employees', [jan])));
    const user = userEvent.setup();
    const view = renderWithProviders(<CandidatesPage />, { route: '/beheer/kandidaten' });
    await screen.findByRole('table');
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), 'Binnen 10 km');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(postcode).toHaveAccessibleDescription(expect.stringContaining('Vul een postcode in om op afstand te zoeken'));
    expect(postcode).toHaveAttribute('aria-invalid', 'true');

    await user.type(postcode, 'Utrecht{Enter}');
    expect(postcode).toHaveAccessibleDescription(expect.stringContaining('Vul een geldige postcode in, bijvoorbeeld 1234 AB'));
    expect(view.currentLocation().search).toBe('');
    expect(requests).toHaveLength(1);
  });

  it('says on the field when the API does not know the postcode, and offers the search without it', async () => {
    server.use(
      api.get('/employees', ({ request }) =>
        new URL(request.url).searchParams.get('filter')?.includes('9999')
          ? jsonError(400, 'UNKNOWN_POSTCODE', 'We kennen deze postcode niet.', {
              fieldErrors: [{ path: 'filter.postcode', message: 'We kennen deze postcode niet. Controleer de postcode of zoek zonder afstand.' }],
            })
          : jsonList('employees', [jan]),
      ),
    );
    const user = userEvent.setup();
    const view = renderWithProviders(<CandidatesPage />, { route: '/beheer/kandidaten?q=jan' });
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '9999 ZZ{Enter}');
    expect(await screen.findByRole('heading', { name: 'Onbekende postcode' })).toBeInTheDocument();
    // The previous search's rows are not shown as this one's.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      expect.stringContaining('We kennen deze postcode niet. Controleer de postcode of zoek zonder afstand.'),
    );
    await user.click(screen.getByRole('link', { name: 'Zoek zonder postcode' }));
    expect(view.currentLocation().search).toBe('?q=jan');
    expect(await screen.findByRole('table')).toBeInTheDocument();
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
    await user.click(screen.getByRole('button', { name: 'Locaties bijwerken' }));
    expect(await screen.findByText('Klaar: 12 kandidaten met een postcode bekeken, 10 locaties bijgewerkt, 2 met een postcode die niet in de tabel staat.')).toBeInTheDocument();
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
    await user.click(screen.getByRole('button', { name: 'Locaties bijwerken' }));
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
