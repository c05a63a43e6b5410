// What the auth routes and the employees' registration share: the auth
// service's context and the login rate limits. In a module of their own so
// that employees.routes does not import auth.routes (which imports the
// employees repository): no import cycle between the two modules' routes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth.service.js';

/** The context of the auth service, from the app's decorations. */
export function authContext(app: FastifyInstance): AuthContext {
  return { db: app.db, config: app.config, now: app.now, mailer: app.mailer };
}

/**
 * Rate-limit rules of the login requests (docs/architecture.md section 3): per
 * e-mail address (protects a mailbox and a code) and per client IP.
 */
export function loginRateLimits(app: FastifyInstance, request: FastifyRequest, bucket: string, email: string) {
  const { windowSeconds, perEmail, perIp } = app.config.rateLimit;
  return [
    { bucket: `${bucket}:email`, key: email.toLowerCase(), limit: perEmail, windowSeconds },
    { bucket: `${bucket}:ip`, key: request.ip, limit: perIp, windowSeconds },
  ];
}
