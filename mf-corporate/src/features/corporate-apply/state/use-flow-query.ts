import { useMemo } from 'react';
import { useSearchParams } from '@interim/shared/routing';
import { readFlowQuery, type FlowQuery } from './flow-query';

/** The flow's query (vacancy and utm parameters) of the current location. */
export function useFlowQuery(): FlowQuery {
  const [params] = useSearchParams();
  return useMemo(() => readFlowQuery(params), [params]);
}
