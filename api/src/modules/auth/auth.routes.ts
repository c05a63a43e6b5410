import { endpoints, endpointSchemas, type LoginResponse } from '@interim/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { authContext, limitLoginRequests } from './auth-context.js';
import { clearSessionCookies, sessionCookieNames, setSessionCookies } from './auth-cookies.js';
import {
  type AccountLookups,
  endSession,
  expireOpenLoginLinks,
  findSessionIdByRefreshToken,
  loginWithCode,
  redeemLoginLink,
  refreshSession,
  listSessions,
  requestLoginLink,
  revokeOtherSessions,
  revokeSession,
  startSessionFor,
} from './auth.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errorResponses = errorBodies(400, 401, 403, 404, 409, 410, 429);

/**
 * `POST /api/auth/passwordless_login`, `GET /api/auth/passwordless_login/{id}`, `POST /api/auth/login`,
 * `GET /api/auth/refresh_tokens`, `GET /api/auth/logout`, and the own devices: `GET|DELETE /api/auth/sessions`,
 * `DELETE /api/auth/sessions/{id}`.
 */
export async function authRoutes(app: FastifyInstance, accounts: AccountLookups): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = authContext(app, accounts);
  const cookieNames = sessionCookieNames(app.config);

  async function startSession(request: FastifyRequest, reply: FastifyReply, employeeId: number, returnTo: string | null): Promise<LoginResponse> {
    const { employee, tokens } = await startSessionFor(context, employeeId, request.headers['user-agent']);
    setSessionCookies(reply, app.config, tokens);
    return { user: employee, returnTo };
  }

  routes.post(
    endpoints.auth.requestLoginLink.path,
    {
      schema: routeSchema(endpointSchemas.auth.requestLoginLink, {
        tags: ['auth'],
        summary: 'Mail a login link and code',
        description:
          'Always 204, whether or not the address has an account (an unknown address gets a mail that invites to register). The link is valid LOGIN_LINK_TTL_SECONDS (default 10 minutes) and works once. Rate limited per address and per IP (429 with Retry-After).',
        errors: errorResponses,
      }),
      preHandler: limitLoginRequests('login-link'),
    },
    async (request, reply) => {
      await requestLoginLink(context, request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(204).send(null);
    },
  );

  routes.get(
    endpoints.auth.loginWithLink.path,
    {
      schema: routeSchema(endpointSchemas.auth.loginWithLink, {
        tags: ['auth'],
        summary: 'Log in with the token of a login link',
        description:
          'Sets the session cookies. 410 `LOGIN_LINK_EXPIRED` when the link expired unused; 400 `LOGIN_LINK_INVALID` when it is unknown or already used.',
        errors: errorResponses,
      }),
      config: { stateChanging: true },
    },
    async (request, reply) => {
      const { employeeId, returnTo } = await redeemLoginLink(context, request.params.id);
      return startSession(request, reply, employeeId, returnTo);
    },
  );

  routes.post(
    endpoints.auth.login.path,
    {
      schema: routeSchema(endpointSchemas.auth.login, {
        tags: ['auth'],
        summary: 'Log in with the 6-digit code of a login mail (another device)',
        description: 'Sets the session cookies. 400 `LOGIN_CODE_INVALID` for a wrong, used or expired code or an unknown address. Rate limited.',
        errors: errorResponses,
      }),
      preHandler: limitLoginRequests('login-code'),
    },
    async (request, reply) => {
      const { employeeId, returnTo } = await loginWithCode(context, request.body);
      return startSession(request, reply, employeeId, returnTo);
    },
  );

  routes.get(
    endpoints.auth.refresh.path,
    {
      schema: routeSchema(endpointSchemas.auth.refresh, {
        tags: ['auth'],
        summary: 'New access and refresh tokens',
        description:
          'Rotates the refresh cookie. A refresh token used again within REFRESH_GRACE_SECONDS of its rotation gets the same new token as its first use (the session never forks). 401 `REFRESH_FAILED` (and the cookies cleared) without a valid refresh token, when a refresh token is replayed after the grace window (the whole session is then revoked), or SESSION_MAX_AGE_SECONDS (default 90 days) after the login (a new login link is needed).',
        errors: errorResponses,
      }),
      config: { stateChanging: true },
    },
    async (request, reply) => {
      try {
        const tokens = await refreshSession(context, request.cookies[cookieNames.refresh]);
        setSessionCookies(reply, app.config, tokens);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 401) clearSessionCookies(reply, app.config);
        throw error;
      }
      return reply.status(204).send(null);
    },
  );

  if (app.config.nodeEnv !== 'production') {
    // Like the development mailbox: a test aid, absent in production.
    routes.post(
      '/_dev/auth/expire_login_links',
      {
        schema: {
          tags: ['development'],
          summary: 'Let the open login links of an address expire now (not in production)',
          description: 'For end-to-end tests of the expired-link page: the links then answer 410 `LOGIN_LINK_EXPIRED`.',
          body: z.object({ email: z.string().trim().toLowerCase().max(254) }),
          response: { 200: z.object({ expired: z.number().int() }), ...errorResponses },
        },
      },
      async (request) => {
        // Links requested just before are stored in the background (requestLoginLink): let them land first.
        await app.mailer.flush();
        return { expired: await expireOpenLoginLinks(context, request.body.email) };
      },
    );
  }

  routes.get(
    endpoints.auth.logout.path,
    {
      schema: routeSchema(endpointSchemas.auth.logout, {
        tags: ['auth'],
        summary: 'Log out',
        description: 'Revokes the session (its refresh and access tokens stop working at once) and clears the cookies. Always 204.',
        errors: errorResponses,
      }),
      config: { stateChanging: true },
    },
    async (request, reply) => {
      const sessionId = request.user?.sessionId ?? (await findSessionIdByRefreshToken(app.db, request.cookies[cookieNames.refresh]));
      if (sessionId) await revokeSession(app.db, sessionId, 'logout', app.now());
      clearSessionCookies(reply, app.config);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    endpoints.auth.sessions.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.auth.sessions, {
        tags: ['auth'],
        summary: 'The devices (sessions) of the logged-in account',
        description:
          'Every session that still works, newest first: its device in Dutch words (from the User-Agent of its login), its login, its last use (last token refresh) and `current` for the asking one.',
        errors: errorResponses,
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listSessions(context, currentUser(request));
    },
  );

  routes.delete(
    endpoints.auth.endSession.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.auth.endSession, {
        tags: ['auth'],
        summary: 'Log out one other device',
        description:
          'Ends that session at once: its refresh token fails from now on and its access token on its next request. 404 `SESSION_NOT_FOUND` for an id that is not an open session of this account; 409 `CURRENT_SESSION` for the asking session (log out instead).',
        errors: errorResponses,
      }),
    },
    async (request, reply) => {
      await endSession(context, currentUser(request), request.params.id);
      reply.header('cache-control', 'no-store');
      return reply.status(204).send(null);
    },
  );

  routes.delete(
    endpoints.auth.endOtherSessions.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.auth.endOtherSessions, {
        tags: ['auth'],
        summary: 'Log out every other device',
        description: 'Ends every session of the account except the asking one, at once. Answers how many ended.',
        errors: errorResponses,
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const ended = await revokeOtherSessions(app.db, { employeeId: user.id, keepSessionId: user.sessionId, reason: 'ended_by_user', now: app.now() });
      reply.header('cache-control', 'no-store');
      return { ended };
    },
  );
}
