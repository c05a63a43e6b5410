import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api-client';
import { CLIENT_HEADER } from '../contract';
import {
  api,
  buildApplication,
  buildApplicationDetail,
  buildAuditEntry,
  buildClientRequest,
  buildEmployee,
  buildGdprStaffRequest,
  json,
  jsonError,
  jsonList,
  recordRequests,
  server,
} from '../testing';
import { useAuditHistory } from './audit';
import {
  changeApplicationStatus,
  changeApplicationStatuses,
  useApplicationDetail,
  useRefreshAfterStatusChange,
  useStaffApplications,
} from './backoffice-applications';
import { changeClientRequestStatus, useClientRequests, useRefreshClientRequests } from './backoffice-client-requests';
import { handleGdprRequest, useGdprQueue } from './backoffice-privacy';
import { importEmployeeCoordinates, listEmployees, useEmployee, useEmployees } from './backoffice-employees';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

describe('staff applications', () => {
  it('lists every application with the filter, sort and range as JSON query parameters', async () => {
    const requests = recordRequests();
    server.use(api.get('/applications', () => jsonList('applications', [buildApplication({ id: 41 })], { first: 20, total: 21 })));
    const { result } = renderHook(() => useStaffApplications({ filter: { vacancyId: 12, status: 'submitted' }, range: [20, 39] }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ items: [expect.objectContaining({ id: 41 })], total: 21 }));
    expect(requests[0]!.query).toEqual({ range: [20, 39], sort: ['createdAt', 'DESC'], filter: { vacancyId: 12, status: 'submitted' } });
  });

  it('leaves an empty filter out and fetches nothing for a null query', async () => {
    const requests = recordRequests();
    server.use(api.get('/applications', () => jsonList('applications', [])));
    const { result, rerender } = renderHook(({ on }: { on: boolean }) => useStaffApplications(on ? { filter: {}, range: [0, 19] } : null), {
      wrapper,
      initialProps: { on: false },
    });
    expect(result.current.data).toBeUndefined();
    rerender({ on: true });
    await waitFor(() => expect(result.current.data?.total).toBe(0));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.query).toEqual({ range: [0, 19], sort: ['createdAt', 'DESC'] });
  });

  it('sends a single and a bulk status change, and a refresh fetches the detail, the list and the history again', async () => {
    const requests = recordRequests();
    let status: 'submitted' | 'in_review' = 'submitted';
    server.use(
      api.get('/applications/40', () => json(buildApplicationDetail({ status }))),
      api.get('/applications', () => jsonList('applications', [buildApplication({ status })])),
      api.get('/audit_entries', () => jsonList('audit_entries', status === 'submitted' ? [] : [buildAuditEntry()])),
      api.patch('/applications/40', () => {
        status = 'in_review';
        return json(buildApplication({ status }));
      }),
      api.patch('/applications', () => json({ vacancyId: 12, results: [{ id: 40, previousStatus: 'in_review', status: 'rejected' }] })),
    );
    const { result } = renderHook(
      () => ({
        detail: useApplicationDetail(40),
        list: useStaffApplications({ filter: {}, range: [0, 19] }),
        history: useAuditHistory('application', 40),
        refresh: useRefreshAfterStatusChange(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.data?.total).toBe(0));
    expect(result.current.detail.data?.candidate.lastName).toBe('de Vries');
    await act(async () => {
      await changeApplicationStatus(40, { status: 'in_review' });
      await result.current.refresh();
    });
    expect(result.current.detail.data?.status).toBe('in_review');
    expect(result.current.list.data?.items[0]?.status).toBe('in_review');
    expect(result.current.history.data?.total).toBe(1);
    const history = requests.find((request) => request.url.pathname === '/api/audit_entries')!;
    expect(history.query).toEqual({ filter: { entityType: 'application', entityId: 40 }, sort: ['at', 'DESC'], range: [0, 49] });

    const bulk = await changeApplicationStatuses({ ids: [40], status: 'rejected', reason: 'Past niet' });
    expect(bulk.results).toEqual([{ id: 40, previousStatus: 'in_review', status: 'rejected' }]);
    const patches = requests.filter((request) => request.method === 'PATCH');
    expect(await patches[0]!.json()).toEqual({ status: 'in_review' });
    expect(patches[1]!.url.pathname).toBe('/api/applications');
    expect(await patches[1]!.json()).toEqual({ ids: [40], status: 'rejected', reason: 'Past niet' });
  });

  it('a refused bulk change rejects with the API error and its field errors', async () => {
    server.use(
      api.patch('/applications', () =>
        jsonError(409, 'ILLEGAL_STATUS_TRANSITION', 'Niet elke reactie kan deze stap maken.', { fieldErrors: [{ path: 'ids.1', message: 'Al afgewezen' }] }),
      ),
    );
    await expect(changeApplicationStatuses({ ids: [40, 41], status: 'in_review' })).rejects.toMatchObject({
      status: 409,
      fieldErrors: [{ path: 'ids.1', message: 'Al afgewezen' }],
    });
  });
});

describe('staff client requests', () => {
  it('lists the inbox per status and refreshes it after a status change', async () => {
    const requests = recordRequests();
    let status: 'new' | 'in_progress' = 'new';
    server.use(
      api.get('/client_requests', () => jsonList('client_requests', [buildClientRequest({ status })])),
      api.patch('/client_requests/9', () => {
        status = 'in_progress';
        return json(buildClientRequest({ status }));
      }),
    );
    const { result } = renderHook(
      () => ({ inbox: useClientRequests({ filter: { status: 'new' }, range: [0, 19] }), refresh: useRefreshClientRequests() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.inbox.data?.items[0]?.status).toBe('new'));
    expect(requests[0]!.query).toEqual({ range: [0, 19], sort: ['createdAt', 'DESC'], filter: { status: 'new' } });
    await act(async () => {
      const changed = await changeClientRequestStatus(9, { status: 'in_progress' });
      expect(changed.status).toBe('in_progress');
      await result.current.refresh();
    });
    expect(result.current.inbox.data?.items[0]?.status).toBe('in_progress');
  });
});

describe('staff privacy queue', () => {
  it('asks for the queue without a sort (the API puts the earliest deadline first) and sends the handling', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/gdpr_requests', () => jsonList('gdpr_requests', [buildGdprStaffRequest()])),
      api.patch('/gdpr_requests/5', () => json(buildGdprStaffRequest({ status: 'completed', resolution: 'Export gemaild' }))),
    );
    const { result } = renderHook(() => useGdprQueue({ filter: { status: ['received', 'in_progress'] }, range: [0, 19] }), { wrapper });
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    expect(requests[0]!.query).toEqual({ range: [0, 19], filter: { status: ['received', 'in_progress'] } });
    const handled = await handleGdprRequest(5, { status: 'completed', resolution: 'Export gemaild' });
    expect(handled.status).toBe('completed');
    expect(await requests[1]!.json()).toEqual({ status: 'completed', resolution: 'Export gemaild' });
  });
});

describe('staff employees', () => {
  it('lists employees with the filter, reads one, and runs the coordinate import', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/employees', () => jsonList('employees', [buildEmployee({ id: 8 })], { total: 30 })),
      api.get('/employees/8', () => json(buildEmployee({ id: 8, lastName: 'Jansen' }))),
      api.get('/employees/lat-lon-import', () => json({ considered: 12, updated: 10, unknownPostcode: 2 })),
    );
    const { result } = renderHook(
      () => ({ list: useEmployees({ filter: { q: 'jansen', role: 'employee' }, sort: ['lastName', 'ASC'], range: [0, 19] }), one: useEmployee(8).data }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(30));
    await waitFor(() => expect(result.current.one?.lastName).toBe('Jansen'));
    expect(requests.find((request) => request.url.pathname === '/api/employees')!.query).toEqual({
      range: [0, 19],
      sort: ['lastName', 'ASC'],
      filter: { q: 'jansen', role: 'employee' },
    });
    await expect(importEmployeeCoordinates()).resolves.toEqual({ considered: 12, updated: 10, unknownPostcode: 2 });
    const importRequest = requests.find((request) => request.url.pathname === '/api/employees/lat-lon-import')!;
    // The import changes state through a GET: the API accepts it only with the client header.
    expect(importRequest.headers.get(CLIENT_HEADER.name)).toBe(CLIENT_HEADER.value);
  });

  it('searches near a postcode: nearest first unless sorted, distances in the items, an unknown postcode as a field error', async () => {
    const requests = recordRequests();
    server.use(
      api.get('/employees', ({ request }) => {
        const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as { postcode?: string };
        if (filter.postcode === '9999') {
          return jsonError(400, 'UNKNOWN_POSTCODE', 'We kennen deze postcode niet.', {
            fieldErrors: [{ path: 'filter.postcode', message: 'We kennen deze postcode niet. Controleer de postcode of zoek zonder afstand.' }],
          });
        }
        return jsonList('employees', [{ ...buildEmployee({ id: 8 }), distanceKm: 4.2 }]);
      }),
    );
    const page = await listEmployees({ filter: { role: 'employee', postcode: '3511', distanceKm: 25 }, range: [0, 24] });
    expect(page.items[0]!.distanceKm).toBe(4.2);
    expect(requests[0]!.query).toEqual({ range: [0, 24], sort: ['distance', 'ASC'], filter: { role: 'employee', postcode: '3511', distanceKm: 25 } });
    await listEmployees({ filter: { postcode: '3511' }, sort: ['lastName', 'ASC'], range: [0, 24] });
    expect(requests[1]!.query).toMatchObject({ sort: ['lastName', 'ASC'] });
    await listEmployees({ filter: { role: 'employee' }, range: [0, 24] });
    expect(requests[2]!.query).toMatchObject({ sort: ['createdAt', 'DESC'] });
    await expect(listEmployees({ filter: { postcode: '9999' }, range: [0, 24] })).rejects.toMatchObject({
      code: 'UNKNOWN_POSTCODE',
      fieldErrors: [{ path: 'filter.postcode', message: 'We kennen deze postcode niet. Controleer de postcode of zoek zonder afstand.' }],
    });
  });
});
