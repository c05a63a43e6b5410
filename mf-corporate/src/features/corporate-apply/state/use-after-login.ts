import { useCallback } from 'react';
import { useNavigate } from '@interim/shared/routing';
import { useSWRConfig } from 'swr';
import { stepPath, type FlowQuery } from './flow-query';

/** Continues to the send step after a login in this page (code or already logged in). */
export function useContinueToSend(query: FlowQuery): () => void {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    // An embed may have asked who is logged in before (a 401): ask again.
    void mutate('/employees/me');
    navigate(stepPath('send', query));
  }, [mutate, navigate, query]);
}
