import { useSession } from '@interim/shared/session';
import { useCorporateFlow } from './flow-context';
import { useMe } from '@interim/shared/api';

/** Whether the visitor is logged in, as far as the flow can tell. */
export interface FlowSession {
  isLoggedIn: boolean;
  /** True while an embed still asks the API. */
  isChecking: boolean;
}

/**
 * On our site the session is the active-user cookie (spec section 4). An
 * embed cannot read that cookie (it belongs to our host), so a same-site
 * embed asks the API (`GET /employees/me`); a cross-site embed never holds a
 * session and does not ask.
 */
export function useFlowSession(): FlowSession {
  const flow = useCorporateFlow();
  const { isLoggedIn } = useSession();
  const askApi = flow.embedded && flow.canHoldSession;
  const me = useMe(askApi);
  if (!flow.embedded) return { isLoggedIn, isChecking: false };
  if (!askApi) return { isLoggedIn: false, isChecking: false };
  return { isLoggedIn: Boolean(me.data), isChecking: me.isLoading };
}
