import { AUTH_ERROR_CODES, LOGIN_CODE_LENGTH, LOGIN_CODE_MAX_ATTEMPTS, LOGIN_TOKEN_PATTERN, type Role } from '@interim/shared/contract';
import type { AliasableExpression, Expression, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { loginLinkMail, noAccountMail } from '../../mail/mail-templates.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RuntimeConfig } from '../../plugins/app-context.js';
import type { EmployeeIdentity } from '../employees/employees.readers.js';
import {
  createNumericCode,
  createRandomToken,
  deriveRefreshToken,
  digestsEqual,
  hashLoginAddress,
  hashLoginCode,
  sha256Hex,
} from './auth-crypto.js';
import { signAccessToken } from './access-token.js';
import { describeDevice } from './device-label.js';
import {
  clearAddressCodeAttempts,
  consumeLoginLinkById,
  consumeLoginLinkByTokenHash,
  countAddressCodeAttempt,
  countNewestLinkCodeAttempt,
  deleteCodeAttemptsBefore,
  deleteLoginLinksExpiredBefore,
  expireOpenLoginLinksOf,
  findLoginLinkState,
  insertLoginLink,
} from './login-links.repository.js';
import {
  deleteRefreshTokensExpiredBefore,
  deleteSessionsWithoutRefreshTokens,
  findNewestRefreshToken,
  findRefreshToken,
  findSessionIdByRefreshTokenHash,
  insertRefreshToken,
  insertSession,
  listOpenSessions,
  markAccountSessionsRevoked,
  markOtherSessionsRevoked,
  markOwnSessionRevoked,
  markSessionRefreshed,
  markSessionRevoked,
  type NewRefreshToken,
  rotateRefreshToken,
} from './sessions.repository.js';

/**
 * The accounts login needs (rows of `employees`): the employees module's
 * lookups (employees.readers.ts), passed in, because that module imports
 * this one (registration mails a login link, an address change ends
 * sessions) and modules import each other one way only.
 */
export interface AccountLookups {
  findEmployeeByEmail(db: Kysely<Database>, email: string): Promise<EmployeeIdentity | undefined>;
  findEmployeeIdentity(db: Kysely<Database>, id: number): Promise<EmployeeIdentity | undefined>;
  /** The role of account `employeeId`, null when there is none: a scalar subquery (a refresh reads it with its token). */
  roleOf(employeeId: Expression<number>): AliasableExpression<Role | null>;
}

/** What the auth service needs from the app. */
export interface AuthContext {
  db: Kysely<Database>;
  config: RuntimeConfig;
  now: () => Date;
  mailer: Mailer;
  accounts: AccountLookups;
}

/** A session's new tokens, to be put into cookies with these lifetimes. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  /** The access token's lifetime: ACCESS_TOKEN_TTL_SECONDS, or less near the session's end. */
  accessMaxAgeSeconds: number;
  /** The refresh token's lifetime: REFRESH_TOKEN_TTL_SECONDS, or less near the session's end. */
  refreshMaxAgeSeconds: number;
}

const errors = {
  linkInvalid: () =>
    new ApiError(400, AUTH_ERROR_CODES.linkInvalid, 'Deze inloglink is ongeldig of al gebruikt. Vraag een nieuwe inloglink aan.'),
  linkExpired: () => new ApiError(410, AUTH_ERROR_CODES.linkExpired, 'Deze inloglink is verlopen. Vraag een nieuwe inloglink aan.'),
  codeInvalid: () =>
    new ApiError(400, AUTH_ERROR_CODES.codeInvalid, 'De code is onjuist of verlopen. Controleer de code of vraag een nieuwe inlogmail aan.'),
  codeLocked: () =>
    new ApiError(
      400,
      AUTH_ERROR_CODES.codeLocked,
      'Er is te vaak een onjuiste code ingevuld. Inloggen met een code kan daarom niet meer: open de inloglink in je e-mail, of vraag een nieuwe inloglink aan en open die.',
    ),
  refreshFailed: () => new ApiError(401, AUTH_ERROR_CODES.refreshFailed, 'Je sessie is verlopen. Log opnieuw in.'),
  sessionOver: (maxAgeSeconds: number) =>
    new ApiError(
      401,
      AUTH_ERROR_CODES.refreshFailed,
      `Je bent ${dutchDuration(maxAgeSeconds)} geleden ingelogd; langer blijf je niet ingelogd. Vraag een nieuwe inloglink aan om verder te gaan.`,
    ),
  sessionNotFound: () => new ApiError(404, 'SESSION_NOT_FOUND', 'Dit apparaat is niet (meer) ingelogd.'),
  currentSession: () =>
    new ApiError(409, 'CURRENT_SESSION', 'Dit is het apparaat dat je nu gebruikt. Log hier uit via het menu.'),
};

/** "90 dagen", "8 uur", "45 minuten": a session lifetime in the words of its message. */
function dutchDuration(totalSeconds: number): string {
  if (totalSeconds % 86400 === 0) return totalSeconds === 86400 ? '1 dag' : `${totalSeconds / 86400} dagen`;
  if (totalSeconds >= 3600) return `${Math.round(totalSeconds / 3600)} uur`;
  return `${Math.max(1, Math.round(totalSeconds / 60))} minuten`;
}

/**
 * The lifetimes of a session of this role (docs/adr/0016-sessions-and-audit.md):
 * staff sessions are short (STAFF_SESSION_MAX_AGE_SECONDS from the login,
 * STAFF_REFRESH_TOKEN_TTL_SECONDS without use), a freelancer's long
 * (SESSION_MAX_AGE_SECONDS, REFRESH_TOKEN_TTL_SECONDS). The role is read at
 * every refresh: someone made staff gets the staff lifetimes from then on.
 */
export function sessionLifetimes(config: RuntimeConfig, role: Role): { maxAgeSeconds: number; refreshTtlSeconds: number } {
  return role === 'staff'
    ? { maxAgeSeconds: config.staffSessionMaxAgeSeconds, refreshTtlSeconds: config.staffRefreshTokenTtlSeconds }
    : { maxAgeSeconds: config.sessionMaxAgeSeconds, refreshTtlSeconds: config.refreshTokenTtlSeconds };
}

/**
 * Code attempts an address gets between two logins (issue 18). Each attempt is
 * checked against one code of 10^6, so whoever guesses succeeds with a chance
 * of at most 20 / 10^6 = 0.002 % until the owner logs in again; after that
 * only opening a link (which proves access to the mailbox) unlocks codes.
 */
export const LOGIN_CODE_MAX_FAILURES = 20;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const addSeconds = (date: Date, amount: number) => new Date(date.getTime() + amount * 1000);

/** `${PUBLIC_URL}/login/<token>`, plus `?returnTo=` for a safe return path. */
export function loginUrl(config: RuntimeConfig, token: string, returnTo?: string | null): string {
  const base = `${config.publicUrl}/login/${token}`;
  return returnTo ? `${base}?returnTo=${encodeURIComponent(returnTo)}` : base;
}

/**
 * Creates a login link with its code for an account. Only the SHA-256 of the
 * token and an HMAC of the code are stored; the raw values go into the mail.
 */
export async function createLoginLink(
  context: AuthContext,
  employeeId: number,
  returnTo?: string | null,
): Promise<{ token: string; code: string; link: string; ttlMinutes: number }> {
  const token = createRandomToken(32);
  const code = createNumericCode(LOGIN_CODE_LENGTH);
  const tokenHash = sha256Hex(token);
  const now = context.now();
  await insertLoginLink(context.db, {
    employeeId,
    tokenHash,
    codeHash: hashLoginCode(context.config.jwtSecret, tokenHash, code),
    returnTo: returnTo ?? null,
    now,
    expiresAt: addSeconds(now, context.config.loginLinkTtlSeconds),
  });
  return { token, code, link: loginUrl(context.config, token, returnTo), ttlMinutes: Math.round(context.config.loginLinkTtlSeconds / 60) };
}

/**
 * `POST /api/auth/passwordless_login`. Known address: a login mail with link
 * and code. Unknown address: a mail that says there is no account. Both paths
 * do the same in the request, one lookup and one background job (issue 18,
 * finding 8a): storing the link and every mail happen after the answer
 * (`mailer.queueAfter`), so neither the answer (204) nor its timing tells
 * whether the address is registered. The link and its mail are stored in
 * one transaction (docs/adr/0012): no link without its mail, and the mail
 * goes only once the link is there.
 */
export async function requestLoginLink(context: AuthContext, input: { email: string; returnTo?: string | undefined }): Promise<void> {
  const employee = await context.accounts.findEmployeeByEmail(context.db, input.email);
  context.mailer.queueAfter(async () => {
    if (!employee) {
      await context.mailer.enqueue(context.db, { to: input.email, ...noAccountMail({ registerLink: `${context.config.publicUrl}/aanmelden` }) });
      return;
    }
    await context.db.transaction().execute(async (trx) => {
      // A client contact lands in the portal (docs/adr/0021), not on a freelancer's dashboard.
      const returnTo = input.returnTo ?? (employee.role === 'client' ? '/opdrachtgevers/portaal' : undefined);
      const link = await createLoginLink({ ...context, db: trx }, employee.id, returnTo);
      await context.mailer.enqueue(trx, { to: employee.email, ...loginLinkMail({ firstName: employee.firstName, ...link }) });
    });
  });
}

/**
 * Consumes a login link: one atomic UPDATE, so of many concurrent
 * redemptions exactly one wins. 410 when it expired unused, 400 when it is
 * unknown or used. Opening a link proves access to the mailbox, so it also
 * ends a lock of code login ({@link LOGIN_CODE_MAX_FAILURES}).
 */
export async function redeemLoginLink(context: AuthContext, token: string): Promise<{ employeeId: number; returnTo: string | null }> {
  if (!LOGIN_TOKEN_PATTERN.test(token)) throw errors.linkInvalid();
  const tokenHash = sha256Hex(token);
  const now = context.now();
  const consumed = await consumeLoginLinkByTokenHash(context.db, tokenHash, now);
  if (consumed) {
    const employee = await context.accounts.findEmployeeIdentity(context.db, consumed.employeeId);
    if (employee) await clearAddressCodeAttempts(context.db, hashLoginAddress(context.config.jwtSecret, employee.email));
    return consumed;
  }
  const link = await findLoginLinkState(context.db, tokenHash);
  if (link && link.usedAt === null && link.expiresAt.getTime() <= now.getTime()) throw errors.linkExpired();
  throw errors.linkInvalid();
}

/**
 * Development and tests only (`POST /api/_dev/auth/expire_login_links`, never
 * in production): lets every open login link of an address expire now, so an
 * end-to-end test can see the expired-link flow without waiting out
 * LOGIN_LINK_TTL_SECONDS or running a second server with a tiny lifetime.
 * Returns how many links expired.
 */
export async function expireOpenLoginLinks(context: AuthContext, email: string): Promise<number> {
  const employee = await context.accounts.findEmployeeByEmail(context.db, email);
  if (!employee) return 0;
  return expireOpenLoginLinksOf(context.db, employee.id, context.now());
}

/**
 * `POST /api/auth/login`: the 6-digit code of the newest unused, unexpired
 * login mail of this address (older mails' codes no longer work). Two limits:
 * {@link LOGIN_CODE_MAX_ATTEMPTS} wrong codes per link (then its code stops
 * working, its link still works), and {@link LOGIN_CODE_MAX_FAILURES} code
 * attempts per address between two logins, counted before the code is checked
 * and kept in the database beyond any rate-limit window; past that, 400
 * `LOGIN_CODE_LOCKED` even for the right code, until a link is opened.
 * Unknown addresses are counted and locked alike. Unknown address, wrong
 * code: the same 400 `LOGIN_CODE_INVALID`.
 */
export async function loginWithCode(context: AuthContext, input: { email: string; code: string }): Promise<{ employeeId: number; returnTo: string | null }> {
  const now = context.now();
  const employee = await context.accounts.findEmployeeByEmail(context.db, input.email);
  const addressHash = hashLoginAddress(context.config.jwtSecret, input.email);
  const attempts = await countAddressCodeAttempt(context.db, { addressHash, employeeId: employee?.id, now });
  if (attempts > LOGIN_CODE_MAX_FAILURES) throw errors.codeLocked();
  // The attempt that reaches the limit says so at once.
  const refuse = () => (attempts >= LOGIN_CODE_MAX_FAILURES ? errors.codeLocked() : errors.codeInvalid());
  if (!employee) throw refuse();
  const link = await countNewestLinkCodeAttempt(context.db, { employeeId: employee.id, now, maxAttempts: LOGIN_CODE_MAX_ATTEMPTS });
  if (!link || !digestsEqual(link.codeHash, hashLoginCode(context.config.jwtSecret, link.tokenHash, input.code))) throw refuse();
  if (!(await consumeLoginLinkById(context.db, link.id, now))) throw refuse();
  await clearAddressCodeAttempts(context.db, addressHash);
  return { employeeId: employee.id, returnTo: link.returnTo };
}

/** When a session of `role` that started at `createdAt` ends, whatever its refreshes ({@link sessionLifetimes}). */
function sessionEnd(context: AuthContext, createdAt: Date, role: Role): Date {
  return addSeconds(createdAt, sessionLifetimes(context.config, role).maxAgeSeconds);
}

/**
 * The tokens of a session for its refresh token of `generation`: a fresh
 * access token, and both lifetimes cut off at the session's end.
 */
async function tokensFor(
  context: AuthContext,
  session: { id: string; employeeId: number; role: Role; end: Date },
  refresh: { token: string; expiresAt: Date },
): Promise<SessionTokens> {
  const now = context.now();
  const accessExpiresAt = Math.min(seconds(now) + context.config.accessTokenTtlSeconds, seconds(session.end));
  return {
    accessToken: await signAccessToken(
      { sub: session.employeeId, role: session.role, sid: session.id, iat: seconds(now), exp: accessExpiresAt },
      context.config.jwtSecret,
    ),
    refreshToken: refresh.token,
    sessionId: session.id,
    accessMaxAgeSeconds: accessExpiresAt - seconds(now),
    refreshMaxAgeSeconds: Math.max(0, seconds(refresh.expiresAt) - seconds(now)),
  };
}

/** The refresh token of `generation` of a session, and the row to store for it. */
function refreshTokenOf(
  context: AuthContext,
  session: { id: string; role: Role; end: Date },
  generation: number,
): { token: string; row: NewRefreshToken } {
  const token = deriveRefreshToken(context.config.jwtSecret, session.id, generation);
  const now = context.now();
  const ttl = sessionLifetimes(context.config, session.role).refreshTtlSeconds;
  const expiresAt = new Date(Math.min(addSeconds(now, ttl).getTime(), session.end.getTime()));
  return { token, row: { sessionId: session.id, generation, tokenHash: sha256Hex(token), now, expiresAt } };
}

/** Starts a session (a new refresh family) for an account, remembering the browser it started in. */
export async function createSession(context: AuthContext, employee: { id: number; role: Role }, userAgent?: string): Promise<SessionTokens> {
  const now = context.now();
  const session = { id: createRandomToken(18), employeeId: employee.id, role: employee.role, end: sessionEnd(context, now, employee.role) };
  await insertSession(context.db, { id: session.id, employeeId: employee.id, now, userAgent });
  const refresh = refreshTokenOf(context, session, 0);
  await insertRefreshToken(context.db, refresh.row);
  return tokensFor(context, session, { token: refresh.token, expiresAt: refresh.row.expiresAt });
}

/**
 * Starts a session for the account a login link or code named: 400
 * `LOGIN_LINK_INVALID` when the account is gone in the meantime.
 */
export async function startSessionFor(context: AuthContext, employeeId: number, userAgent?: string): Promise<{ employee: EmployeeIdentity; tokens: SessionTokens }> {
  const employee = await context.accounts.findEmployeeIdentity(context.db, employeeId);
  if (!employee) throw new ApiError(400, 'LOGIN_LINK_INVALID', 'Dit account bestaat niet meer.');
  return { employee, tokens: await createSession(context, employee, userAgent) };
}

/**
 * `GET /api/auth/refresh_tokens`: rotates the refresh token within its
 * family, one generation on. A token already rotated less than
 * `refreshGraceSeconds` ago (parallel refreshes of one page, or two clients
 * holding the same token) gets the family's current token, the same one the
 * first use got: the family never forks, so whichever of two clients falls
 * behind later presents a rotated token and the replay check catches it.
 * Used after the grace window a rotated token is a replay: the whole family
 * is revoked and the answer is 401. At SESSION_MAX_AGE_SECONDS after the
 * login the session ends (401; a new login link is needed), however often
 * it was refreshed.
 */
export async function refreshSession(context: AuthContext, refreshToken: string | undefined): Promise<SessionTokens> {
  if (!refreshToken || !/^[A-Za-z0-9_-]{43}$/.test(refreshToken)) throw errors.refreshFailed();
  const now = context.now();
  const current = await findRefreshToken(context.db, sha256Hex(refreshToken), context.accounts.roleOf);
  // No role: the account is gone.
  if (!current || current.revokedAt !== null || current.role === null) throw errors.refreshFailed();
  const session = {
    id: current.sessionId,
    employeeId: current.employeeId,
    role: current.role,
    end: sessionEnd(context, current.sessionCreatedAt, current.role),
  };
  // Before the token's own expiry, which the session's end caps: the user learns why.
  if (session.end.getTime() <= now.getTime()) {
    await revokeSession(context.db, session.id, 'max_age', now);
    throw errors.sessionOver(sessionLifetimes(context.config, session.role).maxAgeSeconds);
  }
  if (current.expiresAt.getTime() <= now.getTime()) throw errors.refreshFailed();

  if (current.rotatedAt === null) {
    const successor = refreshTokenOf(context, session, current.generation + 1);
    if (await rotateRefreshToken(context.db, { tokenId: current.tokenId, successor: successor.row })) {
      await markSessionRefreshed(context.db, session.id, now);
      return tokensFor(context, session, { token: successor.token, expiresAt: successor.row.expiresAt });
    }
    // Lost the race to a parallel refresh of the same token: it rotated the token just now.
  } else if (now.getTime() - current.rotatedAt.getTime() > context.config.refreshGraceSeconds * 1000) {
    await revokeSession(context.db, session.id, 'reuse', now);
    throw errors.refreshFailed();
  }

  // Within the grace window: the family's current token, as the first use got it.
  const newest = await findNewestRefreshToken(context.db, session.id);
  if (!newest || newest.rotatedAt !== null || newest.expiresAt.getTime() <= now.getTime()) throw errors.refreshFailed();
  const token = deriveRefreshToken(context.config.jwtSecret, session.id, newest.generation);
  // A token from before derived tokens (random) cannot be given again: that client logs in anew.
  if (sha256Hex(token) !== newest.tokenHash) throw errors.refreshFailed();
  return tokensFor(context, session, { token, expiresAt: newest.expiresAt });
}

/** Revokes one session (refresh family): its refresh tokens and access tokens stop working at once. */
export async function revokeSession(db: Kysely<Database>, sessionId: string, reason: string, now: Date): Promise<void> {
  await markSessionRevoked(db, { sessionId, reason, now });
}

/**
 * Revokes every session of an account (anonymisation, account changes by
 * staff): the user is logged out everywhere at once. Returns how many.
 */
export async function revokeAllSessions(db: Kysely<Database>, employeeId: number, reason: string, now: Date): Promise<number> {
  return markAccountSessionsRevoked(db, { employeeId, reason, now });
}

/** The session a refresh token belongs to, or undefined (logout of a session whose access token expired). */
export async function findSessionIdByRefreshToken(db: Kysely<Database>, refreshToken: string | undefined): Promise<string | undefined> {
  if (!refreshToken || !/^[A-Za-z0-9_-]{43}$/.test(refreshToken)) return undefined;
  return findSessionIdByRefreshTokenHash(db, sha256Hex(refreshToken));
}

/** Deletes links and sessions long past use (housekeeping; called on start). */
export async function purgeExpiredAuthData(db: Kysely<Database>, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  await deleteLoginLinksExpiredBefore(db, dayAgo);
  // A year without a code attempt: the counter (and a lock) of an address that never logged in again goes.
  await deleteCodeAttemptsBefore(db, new Date(now.getTime() - 365 * 24 * 3600 * 1000));
  await deleteRefreshTokensExpiredBefore(db, dayAgo);
  await deleteSessionsWithoutRefreshTokens(db, dayAgo);
}


/**
 * The id a session has in its owner's device list: a digest of the session
 * id, never the id itself (which the access token carries), so the list
 * hands no page script a value the tokens are tied to.
 */
export function publicSessionId(sessionId: string): string {
  return sha256Hex(`session-list:${sessionId}`).slice(0, 32);
}

/** One open session of the logged-in account, for "Ingelogde apparaten". */
export interface OpenSession {
  id: string;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

async function openSessionsOf(context: AuthContext, user: { id: number; role: Role }) {
  const now = context.now();
  const { maxAgeSeconds } = sessionLifetimes(context.config, user.role);
  return listOpenSessions(context.db, { employeeId: user.id, startedAfter: addSeconds(now, -maxAgeSeconds), now });
}

/**
 * `GET /api/auth/sessions`: the sessions of the account that still work,
 * newest first, each with its device in Dutch words, its login and its last
 * use (the last refresh: a session in use refreshes every
 * ACCESS_TOKEN_TTL_SECONDS), and whether it is the one asking.
 */
export async function listSessions(context: AuthContext, user: { id: number; role: Role; sessionId?: string | undefined }): Promise<OpenSession[]> {
  const sessions = await openSessionsOf(context, user);
  return sessions.map((session) => ({
    id: publicSessionId(session.id),
    device: describeDevice(session.userAgent),
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: (session.lastRefreshedAt ?? session.createdAt).toISOString(),
    current: session.id === user.sessionId,
  }));
}

/**
 * `DELETE /api/auth/sessions/{id}`: ends one other session of the account at
 * once (its access token is refused on its next request, its refresh token
 * at once). 404 for an id that is not an open session of this account, 409
 * for the asking session itself (that is logging out).
 */
export async function endSession(context: AuthContext, user: { id: number; role: Role; sessionId?: string | undefined }, publicId: string): Promise<void> {
  const sessions = await openSessionsOf(context, user);
  const session = sessions.find((candidate) => publicSessionId(candidate.id) === publicId);
  if (!session) throw errors.sessionNotFound();
  if (session.id === user.sessionId) throw errors.currentSession();
  if (!(await markOwnSessionRevoked(context.db, { employeeId: user.id, sessionId: session.id, reason: 'ended_by_user', now: context.now() }))) {
    throw errors.sessionNotFound();
  }
}

/**
 * Ends every session of an account but `keepSessionId` (the asking one):
 * "log out everywhere else", and after a change of the login address
 * (reason 'email_changed'). Answers how many sessions ended.
 */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  input: { employeeId: number; keepSessionId: string | undefined; reason: string; now: Date },
): Promise<number> {
  return markOtherSessionsRevoked(db, input);
}
