import { COOKIE_NAMES, type LoginResponse, type MailboxMessage } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { findEmployeeByEmail, ensureStaffAccount } from '../modules/employees/employees.repository.js';

/** A logged-in test user: cookies to send with `app.inject`. */
export interface TestLogin {
  /** Session cookies by name (access, refresh, active-user). */
  cookies: Record<string, string>;
  /** The same as a `cookie` request header. */
  cookieHeader: string;
  employeeId: number;
}

let addressCounter = 0;

/**
 * A distinct client address per login: the per-IP rate limit (20 link
 * requests per 15 minutes) then never trips in suites that log in often.
 * The per-address limit still applies: at most 5 logins of one address per
 * app per 15 minutes (use different addresses, or log in once per suite).
 */
export function nextTestAddress(): string {
  addressCounter += 1;
  return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Cookies set by a response, by name (deleted ones left out). */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
    if (cookie.maxAge === 0 || cookie.value === '') delete cookies[cookie.name];
    else cookies[cookie.name] = cookie.value;
  }
  return cookies;
}

/** `name=value; name=value` for a `cookie` request header. */
export function toCookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** The newest mail to `email` in the development mailbox. */
export async function latestMail(app: FastifyInstance, email: string): Promise<MailboxMessage | undefined> {
  const response = await app.inject({ method: 'GET', url: `/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=1` });
  if (response.statusCode !== 200) throw new Error(`mailbox answered ${response.statusCode}: ${response.body}`);
  return (response.json() as MailboxMessage[])[0];
}

/**
 * Logs in through the real flow: registers the address when it has no
 * account yet (else requests a login link), reads the mail from the outbox
 * through `GET /api/_dev/mailbox`, and redeems the link. With `staff` the
 * account is made staff first (as `create-staff` does).
 */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  options: { staff?: boolean; firstName?: string; lastName?: string; userAgent?: string } = {},
): Promise<TestLogin> {
  const remoteAddress = nextTestAddress();
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? 'Gebruiker';
  if (options.staff) await ensureStaffAccount(app.db, { email, firstName, lastName, now: app.now() });
  const exists = (await findEmployeeByEmail(app.db, email)) !== undefined;
  const request = exists
    ? await app.inject({ method: 'POST', url: '/api/auth/passwordless_login', remoteAddress, payload: { email } })
    : await app.inject({ method: 'POST', url: '/api/employees/register', remoteAddress, payload: { email, firstName, lastName, privacyConsent: true } });
  if (request.statusCode !== 204) throw new Error(`loginAs(${email}): requesting a link answered ${request.statusCode}: ${request.body}`);
  const mail = await latestMail(app, email);
  const token = mail?.link ? /\/login\/([A-Za-z0-9_-]+)/.exec(mail.link)?.[1] : undefined;
  if (!token) throw new Error(`loginAs(${email}): no login link in the newest mail (${mail?.subject ?? 'none'})`);
  const redeem = await app.inject({
    method: 'GET',
    url: `/api/auth/passwordless_login/${token}`,
    remoteAddress,
    ...(options.userAgent ? { headers: { 'user-agent': options.userAgent } } : {}),
  });
  if (redeem.statusCode !== 200) throw new Error(`loginAs(${email}): redeeming the link answered ${redeem.statusCode}: ${redeem.body}`);
  const cookies = cookiesOf(redeem);
  if (!cookies[COOKIE_NAMES.access]) throw new Error(`loginAs(${email}): no access cookie was set`);
  return { cookies, cookieHeader: toCookieHeader(cookies), employeeId: (redeem.json() as LoginResponse).user.id };
}

/** One `Set-Cookie` header, parsed. */
export interface SetCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: string | undefined;
  path: string | undefined;
  maxAge: number | undefined;
  expires: string | undefined;
}

/** Parses the raw `Set-Cookie` headers of a response (by cookie name; the last one wins). */
export function parseSetCookies(response: LightMyRequestResponse): Record<string, SetCookie> {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const result: Record<string, SetCookie> = {};
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const cookie: SetCookie = {
      name: pair.slice(0, separator),
      value: decodeURIComponent(pair.slice(separator + 1)),
      httpOnly: false,
      secure: false,
      sameSite: undefined,
      path: undefined,
      maxAge: undefined,
      expires: undefined,
    };
    for (const attribute of attributes) {
      const [key = '', ...rest] = attribute.split('=');
      const value = rest.join('=');
      switch (key.toLowerCase()) {
        case 'httponly':
          cookie.httpOnly = true;
          break;
        case 'secure':
          cookie.secure = true;
          break;
        case 'samesite':
          cookie.sameSite = value;
          break;
        case 'path':
          cookie.path = value;
          break;
        case 'max-age':
          cookie.maxAge = Number(value);
          break;
        case 'expires':
          cookie.expires = value;
          break;
        default:
          break;
      }
    }
    result[cookie.name] = cookie;
  }
  return result;
}
