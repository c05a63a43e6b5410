import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VacancyChoice } from '@interim/shared/contract';
import { api, json, jsonError, jsonList, recordRequests, renderWithProviders, server } from '@interim/shared/testing';
import { buildStaffVacancy } from '../../testing/build-staff-vacancy';
import { describeVacancyResults, VacancyPicker } from './vacancy-picker';

jest.setTimeout(30_000);

const choice = (id: number, title: string, overrides: Partial<VacancyChoice> = {}): VacancyChoice => ({
  id,
  title,
  clientName: 'Gemeente Utrecht',
  isAnonymous: false,
  status: 'open',
  city: 'Utrecht',
  ...overrides,
});

const old = choice(116, 'Kwartiermaker zeefdrukatelier', { clientName: 'Zeefdrukkerij Geheim', isAnonymous: true, city: 'Zwolle', status: 'closed' });
const newest = [choice(300, 'Jeugdconsulent'), choice(299, 'Beleidsadviseur sociaal domein')];

/** Answers the search like the API: `q` narrows the choices; newest first without it. */
function serveChoices() {
  server.use(
    api.get('/vacancy_choices', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase();
      const found = q ? [old, ...newest].filter((item) => item.title.toLowerCase().includes(q)) : newest;
      return jsonList('vacancy_choices', found, { total: q ? found.length : 242 });
    }),
  );
}

function Harness({ initial }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <VacancyPicker value={value} onChange={setValue} />
      <p>gekozen: {value ?? 'geen'}</p>
    </>
  );
}

describe('VacancyPicker', () => {
  it('searches all opdrachten as you type and chooses one with the arrow keys and Enter', async () => {
    const requests = recordRequests();
    serveChoices();
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Opdracht' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent('242 opdrachten gevonden, de eerste 2 staan in de lijst. Typ verder om te verfijnen.');

    await user.type(input, 'zeefdr');
    const listbox = screen.getByRole('listbox', { name: 'Opdracht' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kwartiermaker zeefdrukatelier – Zeefdrukkerij Geheim (anoniem)Zwolle · nr. 116 · gesloten',
    ]));
    expect(screen.getByRole('status')).toHaveTextContent('1 opdracht gevonden. Kies met de pijltjestoetsen en Enter.');
    // Debounced: no request per keystroke.
    const searches = requests.filter((request) => request.url.pathname === '/api/vacancy_choices').map((request) => request.query.q);
    expect(searches).toEqual([undefined, 'zeefdr']);

    await user.keyboard('{ArrowDown}');
    const option = within(listbox).getByRole('option');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('gekozen: 116')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps around with ArrowUp, closes on Escape and restores the chosen text on a second Escape', async () => {
    serveChoices();
    server.use(api.get('/vacancies/299', () => json(buildStaffVacancy({ id: 299, title: 'Beleidsadviseur sociaal domein', clientName: 'Gemeente Utrecht' }))));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={299} />);
    const input = screen.getByRole('combobox', { name: 'Opdracht' });
    await waitFor(() => expect(input).toHaveValue('Beleidsadviseur sociaal domein – Gemeente Utrecht'));

    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveValue('');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /^Beleidsadviseur/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /^Jeugdconsulent/ })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Beleidsadviseur sociaal domein – Gemeente Utrecht');
    expect(screen.getByText('gekozen: 299')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wis de opdracht' }));
    expect(screen.getByText('gekozen: geen')).toBeInTheDocument();
  });

  it('shows the title and client of an opdracht reached by a link, never a bare id', async () => {
    server.use(api.get('/vacancies/116', () => json(buildStaffVacancy({ id: 116, title: 'Kwartiermaker zeefdrukatelier', clientName: 'Zeefdrukkerij Geheim', isAnonymous: true }))));
    renderWithProviders(<Harness initial={116} />);
    const input = screen.getByRole('combobox', { name: 'Opdracht' });
    expect(input).toHaveValue('Opdracht laden…');
    await waitFor(() => expect(input).toHaveValue('Kwartiermaker zeefdrukatelier – Zeefdrukkerij Geheim (anoniem)'));
  });

  it('announces no matches and a failed search', async () => {
    let fail = false;
    server.use(api.get('/vacancy_choices', () => (fail ? jsonError(500, 'INTERNAL', 'Fout') : jsonList('vacancy_choices', []))));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Opdracht' });
    await user.type(input, 'xyz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Geen opdrachten gevonden.'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    fail = true;
    await user.type(input, 'q');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Zoeken is niet gelukt. Probeer het opnieuw.'), { timeout: 10_000 });
  });
});

describe('describeVacancyResults', () => {
  it('says how many match and how many the list shows', () => {
    expect(describeVacancyResults(0, 0)).toBe('Geen opdrachten gevonden.');
    expect(describeVacancyResults(3, 3)).toBe('3 opdrachten gevonden. Kies met de pijltjestoetsen en Enter.');
    expect(describeVacancyResults(34, 10)).toBe('34 opdrachten gevonden, de eerste 10 staan in de lijst. Typ verder om te verfijnen.');
  });
});
