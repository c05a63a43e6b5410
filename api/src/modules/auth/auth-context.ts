// What the auth routes and the employees' registration share: the auth
// service's context and the login rate limits. In a file of their own so
// that employees.routes does not import auth.routes.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { clientAddress, limitRequests } from '../../plugins/rate-limit.js';
import type { AccountLookups, AuthContext } from './auth.service.js';

/** The context of the auth service, from the app's decorations and the employees module's account lookups. */
export function authContext(app: FastifyInstance, accounts: AccountLookups): AuthContext {
  return { db: app.db, config: app.config, now: app.now, mailer: app.mailer, accounts };
}

/** The `email` of a validated JSON body (the schemas trim and lower-case it), else undefined. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? body.email.toLowerCase() : undefined;
}

/**
 * A route preHandler with the rate limits of the login requests
 * (docs/architecture.md section 3): RATE_LIMIT_PER_EMAIL per e-mail address
 * (protects a mailbox and a code) and RATE_LIMIT_PER_IP per client IP, each
 * per RATE_LIMIT_WINDOW_SECONDS. `bucket` names the request kind
 * ('login-link', 'register' ...): each kind counts on its own.
 */
export function limitLoginRequests(bucket: string, email: (request: FastifyRequest) => string | undefined = bodyEmail): preHandlerAsyncHookHandler {
  return limitRequests([
    { bucket: `${bucket}:email`, key: email, limit: (config) => config.rateLimit.perEmail, windowSeconds: (config) => config.rateLimit.windowSeconds },
    { bucket: `${bucket}:ip`, key: clientAddress, limit: (config) => config.rateLimit.perIp, windowSeconds: (config) => config.rateLimit.windowSeconds },
  ]);
}
