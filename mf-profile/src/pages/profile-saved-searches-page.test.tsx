import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@interim/shared/contract';
import { errorResponse, jsonResponse, renderWithProviders } from '@interim/shared/testing';
import { installDutchErrorMap } from '@interim/shared/validation';
import { buildEmployee, installFakeApi, type Handler } from '../testing/profile-fixtures';
import { ProfileSavedSearchesPage } from './profile-saved-searches-page';

installDutchErrorMap();
jest.setTimeout(30_000);

const savedSearch = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 4,
  name: 'Projectmanager · 3511 + 25 km',
  filter: { q: 'lean', sector: 3, position: 12, postcode: '3511', radiusKm: 25, educationLevel: 5 },
  frequency: 'daily',
  createdAt: '2026-11-25T10:00:00.000Z',
  lastVisitedAt: null,
  newMatchCount: 3,
  ...overrides,
});

/**
 * The saved-search endpoints on a list held in memory: PATCH and DELETE
 * change it, so the page's refetch shows what the server would. `fail`
 * answers a method with a 500 instead.
 */
function savedSearchApi(initial: SavedSearch[], fail: { method?: string } = {}): Handler {
  let list = [...initial];
  return (method, path, init) => {
    if (!path.startsWith('/saved_searches')) return undefined;
    if (method === fail.method) return errorResponse(500, 'INTERNAL', 'Er ging iets mis op de server');
    if (method === 'GET' && path === '/saved_searches') return jsonResponse(list);
    const match = /^\/saved_searches\/(\d+)(\/visit)?$/.exec(path);
    const id = Number(match?.[1]);
    if (method === 'POST' && match?.[2]) return new Response(null, { status: 204 });
    if (method === 'PATCH' && match) {
      const body = JSON.parse(String(init?.body)) as Partial<SavedSearch>;
      list = list.map((search) => (search.id === id ? { ...search, ...body } : search));
      return jsonResponse(list.find((search) => search.id === id));
    }
    if (method === 'DELETE' && match) {
      list = list.filter((search) => search.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
}

const renderPage = () => renderWithProviders(<ProfileSavedSearchesPage />, { route: '/profiel/zoekopdrachten', path: '/profiel/zoekopdrachten' });

describe('ProfileSavedSearchesPage', () => {
  it('lists each search with its filters in words, its new matches, its mail frequency and the way to its results', async () => {
    const fakeApi = installFakeApi(buildEmployee(), [savedSearchApi([savedSearch(), savedSearch({ id: 5, name: 'Alles', filter: {}, frequency: 'off', newMatchCount: 0 })])]);
    const user = userEvent.setup();
    const view = renderPage();
    const first = await screen.findByRole('article', { name: 'Projectmanager · 3511 + 25 km' });
    await waitFor(() => expect(first).toHaveTextContent('lean · Projectmanager · 3511 + 25 km · hbo'));
    expect(within(first).getByText('3 nieuwe opdrachten')).toBeInTheDocument();
    expect(within(first).getByRole('combobox', { name: 'E-mail met nieuwe opdrachten' })).toHaveValue('daily');
    expect(within(first).getAllByRole('option').map((option) => option.textContent)).toEqual(['Direct', 'Dagelijks', 'Wekelijks', 'Uit']);

    const second = screen.getByRole('article', { name: 'Alles' });
    expect(second).toHaveTextContent('Alle opdrachten, zonder filters');
    expect(within(second).getByText('Geen nieuwe opdrachten')).toBeInTheDocument();
    expect(within(second).getByRole('combobox', { name: 'E-mail met nieuwe opdrachten' })).toHaveValue('off');

    const results = within(first).getByRole('link', { name: 'Bekijk resultaten van Projectmanager · 3511 + 25 km' });
    expect(results).toHaveAttribute('href', '/opdrachten?q=lean&sector=3&functie=12&opleiding=5&postcode=3511&afstand=25');
    await user.click(results);
    await waitFor(() => expect(fakeApi.calls()).toContain('POST /saved_searches/4/visit'));
    expect(view.currentLocation().pathname).toBe('/opdrachten');
  });

  it('renames a search in place with the keyboard, and Escape leaves the name as it was', async () => {
    const fakeApi = installFakeApi(buildEmployee(), [savedSearchApi([savedSearch()])]);
    const user = userEvent.setup();
    renderPage();
    const rename = await screen.findByRole('button', { name: 'Naam wijzigen van Projectmanager · 3511 + 25 km' });
    rename.focus();
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Nieuwe naam' });
    expect(input).toHaveFocus();
    await user.keyboard('Weggegooid{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Nieuwe naam' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Naam wijzigen/ })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.clear(screen.getByRole('textbox', { name: 'Nieuwe naam' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Nieuwe naam' })).toHaveAccessibleDescription('Vul een naam in');
    await user.keyboard('Lean in Utrecht{Enter}');
    expect(await screen.findByRole('article', { name: 'Lean in Utrecht' })).toBeInTheDocument();
    expect(fakeApi.bodies('PATCH', '/saved_searches/4')).toEqual([{ name: 'Lean in Utrecht' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Naam wijzigen van Lean in Utrecht' })).toHaveFocus());
  });

  it('changes how often a search mails, and confirms it (issue 32 item 6)', async () => {
    const fakeApi = installFakeApi(buildEmployee(), [savedSearchApi([savedSearch()])]);
    const user = userEvent.setup();
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'E-mail met nieuwe opdrachten' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.selectOptions(select, 'Wekelijks');
    await waitFor(() => expect(fakeApi.bodies('PATCH', '/saved_searches/4')).toEqual([{ frequency: 'weekly' }]));
    expect(select).toHaveValue('weekly');
    expect(await screen.findByRole('status')).toHaveTextContent('Opgeslagen. Je krijgt wekelijks een mail met de nieuwe opdrachten.');
  });

  it('does not repeat a name that is the whole summary ("kwartiermaker / kwartiermaker", issue 32 item 6)', async () => {
    installFakeApi(buildEmployee(), [savedSearchApi([savedSearch({ name: 'kwartiermaker', filter: { q: 'kwartiermaker' } })])]);
    renderPage();
    const article = await screen.findByRole('article', { name: 'kwartiermaker' });
    // The heading says it; no summary line below it says it again.
    expect(within(article).getByRole('heading', { name: 'kwartiermaker' })).toBeInTheDocument();
    expect(within(article).queryByText('kwartiermaker', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('says so when changing the frequency fails and shows the old choice', async () => {
    installFakeApi(buildEmployee(), [savedSearchApi([savedSearch()], { method: 'PATCH' })]);
    const user = userEvent.setup();
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'E-mail met nieuwe opdrachten' });
    await user.selectOptions(select, 'Uit');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mails aanpassen is niet gelukt: Er ging iets mis op de server');
    expect(select).toHaveValue('daily');
  });

  it('deletes a search after a confirmation, and shows the empty state with the way to the opdrachten', async () => {
    const fakeApi = installFakeApi(buildEmployee(), [savedSearchApi([savedSearch()])]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Verwijderen Projectmanager · 3511 + 25 km' }));
    const question = screen.getByRole('group', { name: 'Projectmanager · 3511 + 25 km verwijderen' });
    expect(question).toHaveTextContent('Weet je zeker dat je "Projectmanager · 3511 + 25 km" wilt verwijderen?');
    expect(within(question).getByRole('button', { name: 'Ja, verwijderen' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Annuleren' }));
    expect(fakeApi.calls()).not.toContain('DELETE /saved_searches/4');

    await user.click(screen.getByRole('button', { name: 'Verwijderen Projectmanager · 3511 + 25 km' }));
    await user.click(screen.getByRole('button', { name: 'Ja, verwijderen' }));
    expect(await screen.findByRole('heading', { name: 'Nog geen bewaarde zoekopdrachten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de opdrachten' })).toHaveAttribute('href', '/opdrachten');
    expect(fakeApi.calls()).toContain('DELETE /saved_searches/4');
  });

  it('shows a Dutch error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    installFakeApi(buildEmployee(), [
      (method, path) => {
        if (path !== '/saved_searches') return undefined;
        // A 4xx: SWR does not try it again by itself (a 5xx it would).
        return fail ? errorResponse(400, 'BAD_REQUEST', 'Deze gegevens kloppen niet') : jsonResponse([]);
      },
    ]);
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Je zoekopdrachten konden niet worden geladen');
    expect(alert).toHaveTextContent('Deze gegevens kloppen niet');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Nog geen bewaarde zoekopdrachten' })).toBeInTheDocument();
  });
});
