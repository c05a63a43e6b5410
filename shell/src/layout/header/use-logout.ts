import { useCallback } from 'react';
import { useNavigate } from '@interim/shared/routing';
import { LOGOUT_FAILED_MESSAGE, logout } from '@interim/shared/session';
import { notify } from '@interim/shared/ui';

/** The toast after logging out: the visitor sees that it worked. */
export const LOGGED_OUT_MESSAGE = 'Je bent uitgelogd.';

/**
 * The header's 'Uitloggen': log out, go home and say so; when logging out
 * fails, the toast of spec section 8 ('Er is iets fout gegaan bij het
 * uitloggen').
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      notify({ description: LOGOUT_FAILED_MESSAGE });
      return;
    }
    navigate('/');
    notify({ description: LOGGED_OUT_MESSAGE, type: 'success' });
  }, [navigate]);
}
