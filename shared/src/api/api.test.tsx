import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api-client';
import {
  api,
  buildApplication,
  buildEmployee,
  buildVacancy,
  buildVacancyListItem,
  json,
  jsonList,
  recordRequests,
  server,
} from '../testing';
import { dataKey, derivedKey, isListKey, keyIsUnder, keyPath, listKey } from './keys';
import { useMyApplications, useOwnApplication, useSubmitApplication } from './applications';
import { useMe } from './employees';
import { useFavoriteCacheUpdate, useNewestVacancies, useSavedVacancyCount, useVacancy, useVacancySearch, withFavorite } from './vacancies';
import { setActiveUserCookie } from '../testing/active-user-cookie';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

describe('the cache-key scheme', () => {
  it('names the path every kind of key reads', () => {
    expect(keyPath(dataKey('/employees/me'))).toBe('/employees/me');
    expect(keyPath(dataKey('/vacancies', { range: [0, 5] }))).toBe('/vacancies');
    expect(keyPath(listKey('/applications', { range: [0, 19] }))).toBe('/applications');
    expect(keyPath(derivedKey('/vacancies', 'favorites-count'))).toBe('/vacancies');
    expect(keyPath('mf-x/own-key')).toBeUndefined();
    expect(keyPath(['mf-vacancies/search', {}])).toBeUndefined();
  });

  it('matches a path and everything below it, nothing beside it', () => {
    expect(keyIsUnder(dataKey('/vacancies/7'), '/vacancies')).toBe(true);
    expect(keyIsUnder(listKey('/vacancies', {}), '/vacancies')).toBe(true);
    expect(keyIsUnder(dataKey('/vacancies-archive'), '/vacancies')).toBe(false);
    expect(keyIsUnder(dataKey('/employees/me'), '/vacancies', '/employees')).toBe(true);
    expect(isListKey(listKey('/vacancies', {}))).toBe(true);
    expect(isListKey(dataKey('/vacancies', {}))).toBe(false);
    setActiveUserCookie(false);
  });
});

describe('withFavorite', () => {
  const item = buildVacancyListItem({ id: 12, isFavorite: false });
  it('sets the flag in a list page, a bare list and a detail, and leaves other answers alone', () => {
    expect(withFavorite({ items: [item], total: 1 }, 12, true)).toEqual({ items: [{ ...item, isFavorite: true }], total: 1 });
    expect(withFavorite([item], 12, true)).toEqual([{ ...item, isFavorite: true }]);
    expect(withFavorite(buildVacancy({ id: 12 }), 12, true)).toMatchObject({ id: 12, isFavorite: true });
    const other = [item];
    expect(withFavorite(other, 99, true)).toBe(other);
    expect(withFavorite(3, 12, true)).toBe(3);
    setActiveUserCookie(false);
  });
});

describe('one cache for every remote', () => {
  it('a vacancy read by two remotes is one request and one entry', async () => {
    const requests = recordRequests();
    server.use(api.get('/vacancies/:id', ({ params }) => json(buildVacancy({ id: Number(params.id) }))));
    const { result } = renderHook(() => ({ detail: useVacancy(12, { track: true }), summary: useVacancy(12) }), { wrapper });
    await waitFor(() => expect(result.current.summary.data?.id).toBe(12));
    expect(result.current.detail.data).toBe(result.current.summary.data);
    expect(requests.filter((request) => request.url.pathname === '/api/vacancies/12')).toHaveLength(1);
  });

  it('a saved vacancy shows as saved in searches, details and the home list, and the count is fetched again', async () => {
    let savedCount = 0;
    server.use(
      api.get('/vacancies/12', () => json(buildVacancy({ id: 12, isFavorite: false }))),
      api.get('/vacancies', ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter') ?? '';
        if (filter.includes('favorites')) return jsonList('vacancies', [], { total: savedCount });
        return jsonList('vacancies', [buildVacancyListItem({ id: 12, isFavorite: false })]);
      }),
    );
    const { result } = renderHook(
      () => ({
        search: useVacancySearch({ filter: { q: 'beleid' }, range: [0, 19] }),
        detail: useVacancy(12),
        newest: useNewestVacancies(6),
        count: useSavedVacancyCount(),
        update: useFavoriteCacheUpdate(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.search.data && result.current.detail.data && result.current.newest.data).toBeTruthy());
    await waitFor(() => expect(result.current.count.data).toBe(0));
    savedCount = 1;
    await act(() => result.current.update(12, true));
    expect(result.current.search.data?.items[0]?.isFavorite).toBe(true);
    expect(result.current.detail.data?.isFavorite).toBe(true);
    expect(result.current.newest.data?.items[0]?.isFavorite).toBe(true);
    await waitFor(() => expect(result.current.count.data).toBe(1));
  });

  it('sending an application refreshes the own application of the vacancy, the list and the profile', async () => {
    setActiveUserCookie(true);
    let sent = false;
    const requests = recordRequests();
    server.use(
      api.get('/applications', () =>
        jsonList('applications', sent ? [buildApplication({ id: 40 })] : [], { total: sent ? 1 : 0 }),
      ),
      api.post('/applications', () => {
        sent = true;
        return json(buildApplication({ id: 40 }), { status: 201 });
      }),
      api.get('/employees/me', () => json(buildEmployee())),
      api.post('/_mixpanel/track', () => json({})),
    );
    const { result } = renderHook(
      () => ({ own: useOwnApplication(12), list: useMyApplications([0, 19]), me: useMe(), submit: useSubmitApplication()}),
      { wrapper },
    );
    await waitFor(() => expect(result.current.own.data).toBeNull());
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
    await act(async () => {
      await result.current.submit({ vacancyId: 12 }, 'Beleidsadviseur');
    });
    await waitFor(() => expect(result.current.own.data?.id).toBe(40));
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    expect(requests.filter((request) => request.url.pathname === '/api/employees/me').length).toBeGreaterThanOrEqual(2);
    setActiveUserCookie(false);
  });
});
