import { apiRequest } from '@interim/shared/api-client';
import type { LoginRequestDto, LoginResponse, PasswordlessLoginRequestRequestDto } from '@interim/shared/contract';

/** `POST /auth/passwordless_login`: mails a login link (back to `returnTo`) and a code; 204 whether or not the address is known. */
export async function requestLoginLink(body: PasswordlessLoginRequestRequestDto): Promise<void> {
  await apiRequest<void>({ method: 'POST', path: '/auth/passwordless_login', body });
}

/** `GET /auth/passwordless_login/{token}`: logs in with the token of a login link (sets the session cookies). */
export async function redeemLoginLink(token: string): Promise<LoginResponse> {
  const { data } = await apiRequest<LoginResponse>({ method: 'GET', path: `/auth/passwordless_login/${encodeURIComponent(token)}` });
  return data;
}

/** `POST /auth/login`: logs in with the 6-digit code of a login mail. */
export async function loginWithCode(body: LoginRequestDto): Promise<LoginResponse> {
  const { data } = await apiRequest<LoginResponse>({ method: 'POST', path: '/auth/login', body });
  return data;
}
