import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, buildEducationLevel, buildEmployee, buildPosition, buildSector, jsonList, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { CandidatesPage } from './candidates-page';

jest.setTimeout(30_000);

const anouk = {
  ...buildEmployee({ id: 7, firstName: 'Anouk', lastName: 'Visser', email: 'anouk@example.nl' }),
  distanceKm: null,
  cvHighlight: [
    { text: '<img src=x onerror=alert(1)> Ervaren ', match: false },
    { text: 'projectmanager', match: true },
    { text: ' bij gemeenten', match: false },
  ],
};

/** The recruiters' search (issue 30 item 2): words in the CVs and the profile filters. */
describe('CandidatesPage: search in CVs and by profile', () => {
  it('searches the CVs, best match first, and shows the fragment as text with the found word marked', async () => {
    const requests = recordRequests();
    server.use(api.get('/employees', () => jsonList('employees', [anouk])));
    const user = userEvent.setup();
    const view = renderWithProviders(<CandidatesPage />, { route: '/beheer/kandidaten' });
    await screen.findByRole('table');
    expect(screen.queryByRole('columnheader', { name: 'Uit het cv' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: "Zoeken in cv's" }), 'projectmanager{Enter}');
    expect(view.currentLocation().search).toBe('?cv=projectmanager');
    await waitFor(() => expect(requests.at(-1)!.query).toEqual({ range: [0, 24], sort: ['relevance', 'DESC'], filter: { role: 'employee', cvText: 'projectmanager' } }));
    expect(await screen.findByRole('columnheader', { name: 'Uit het cv' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sorteren' })).toHaveDisplayValue('Beste match in het cv');

    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    const cell = within(row).getAllByRole('cell')[0]!;
    // The CV's markup is text, not an element; only the found word is marked.
    expect(cell).toHaveTextContent('<img src=x onerror=alert(1)> Ervaren projectmanager bij gemeenten');
    expect(cell.querySelector('img')).toBeNull();
    expect([...cell.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['projectmanager']);

    // One character is no search.
    await user.clear(screen.getByRole('searchbox', { name: "Zoeken in cv's" }));
    await user.type(screen.getByRole('searchbox', { name: "Zoeken in cv's" }), 'p{Enter}');
    expect(screen.getByRole('searchbox', { name: "Zoeken in cv's" })).toHaveAccessibleDescription(/Vul minstens 2 tekens in/);
    expect(view.currentLocation().search).toBe('?cv=projectmanager');
  });

  it('filters on functions (any of, one choice per name across sectors), sector, education, availability, hours and rate', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/employees', () => jsonList('employees', [anouk])),
      api.get('/sectors', () => jsonList('sectors', [buildSector({ id: 3, name: 'Overheid' }), buildSector({ id: 4, name: 'ICT', slug: 'ict' })])),
      api.get('/positions', () =>
        jsonList('positions', [
          buildPosition({ id: 31, name: 'Projectmanager', sectorId: 3 }),
          buildPosition({ id: 32, name: 'Beleidsadviseur', sectorId: 3 }),
          buildPosition({ id: 41, name: 'Projectmanager', sectorId: 4 }),
          buildPosition({ id: 42, name: 'Scrum master', sectorId: 4 }),
        ]),
      ),
      api.get('/education_levels', () => jsonList('education_levels', [buildEducationLevel({ id: 5, code: 'mbo-4', name: 'mbo 4', rank: 5 }), buildEducationLevel()])),
    );
    const user = userEvent.setup();
    const view = renderWithProviders(<CandidatesPage />, { route: '/beheer/kandidaten' });
    await screen.findByRole('table');
    const more = screen.getByRole('button', { name: 'Meer filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Minder filters' })).toHaveAttribute('aria-expanded', 'true');

    const functions = screen.getByRole('group', { name: 'Functie (een of meer)' });
    await user.click(await within(functions).findByRole('checkbox', { name: 'Projectmanager' }));
    await user.click(within(functions).getByRole('checkbox', { name: 'Scrum master' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimaal opleidingsniveau' }), 'hbo');
    await user.type(screen.getByLabelText('Beschikbaar uiterlijk op'), '2027-01-15');
    // Swapped hours are what was meant.
    await user.type(screen.getByRole('textbox', { name: 'Minimaal uren per week' }), '32');
    await user.type(screen.getByRole('textbox', { name: 'Maximaal uren per week' }), '16');
    await user.type(screen.getByRole('textbox', { name: 'Maximaal uurtarief (euro)' }), '85');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(view.currentLocation().search).toBe('?functie=31&functie=41&functie=42&opleiding=6&beschikbaar=2027-01-15&minUren=16&maxUren=32&maxTarief=85');
    await waitFor(() =>
      expect(requests.at(-1)!.query).toEqual({
        range: [0, 24],
        sort: ['createdAt', 'DESC'],
        filter: { role: 'employee', positions: [31, 41, 42], educationLevel: 6, availableBy: '2027-01-15', minHours: 16, maxHours: 32, maxRate: 85 },
      }),
    );

    // A sector narrows the functions to its own.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'Overheid');
    expect(within(functions).queryByRole('checkbox', { name: 'Scrum master' })).not.toBeInTheDocument();
    expect(within(functions).getByRole('checkbox', { name: 'Beleidsadviseur' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Wis de profielfilters' }));
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(view.currentLocation().search).toBe('');
  });
});
