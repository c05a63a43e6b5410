import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { swrConfig } from '../api-client';
import { api, buildVacancyListItem, jsonList, server } from '../testing';
import { useShowsPreviousSearch } from './search-state';
import { useVacancySearch, vacancySearchKey, type VacancySearchQuery } from './vacancies';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

describe('useShowsPreviousSearch', () => {
  const first: VacancySearchQuery = { filter: { q: 'beleid' }, range: [0, 19] };
  const second: VacancySearchQuery = { filter: { q: 'project' }, range: [0, 19] };
  const useSearch = (query: VacancySearchQuery) => {
    const search = useVacancySearch(query);
    return { search, previous: useShowsPreviousSearch(query, search.data) };
  };

  // The server-rendered page once arrived faded and aria-busy: SWR's isLoading
  // is true while it revalidates the data the server rendered with.
  it('is false for the data the server rendered the query with, while SWR revalidates it', async () => {
    server.use(api.get('/vacancies', () => new Promise<never>(() => undefined)));
    const rendered = { items: [buildVacancyListItem({ id: 3 })], total: 1 };
    const fallback = { [unstable_serialize(vacancySearchKey(first))]: rendered };
    const { result } = renderHook(() => useSearch(first), {
      wrapper: ({ children }) => <SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback }}>{children}</SWRConfig>,
    });
    expect(result.current.search.data).toBe(rendered);
    await waitFor(() => expect(result.current.search.isLoading).toBe(true));
    expect(result.current.previous).toBe(false);
  });

  it("is true while an earlier query's answer stays on screen, false once this one's arrives", async () => {
    let answer: (() => void) | undefined;
    server.use(
      api.get('/vacancies', async ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter') ?? '';
        if (filter.includes('project')) await new Promise<void>((resolve) => (answer = resolve));
        return jsonList('vacancies', [buildVacancyListItem({ id: filter.includes('project') ? 2 : 1 })]);
      }),
    );
    const { result, rerender } = renderHook(({ query }) => useSearch(query), { wrapper, initialProps: { query: first } });
    await waitFor(() => expect(result.current.search.data?.items[0]?.id).toBe(1));
    expect(result.current.previous).toBe(false);
    rerender({ query: second });
    await waitFor(() => expect(answer).toBeDefined());
    expect(result.current.search.data?.items[0]?.id).toBe(1);
    expect(result.current.previous).toBe(true);
    act(() => answer?.());
    await waitFor(() => expect(result.current.search.data?.items[0]?.id).toBe(2));
    expect(result.current.previous).toBe(false);
  });
});
