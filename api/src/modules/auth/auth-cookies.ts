import { COOKIE_NAMES, SECURE_COOKIE_NAMES } from '@interim/shared/contract';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { RuntimeConfig } from '../../plugins/app-context.js';

type SessionCookie = keyof typeof COOKIE_NAMES;
const SESSION_COOKIES: readonly SessionCookie[] = ['access', 'refresh', 'activeUser'];

/**
 * The session cookies' names: `__Host-`/`__Secure-` names when the site is
 * https (PUBLIC_URL), the plain names over http, where browsers refuse those
 * prefixes (`pnpm dev`, `pnpm start` and the e2e suite on localhost).
 */
export function sessionCookieNames(config: Pick<RuntimeConfig, 'publicUrl'>): Record<SessionCookie, string> {
  return config.publicUrl.startsWith('https:') ? SECURE_COOKIE_NAMES : COOKIE_NAMES;
}

/**
 * Cookie attributes of docs/architecture.md section 3. Secure always: browsers
 * accept Secure cookies from http://localhost (Chrome, Firefox), so local
 * runs work too; use `localhost`, not 127.0.0.1. No Domain ever, Path=/
 * where the cookie allows it: what the `__Host-` names require.
 */
function attributes(maxAge: { access: number; refresh: number }): Record<SessionCookie, CookieSerializeOptions> {
  return {
    access: { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: maxAge.access },
    // Sent only to /api/auth (refresh, logout), never cross-site.
    refresh: { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/auth', maxAge: maxAge.refresh },
    // Readable by scripts: it only marks "logged in" and holds no secret. Lives as long as the refresh token.
    activeUser: { httpOnly: false, secure: true, sameSite: 'lax', path: '/', maxAge: maxAge.refresh },
  };
}

/**
 * The three session cookies of a fresh login or refresh. Their lifetimes
 * (seconds) end no later than the session (its absolute lifetime).
 */
export function setSessionCookies(
  reply: FastifyReply,
  config: RuntimeConfig,
  tokens: { accessToken: string; refreshToken: string; accessMaxAgeSeconds: number; refreshMaxAgeSeconds: number },
): void {
  const names = sessionCookieNames(config);
  const options = attributes({ access: tokens.accessMaxAgeSeconds, refresh: tokens.refreshMaxAgeSeconds });
  reply.setCookie(names.access, tokens.accessToken, options.access);
  reply.setCookie(names.refresh, tokens.refreshToken, options.refresh);
  reply.setCookie(names.activeUser, '1', options.activeUser);
  reply.header('cache-control', 'no-store');
}

/**
 * Deletes the three session cookies (same name, path and attributes; Max-Age
 * 0). On an https site the plain names too: cookies set before the site
 * used the `__Host-` names.
 */
export function clearSessionCookies(reply: FastifyReply, config: RuntimeConfig): void {
  const options = attributes({ access: 0, refresh: 0 });
  const nameSets = new Set([sessionCookieNames(config), COOKIE_NAMES]);
  for (const names of nameSets) {
    for (const cookie of SESSION_COOKIES) reply.setCookie(names[cookie], '', { ...options[cookie], maxAge: 0, expires: new Date(0) });
  }
  reply.header('cache-control', 'no-store');
}
