import { apiRequest, useApi } from '@interim/shared/api-client';
import type { EndedSessions, LoginRequestDto, LoginResponse, LoginSession, PasswordlessLoginRequestRequestDto } from '@interim/shared/contract';
import { pathOf } from '../contract/endpoint-table/request-path';
import { authEndpoints } from '../contract/endpoint-table/auth';
import { loadData, type LoadedPart } from './load';

/** `POST /auth/passwordless_login`: mails a login link (back to `returnTo`) and a code; 204 whether or not the address is known. */
export async function requestLoginLink(body: PasswordlessLoginRequestRequestDto): Promise<void> {
  await apiRequest<void>({ method: 'POST', path: authEndpoints.requestLoginLink.path, body });
}

/** `GET /auth/passwordless_login/{token}`: logs in with the token of a login link (sets the session cookies). */
export async function redeemLoginLink(token: string): Promise<LoginResponse> {
  const { data } = await apiRequest<LoginResponse>({ method: 'GET', path: pathOf(authEndpoints.loginWithLink, { id: token }) });
  return data;
}

/** `POST /auth/login`: logs in with the 6-digit code of a login mail. */
export async function loginWithCode(body: LoginRequestDto): Promise<LoginResponse> {
  const { data } = await apiRequest<LoginResponse>({ method: 'POST', path: authEndpoints.login.path, body });
  return data;
}

/** The API path of the logged-in account's devices (login sessions). */
export const LOGIN_SESSIONS_PATH = authEndpoints.sessions.path;

/** The devices where the account is logged in, newest first (`GET /auth/sessions`). */
export function useLoginSessions() {
  return useApi<LoginSession[]>(LOGIN_SESSIONS_PATH);
}

/** {@link useLoginSessions}' answer fetched outside React (a server render), with the key the hook reads. */
export function loadLoginSessions(): Promise<LoadedPart<LoginSession[]>> {
  return loadData<LoginSession[]>(LOGIN_SESSIONS_PATH);
}

/** `DELETE /auth/sessions/{id}`: log out one other device at once. */
export async function endLoginSession(id: string): Promise<void> {
  await apiRequest<void>({ method: 'DELETE', path: pathOf(authEndpoints.endSession, { id }) });
}

/** `DELETE /auth/sessions`: log out every other device at once; answers how many were logged out. */
export async function endOtherLoginSessions(): Promise<EndedSessions> {
  const { data } = await apiRequest<EndedSessions>({ method: 'DELETE', path: authEndpoints.endOtherSessions.path });
  return data;
}
