import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api-client';
import type { StaffVacancy } from '../contract';
import { api, buildAuditEntry, buildVacancy, buildVacancyListItem, json, jsonError, jsonList, recordRequests, server } from '../testing';
import { useAuditEntries, useAuditHistory } from './audit';
import { createVacancy, toPublicVacancy, useSaveVacancy, useStaffVacancies, useStaffVacancy } from './backoffice-vacancies';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

function buildStaffVacancy(overrides: Partial<StaffVacancy> = {}): StaffVacancy {
  return {
    ...buildVacancy({ id: 7, status: 'concept' }),
    clientName: 'Gemeente Utrecht',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    clientRequestId: null,
    ...overrides,
  };
}

describe('staff vacancies', () => {
  it('lists every status by default, latest edited first, with the filter, sort and range as JSON query parameters', async () => {
    const requests = recordRequests();
    server.use(api.get('/vacancies', () => jsonList('vacancies', [buildVacancyListItem({ id: 7, status: 'concept' })], { first: 20, total: 21 })));
    const { result } = renderHook(() => useStaffVacancies({ filter: { q: 'wmo', sectorId: 3 }, range: [20, 39] }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ items: [expect.objectContaining({ id: 7, status: 'concept' })], total: 21 }));
    expect(requests[0]!.query).toEqual({ range: [20, 39], sort: ['updatedAt', 'DESC'], filter: { status: 'all', q: 'wmo', sectorId: 3 } });
  });

  it('keeps a chosen status and sort, and fetches nothing for a null query', async () => {
    const requests = recordRequests();
    server.use(api.get('/vacancies', () => jsonList('vacancies', [])));
    const { result, rerender } = renderHook(({ on }: { on: boolean }) => useStaffVacancies(on ? { filter: { status: 'concept' }, sort: ['title', 'ASC'], range: [0, 19] } : null), {
      wrapper,
      initialProps: { on: false },
    });
    expect(result.current.data).toBeUndefined();
    rerender({ on: true });
    await waitFor(() => expect(result.current.data?.total).toBe(0));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.query).toEqual({ range: [0, 19], sort: ['title', 'ASC'], filter: { status: 'concept' } });
  });

  it('saves a change: the detail takes the answer, the lists and the history are fetched again', async () => {
    const requests = recordRequests();
    let stored = buildStaffVacancy();
    server.use(
      api.get('/vacancies/7', () => json(stored)),
      api.get('/vacancies', () => jsonList('vacancies', [buildVacancyListItem({ id: 7, status: stored.status })])),
      api.get('/audit_entries', () => jsonList('audit_entries', stored.status === 'concept' ? [] : [buildAuditEntry({ entityType: 'vacancy', entityId: 7 })])),
      api.patch('/vacancies/7', () => {
        stored = { ...stored, status: 'open' };
        return json(stored);
      }),
    );
    const { result } = renderHook(
      () => ({
        detail: useStaffVacancy(7),
        list: useStaffVacancies({ filter: {}, range: [0, 19] }),
        history: useAuditHistory('vacancy', 7),
        save: useSaveVacancy(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.data?.total).toBe(0));
    expect(result.current.detail.data?.status).toBe('concept');
    const detailReads = () => requests.filter((request) => request.method === 'GET' && request.url.pathname === '/api/vacancies/7').length;
    const readsBefore = detailReads();
    await act(async () => {
      await result.current.save.update(7, { status: 'open' });
    });
    expect(result.current.detail.data?.status).toBe('open');
    await waitFor(() => expect(result.current.list.data?.items[0]?.status).toBe('open'));
    await waitFor(() => expect(result.current.history.data?.total).toBe(1));
    expect(detailReads()).toBe(readsBefore);
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ status: 'open' });
  });

  it('creates a vacancy and rejects with the Dutch field errors of a refusal', async () => {
    const requests = recordRequests();
    server.use(
      api.post('/vacancies', async ({ request }) => {
        const body = (await request.json()) as { title: string };
        return body.title === ''
          ? jsonError(400, 'VALIDATION_ERROR', 'Niet alle gegevens zijn goed ingevuld.', { fieldErrors: [{ path: 'title', message: 'Verplicht veld' }] })
          : json(buildStaffVacancy({ id: 8, title: body.title }), { status: 201 });
      }),
    );
    const { result } = renderHook(() => useSaveVacancy(), { wrapper });
    const created = await result.current.create({ ...toInput(buildStaffVacancy()), title: 'Nieuw', clientRequestId: 4 });
    expect(created).toMatchObject({ id: 8, title: 'Nieuw' });
    expect(await requests[0]!.json()).toMatchObject({ title: 'Nieuw', clientRequestId: 4 });
    await expect(createVacancy({ ...toInput(buildStaffVacancy()), title: '' })).rejects.toMatchObject({ status: 400, fieldErrors: [{ path: 'title', message: 'Verplicht veld' }] });
  });

  it('shows the preview as freelancers get it: an anonymous client hidden, no staff fields', () => {
    const preview = toPublicVacancy(buildStaffVacancy({ isAnonymous: true, clientName: 'Geheim BV', clientRequestId: 4 }));
    expect(preview.clientName).toBe('Anonieme opdrachtgever');
    expect(preview).not.toHaveProperty('createdAt');
    expect(preview).not.toHaveProperty('clientRequestId');
    expect(toPublicVacancy(buildStaffVacancy({ clientName: 'Gemeente Utrecht' })).clientName).toBe('Gemeente Utrecht');
  });
});

describe('the audit log', () => {
  it('reads a page of the whole log with its filter', async () => {
    const requests = recordRequests();
    server.use(api.get('/audit_entries', () => jsonList('audit_entries', [buildAuditEntry()], { total: 3 })));
    const { result } = renderHook(() => useAuditEntries({ filter: { entityType: 'vacancy' }, range: [0, 0] }), { wrapper });
    await waitFor(() => expect(result.current.data?.total).toBe(3));
    expect(requests[0]!.query).toEqual({ range: [0, 0], sort: ['at', 'DESC'], filter: { entityType: 'vacancy' } });
  });
});

/** The input fields of a staff vacancy (what an edit form starts from). */
function toInput(vacancy: StaffVacancy) {
  return {
    title: vacancy.title,
    clientName: vacancy.clientName,
    isAnonymous: vacancy.isAnonymous,
    city: vacancy.city,
    postcode: vacancy.postcode,
    sectorId: vacancy.sector.id,
    positionId: vacancy.position.id,
    hoursPerWeekMin: vacancy.hoursPerWeekMin,
    hoursPerWeekMax: vacancy.hoursPerWeekMax,
    hourlyRateMin: vacancy.hourlyRateMin,
    hourlyRateMax: vacancy.hourlyRateMax,
    startDate: vacancy.startDate,
    duration: vacancy.duration,
    closingDate: vacancy.closingDate,
    workMode: vacancy.workMode,
    zzpAllowed: vacancy.zzpAllowed,
    educationLevelId: vacancy.educationLevel?.id ?? null,
    driversLicenseRequired: vacancy.driversLicenseRequired,
    description: vacancy.description,
    requirements: vacancy.requirements,
    wishes: vacancy.wishes,
  };
}
