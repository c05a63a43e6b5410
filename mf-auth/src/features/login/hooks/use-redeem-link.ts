import { useEffect, useState } from 'react';
import { isApiError } from '@interim/shared/api-client';
import { AUTH_ERROR_CODES, LOGIN_TOKEN_PATTERN } from '@interim/shared/contract/auth-rules';
import type { LoginResponse } from '@interim/shared/contract';
import { redeemLoginLink } from '@interim/shared/api';

/** The outcome of redeeming a login link. */
export type RedeemState =
  | { status: 'pending' }
  | { status: 'success'; answer: LoginResponse }
  | { status: 'expired' }
  | { status: 'invalid'; message: string }
  | { status: 'error'; error: unknown };

/** Shown for a malformed token, which is never sent to the API. */
export const INVALID_LINK_MESSAGE = 'Deze inloglink is ongeldig of al gebruikt. Vraag een nieuwe inloglink aan.';

// A link works once. React runs effects twice in development (StrictMode) and
// a remount would redeem again: one request per token per page load, shared.
const redemptions = new Map<string, Promise<LoginResponse>>();

function redeemOnce(token: string): Promise<LoginResponse> {
  let pending = redemptions.get(token);
  if (!pending) {
    pending = redeemLoginLink(token);
    redemptions.set(token, pending);
    // A failure may be retried (a network error); a success must not be replayed.
    pending.catch(() => redemptions.delete(token));
  }
  return pending;
}

function toState(error: unknown): RedeemState {
  if (isApiError(error, 410) || (isApiError(error) && error.code === AUTH_ERROR_CODES.linkExpired)) return { status: 'expired' };
  if (isApiError(error) && error.code === AUTH_ERROR_CODES.linkInvalid) return { status: 'invalid', message: error.message };
  return { status: 'error', error };
}

/**
 * Redeems the token of `/login/<token>` once. `attempt` changes to try again
 * after a network or server error.
 */
export function useRedeemLink(token: string | undefined, attempt: number): RedeemState {
  const valid = token !== undefined && LOGIN_TOKEN_PATTERN.test(token);
  const [state, setState] = useState<RedeemState>(valid ? { status: 'pending' } : { status: 'invalid', message: INVALID_LINK_MESSAGE });

  useEffect(() => {
    if (!valid) return undefined;
    let current = true;
    setState({ status: 'pending' });
    redeemOnce(token).then(
      (answer) => current && setState({ status: 'success', answer }),
      (error: unknown) => current && setState(toState(error)),
    );
    return () => {
      current = false;
    };
  }, [token, valid, attempt]);

  return state;
}
