import { COOKIE_NAMES } from '@interim/shared/contract';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { RuntimeConfig } from '../../plugins/app-context.js';

/**
 * Cookie attributes of docs/architecture.md section 3. Secure always: browsers
 * accept Secure cookies from http://localhost (Chrome, Firefox), so local
 * runs work too; use `localhost`, not 127.0.0.1.
 */
function attributes(config: RuntimeConfig): Record<keyof typeof COOKIE_NAMES, CookieSerializeOptions> {
  return {
    access: { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: config.accessTokenTtlSeconds },
    // Sent only to /api/auth (refresh, logout), never cross-site.
    refresh: { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/auth', maxAge: config.refreshTokenTtlSeconds },
    // Readable by scripts: it only marks "logged in" and holds no secret. Lives as long as the refresh token.
    activeUser: { httpOnly: false, secure: true, sameSite: 'lax', path: '/', maxAge: config.refreshTokenTtlSeconds },
  };
}

/** The three session cookies of a fresh login or refresh. */
export function setSessionCookies(reply: FastifyReply, config: RuntimeConfig, tokens: { accessToken: string; refreshToken: string }): void {
  const options = attributes(config);
  reply.setCookie(COOKIE_NAMES.access, tokens.accessToken, options.access);
  reply.setCookie(COOKIE_NAMES.refresh, tokens.refreshToken, options.refresh);
  reply.setCookie(COOKIE_NAMES.activeUser, '1', options.activeUser);
  reply.header('cache-control', 'no-store');
}

/** Deletes the three session cookies (same name, path and attributes; Max-Age 0). */
export function clearSessionCookies(reply: FastifyReply, config: RuntimeConfig): void {
  const options = attributes(config);
  for (const name of ['access', 'refresh', 'activeUser'] as const) {
    reply.setCookie(COOKIE_NAMES[name], '', { ...options[name], maxAge: 0, expires: new Date(0) });
  }
  reply.header('cache-control', 'no-store');
}
