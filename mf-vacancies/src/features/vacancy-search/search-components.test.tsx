import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ApiError } from '@interim/shared/api-client';
import { MemoryRouter, useLocation } from '@interim/shared/routing';
import { buildVacancyListItem, renderWithProviders } from '@interim/shared/testing';
import { ResultList, type ResultListProps } from './components/result-list';
import { SearchBar } from './components/search-bar';
import { SortSelect } from './components/sort-select';
import { EMPTY_SEARCH } from './search-state';
import { useSearchUrlState } from './use-search-url-state';

function inRouter(initial: string) {
  let location = '';
  function Probe() {
    const current = useLocation();
    location = `${current.pathname}${current.search}`;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>
      {children}
      <Probe />
    </MemoryRouter>
  );
  return { wrapper, location: () => location };
}

describe('useSearchUrlState', () => {
  it('reads the search from the URL, and a change goes back to page 1', () => {
    const router = inRouter('/opdrachten?q=zorg&pagina=3');
    const { result } = renderHook(() => useSearchUrlState(), { wrapper: router.wrapper });
    expect(result.current.state).toMatchObject({ q: 'zorg', page: 3 });
    act(() => result.current.update({ zzpOnly: true }));
    expect(result.current.state).toMatchObject({ q: 'zorg', zzpOnly: true, page: 1 });
  });

  it('builds two quick changes on each other, and clears everything', () => {
    const router = inRouter('/opdrachten');
    const { result } = renderHook(() => useSearchUrlState(), { wrapper: router.wrapper });
    act(() => {
      result.current.update({ q: 'data' });
      result.current.update((current) => ({ zzpOnly: !current.zzpOnly }));
    });
    expect(result.current.state).toMatchObject({ q: 'data', zzpOnly: true });
    act(() => result.current.clear());
    expect(result.current.state).toEqual(EMPTY_SEARCH);
    expect(router.location()).toBe('/opdrachten');
  });
});

describe('SearchBar', () => {
  it('searches for the trimmed text and follows a new query from the URL', async () => {
    const onSearch = jest.fn();
    const user = userEvent.setup();
    const view = renderWithProviders(<SearchBar query="" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Zoek opdrachten' }), '  beleid  {Enter}');
    expect(onSearch).toHaveBeenCalledWith('beleid');
    view.rerender(<SearchBar query="zorg" onSearch={onSearch} />);
    expect(screen.getByRole('searchbox', { name: 'Zoek opdrachten' })).toHaveValue('zorg');
  });
});

describe('SortSelect', () => {
  it('offers relevance only with a search text and distance only with a postcode', async () => {
    const onSort = jest.fn();
    const view = renderWithProviders(<SortSelect state={EMPTY_SEARCH} onSort={onSort} />);
    const labels = () => Array.from(screen.getByRole('combobox', { name: 'Sorteren op' }).querySelectorAll('option')).map((option) => option.value);
    expect(labels()).not.toContain('relevantie');
    view.rerender(<SortSelect state={{ ...EMPTY_SEARCH, q: 'zorg', postcode: '3511 AB' }} onSort={onSort} />);
    expect(labels()).toEqual(expect.arrayContaining(['relevantie', 'afstand']));
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sorteren op' }), 'afstand');
    expect(onSort).toHaveBeenCalledWith('afstand');
  });
});

describe('ResultList', () => {
  const base: ResultListProps = { data: undefined, error: undefined, previous: false, filtered: false, postcodeError: undefined, onRetry: () => undefined };

  it('shows placeholders while loading, then the cards', () => {
    const view = renderWithProviders(<ResultList {...base} />);
    expect(screen.getByTestId('result-skeletons')).toBeInTheDocument();
    view.rerender(<ResultList {...base} data={{ items: [buildVacancyListItem({ title: 'Data-analist' })], total: 1 }} />);
    expect(screen.getByRole('heading', { name: 'Data-analist' })).toBeInTheDocument();
  });

  it('shows the error with a retry, or the postcode problem without one', async () => {
    const onRetry = jest.fn();
    const error = new ApiError({ status: 503, code: 'UNAVAILABLE', message: 'Even niet bereikbaar.' });
    const view = renderWithProviders(<ResultList {...base} error={error} onRetry={onRetry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalled();
    view.rerender(<ResultList {...base} error={error} postcodeError="Deze postcode kennen we niet." />);
    expect(screen.getByText('Zoeken op afstand lukt niet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).not.toBeInTheDocument();
  });

  it("marks the list busy only while an earlier search's cards stand in for this one's", () => {
    const data = { items: [buildVacancyListItem({ title: 'Data-analist' })], total: 1 };
    const view = renderWithProviders(<ResultList {...base} data={data} />);
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
    view.rerender(<ResultList {...base} data={data} previous />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  });

  it('says why nothing is shown: no match for the filters, or no vacancies at all', () => {
    const empty = { items: [], total: 0 };
    const view = renderWithProviders(<ResultList {...base} data={empty} filtered />);
    expect(screen.getByRole('heading', { name: 'Geen opdrachten gevonden' })).toBeInTheDocument();
    view.rerender(<ResultList {...base} data={empty} filtered={false} />);
    expect(screen.getByRole('heading', { name: 'Nog geen opdrachten' })).toBeInTheDocument();
  });
});
