import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiErrors } from '../http/api-error.js';
import { sessionCookieNames } from '../modules/auth/auth-cookies.js';
import { verifyAccessToken } from '../modules/auth/access-token.js';
import '../modules/auth/auth.tables.js';
import type { RequestUser } from './app-context.js';

/**
 * Sets `request.user` from the access cookie on every /api request: a valid
 * HS256 JWT (checked by `jose`, modules/auth/access-token.ts) whose session
 * (refresh family) is not revoked. The session check is one primary-key
 * lookup, so logout and anonymisation end a session at once, not when the
 * token expires. The role is read from the database too:
 * promoting or demoting staff takes effect immediately.
 *
 * Routes guard themselves with {@link requireUser} / {@link requireStaff}
 * (as `onRequest`, so a visitor gets 401 before the body is even parsed).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    // The access cookie is `__Host-interim_access` on an https site: a plain-named cookie planted by a sibling subdomain is not read.

    app.addHook('onRequest', async (request) => {
      request.user = undefined;
      if (!request.url.startsWith('/api/')) return;
      request.user = await readSessionUser(app, request);
    });
  },
  { name: 'auth', dependencies: ['app-context'] },
);

/**
 * The user of the request's access cookie: a valid token whose session is
 * not revoked, else undefined. The API's own requests get it as
 * `request.user`; the site server asks it for page requests (a private page
 * is rendered on the server only with a valid session, ADR 0004).
 */
export async function readSessionUser(app: FastifyInstance, request: FastifyRequest): Promise<RequestUser | undefined> {
  const token = request.cookies[sessionCookieNames(app.config).access];
  if (!token) return undefined;
  const claims = await verifyAccessToken(token, app.config.jwtSecret, Math.floor(app.now().getTime() / 1000));
  if (!claims) return undefined;
  const session = await app.db
    .selectFrom('auth_sessions')
    .innerJoin('employees', 'employees.id', 'auth_sessions.employee_id')
    .select(['employees.id as employeeId', 'employees.role as role'])
    .where('auth_sessions.id', '=', claims.sid)
    .where('auth_sessions.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!session || session.employeeId !== claims.sub) return undefined;
  if (session.role === 'client' && request.url.startsWith('/api/') && !isClientPath(request)) return undefined;
  return { id: session.employeeId, role: session.role, sessionId: claims.sid } satisfies RequestUser;
}

/**
 * What a client contact's session counts for (docs/adr/0021): the portal,
 * their own session and account (auth, `GET /api/employees/me`, which the
 * chrome reads for the role) and their privacy requests. Everywhere else a
 * client is a visitor: the freelancer endpoints (apply, profile, CV, saved
 * searches ...) answer 401 without each having to know about clients, and
 * an endpoint added later is closed to clients until it is listed here.
 */
const CLIENT_PATHS = [/^\/api\/client-portal\//, /^\/api\/auth\//, /^\/api\/gdpr_requests(\/|$|\?)/];

function isClientPath(request: FastifyRequest): boolean {
  const path = request.url;
  if (request.method === 'GET' && (path === '/api/employees/me' || path.startsWith('/api/employees/me?'))) return true;
  return CLIENT_PATHS.some((pattern) => pattern.test(path));
}

/**
 * Route hook: 401 `UNAUTHENTICATED` unless logged in. Use as
 * `onRequest: requireUser` (a visitor is refused before the body is parsed),
 * or `const user = await requireUser(request)` inside a handler.
 */
export async function requireUser(request: FastifyRequest): Promise<RequestUser> {
  if (!request.user) throw apiErrors.unauthenticated();
  return request.user;
}

/** Route hook: 401 unless logged in, 403 `FORBIDDEN` unless staff. Resolves to the user like {@link requireUser}. */
export async function requireStaff(request: FastifyRequest): Promise<RequestUser> {
  if (!request.user) throw apiErrors.unauthenticated();
  if (request.user.role !== 'staff') throw apiErrors.forbidden();
  return request.user;
}

/** The logged-in user (sync); throws 401 when there is none. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw apiErrors.unauthenticated();
  return request.user;
}
