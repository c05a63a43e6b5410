import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api-client';
import { ApplicationListQuerySchema } from '../contract';
import { api, buildApplication, jsonError, jsonList, recordRequests, server } from '../testing';
import { setActiveUserCookie } from '../testing/active-user-cookie';
import { useAppliedVacancyIds, useLatestApplications, useMyApplications, useOwnApplication } from './applications';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

describe('the freelancer side of the applications', () => {
  // GET /applications answers staff with every candidate's applications (the
  // back office); a staff account on "Mijn reacties" or the dashboard once saw
  // them all as its own, with withdraw buttons that failed.
  it('asks for the own applications (filter.mine) in every "Mijn" hook, whatever the role', async () => {
    setActiveUserCookie(true);
    const requests = recordRequests();
    server.use(api.get('/applications', () => jsonList('applications', [], { total: 0 })));
    const { result } = renderHook(() => ({ list: useMyApplications([0, 9]), latest: useLatestApplications(3), own: useOwnApplication(12) }), { wrapper });
    await waitFor(() => expect(result.current.list.data && result.current.latest.data && result.current.own.data === null).toBe(true));
    const filters = requests.filter((request) => request.url.pathname === '/api/applications').map((request) => request.url.searchParams.get('filter'));
    expect(filters).toHaveLength(3);
    expect(filters.map((filter) => JSON.parse(filter ?? '{}') as unknown)).toEqual(
      expect.arrayContaining([{ mine: true }, { mine: true }, { mine: true, vacancyId: 12 }]),
    );
    setActiveUserCookie(false);
  });
});

describe('useAppliedVacancyIds', () => {
  // It once asked for range=[0,499] in one request: the API serves at most 100
  // per request and answered 400, so no search card ever said "Gereageerd".
  it('reads every own reactie in pages the API accepts', async () => {
    setActiveUserCookie(true);
    const requests = recordRequests();
    const applications = Array.from({ length: 150 }, (_, index) => buildApplication({ id: index + 1, vacancy: { ...buildApplication().vacancy, id: 1000 + index } }));
    server.use(
      api.get('/applications', ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        const query = ApplicationListQuerySchema.safeParse(params);
        if (!query.success || !query.data.range) return jsonError(400, 'VALIDATION_ERROR', 'Vraag maximaal 100 items tegelijk op');
        const [start, end] = query.data.range;
        return jsonList('applications', applications.slice(start, end + 1), { first: start, total: applications.length });
      }),
    );
    const { result } = renderHook(() => useAppliedVacancyIds(), { wrapper });
    await waitFor(() => expect(result.current.data ?? result.current.error).toBeDefined());
    expect(result.current.error).toBeUndefined();
    expect(result.current.data?.size).toBe(150);
    expect(result.current.data?.has(1149)).toBe(true);
    const ranges = requests.filter((request) => request.url.pathname === '/api/applications').map((request) => request.url.searchParams.get('range'));
    expect(ranges).toEqual(['[0,99]', '[100,199]']);
    setActiveUserCookie(false);
  });
});
