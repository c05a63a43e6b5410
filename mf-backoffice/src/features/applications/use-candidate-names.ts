import { useMemo } from 'react';
import { useEmployees } from '@interim/shared/api/backoffice-employees';
import { MAX_PAGE_SIZE } from '@interim/shared/contract';

/**
 * The names of the candidates behind a page of reacties (an application
 * carries only its `employeeId`): one `GET /employees` with `filter.ids`.
 */
export function useCandidateNames(employeeIds: readonly number[]): ReadonlyMap<number, string> {
  const ids = useMemo(() => [...new Set(employeeIds)].sort((a, b) => a - b).slice(0, Math.min(100, MAX_PAGE_SIZE)), [employeeIds]);
  const { data } = useEmployees(ids.length > 0 ? { filter: { ids }, range: [0, ids.length - 1] } : null);
  return useMemo(() => new Map((data?.items ?? []).map((employee) => [employee.id, `${employee.firstName} ${employee.lastName}`])), [data]);
}
