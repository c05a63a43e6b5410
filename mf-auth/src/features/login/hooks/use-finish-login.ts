import { useCallback } from 'react';
import type { LoginResponse } from '@interim/shared/contract';
import { useNavigate } from '@interim/shared/routing';
import { completeLogin } from '@interim/shared/session';
import { destinationAfterLogin } from '../return-path';

/**
 * After a successful login (link or code): the session becomes logged in,
 * 'User logged in' is tracked, the stored e-mail and first name are cleared
 * (all by `completeLogin`, spec section 4), and the user lands on the return
 * path or the dashboard (staff: the back office).
 */
export function useFinishLogin(pageReturnTo: string | undefined): (answer: LoginResponse) => void {
  const navigate = useNavigate();
  return useCallback(
    (answer: LoginResponse) => {
      completeLogin();
      navigate(destinationAfterLogin(answer.returnTo, pageReturnTo, answer.user.role), { replace: true });
    },
    [navigate, pageReturnTo],
  );
}
