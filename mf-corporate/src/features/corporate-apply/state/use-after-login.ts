import { useCallback } from 'react';
import { useRefreshMe } from '@interim/shared/api';
import { useNavigate } from '@interim/shared/routing';
import { stepPath, type FlowQuery } from './flow-query';

/** Continues to the send step after a login in this page (code or already logged in). */
export function useContinueToSend(query: FlowQuery): () => void {
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  return useCallback(() => {
    // An embed may have asked who is logged in before (a 401): ask again.
    void refreshMe();
    navigate(stepPath('send', query));
  }, [navigate, query, refreshMe]);
}
