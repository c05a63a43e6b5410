import useSWR from 'swr';
import { apiRequest, type ApiError } from '@interim/shared/api-client';
import type { Application } from '@interim/shared/contract';
import { CACHE_TAG } from '../../shared/cache-keys';
import { toListPage, type ListPage } from '../../shared/list-page';

/** `GET /api/applications`: the user's own applications, newest first. */
export function useMyApplications(range: [number, number]) {
  return useSWR<ListPage<Application>, ApiError>([CACHE_TAG.applications, range], async () =>
    toListPage(
      await apiRequest<Application[]>({ method: 'GET', path: '/applications', query: { range, sort: ['createdAt', 'DESC'] } }),
    ),
  );
}

/** `PATCH /api/applications/{id}` with `withdrawn`: the applicant withdraws an open application. */
export async function withdrawApplication(id: number): Promise<Application> {
  const { data } = await apiRequest<Application>({ method: 'PATCH', path: `/applications/${id}`, body: { status: 'withdrawn' } });
  return data;
}
