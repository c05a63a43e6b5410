import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { isApiError, swrConfig } from '../api-client';
import { api, json, jsonError, recordRequests, server } from '../testing';
import { setActiveUserCookie } from '../testing/active-user-cookie';
import { getSavedSearchUnsubscribe, unsubscribeSavedSearch, useSavedSearchNames } from './saved-searches';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

describe('the saved-search calls', () => {
  it('sends the unsubscribe token in the query, GET to look, POST to turn the mail off', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/saved_searches/unsubscribe', () => json({ name: 'Data', frequency: 'daily' })),
      api.post('/saved_searches/unsubscribe', () => json({ name: 'Data', frequency: 'off' })),
    );
    expect(await getSavedSearchUnsubscribe('a.b-c')).toEqual({ name: 'Data', frequency: 'daily' });
    expect(await unsubscribeSavedSearch('a.b-c')).toEqual({ name: 'Data', frequency: 'off' });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([
      'GET /api/saved_searches/unsubscribe?token=a.b-c',
      'POST /api/saved_searches/unsubscribe?token=a.b-c',
    ]);
  });

  it('does not try a session refresh when the unsubscribe link is refused (it needs no login)', async () => {
    // Even in a browser that holds a session (the case where a 401 would start a refresh).
    setActiveUserCookie(true);
    const requests = recordRequests();
    server.use(api.get('/saved_searches/unsubscribe', () => jsonError(401, 'UNAUTHORIZED', 'Niet ingelogd')));
    const error: unknown = await getSavedSearchUnsubscribe('x').catch((failure: unknown) => failure);
    setActiveUserCookie(false);
    expect(isApiError(error) && error.status).toBe(401);
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/saved_searches/unsubscribe']);
  });

  it('fetches only the reference lists a filter names, and nothing while disabled', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/sectors', () => json([{ id: 3, name: 'ICT', slug: 'ict' }])),
      api.get('/positions', () => json([{ id: 31, name: 'Projectmanager', sectorId: 3 }])),
      api.get('/education_levels', () => json([])),
    );
    const disabled = renderHook(() => useSavedSearchNames({ sector: 3, position: 31 }, false), { wrapper });
    expect(disabled.result.current.isLoading).toBe(false);
    const { result } = renderHook(() => useSavedSearchNames({ sector: 3, position: 31, q: 'data' }), { wrapper });
    await waitFor(() => expect(result.current.positions).toEqual([{ id: 31, name: 'Projectmanager', sectorId: 3 }]));
    expect(result.current.sectors).toEqual([{ id: 3, name: 'ICT', slug: 'ict' }]);
    expect(result.current.educationLevels).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    expect(requests.map((request) => `${request.url.pathname}${decodeURIComponent(request.url.search)}`).sort()).toEqual([
      '/api/positions?filter={"sector":3}',
      '/api/sectors',
    ]);
  });
});
