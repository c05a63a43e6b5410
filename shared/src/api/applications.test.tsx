import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api-client';
import { api, jsonList, recordRequests, server } from '../testing';
import { setActiveUserCookie } from '../testing/active-user-cookie';
import { useLatestApplications, useMyApplications, useOwnApplication } from './applications';

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
