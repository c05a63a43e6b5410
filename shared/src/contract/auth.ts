import { z } from 'zod';
import { emailField, messages } from '../validation';
import { LOGIN_CODE_LENGTH, isSafeReturnTo } from './auth-rules';

export { AUTH_ERROR_CODES, LOGIN_CODE_LENGTH, LOGIN_CODE_MAX_ATTEMPTS, LOGIN_TOKEN_PATTERN, isSafeReturnTo } from './auth-rules';

/**
 * Roles of a logged-in account: a freelancer (`employee`), someone of the
 * staffing company (`staff`), or a contact of a client organisation
 * (`client`, issue 31, docs/adr/0021). One address has one role.
 */
export const ROLES = ['employee', 'staff', 'client'] as const;
/** Role of a logged-in account. */
export const RoleSchema = z.enum(ROLES);
/** Role of a logged-in account. */
export type Role = z.infer<typeof RoleSchema>;

/** Longest return path accepted. */
const MAX_RETURN_TO = 500;

/**
 * Where to go after logging in: a path on this site. Only a relative path with
 * a single leading '/' is accepted ('//evil.example' and '/\evil' would leave
 * the site: an open redirect).
 */
export const ReturnToSchema = z
  .string()
  .max(MAX_RETURN_TO, { error: `Gebruik maximaal ${MAX_RETURN_TO} karakters` })
  .refine((value) => isSafeReturnTo(value), { error: 'Dit is geen geldige pagina van deze website' });

/**
 * Body of `POST /api/auth/passwordless_login`: mail me a login link (and code).
 * The answer is 204 whether or not the address is known.
 */
export const PasswordlessLoginRequestRequestDtoSchema = z.object({
  email: emailField,
  returnTo: ReturnToSchema.optional(),
});
/** Body of `POST /api/auth/passwordless_login`. */
export type PasswordlessLoginRequestRequestDto = z.infer<typeof PasswordlessLoginRequestRequestDtoSchema>;

/** Path parameters of `GET /api/auth/passwordless_login/{id}`: the token of the login link. */
export const PasswordlessLoginParamsSchema = z.object({
  id: z.string().max(200),
});
/** Path parameters of `GET /api/auth/passwordless_login/{id}`. */
export type PasswordlessLoginParams = z.infer<typeof PasswordlessLoginParamsSchema>;

/** The 6-digit code of a login mail (spaces are ignored, so '123 456' works). */
export const LoginCodeSchema = z
  .string({ error: messages.required })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: messages.required })
      .regex(new RegExp(`^[0-9]{${LOGIN_CODE_LENGTH}}$`), { error: `De code bestaat uit ${LOGIN_CODE_LENGTH} cijfers` }),
  );

/** Body of `POST /api/auth/login`: log in on another device with the code of the login mail. */
export const LoginRequestDtoSchema = z.object({
  email: emailField,
  code: LoginCodeSchema,
});
/** Body of `POST /api/auth/login`. */
export type LoginRequestDto = z.infer<typeof LoginRequestDtoSchema>;

/** Who logged in: enough for the session store and a greeting. */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
});
/** Who logged in. */
export type SessionUser = z.infer<typeof SessionUserSchema>;

/**
 * Answer of a successful login (`GET /api/auth/passwordless_login/{id}` and
 * `POST /api/auth/login`), sent with the session cookies. `returnTo` is the
 * return path given when the link was requested, or null.
 */
export const LoginResponseSchema = z.object({
  user: SessionUserSchema,
  returnTo: z.string().nullable(),
});
/** Answer of a successful login. */
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * One device (login session) of the logged-in account, as
 * `GET /api/auth/sessions` lists it for "Ingelogde apparaten": only sessions
 * that still work, newest first.
 */
export const LoginSessionSchema = z.object({
  /** Opaque id of the session in this list (not the session id of the tokens). */
  id: z.string(),
  /** The browser and system of the login in Dutch words, e.g. "Chrome op Windows"; "Onbekend apparaat" when unknown. */
  device: z.string(),
  /** ISO 8601: when this session logged in. */
  createdAt: z.string(),
  /** ISO 8601: when it was last used (its last token refresh, or the login). */
  lastUsedAt: z.string(),
  /** True for the session that asked ("dit apparaat"). */
  current: z.boolean(),
});
/** One device (login session) of the logged-in account. */
export type LoginSession = z.infer<typeof LoginSessionSchema>;

/** Path parameters of `DELETE /api/auth/sessions/{id}`: the id of {@link LoginSessionSchema}. */
export const LoginSessionParamsSchema = z.object({
  id: z.string().regex(/^[a-f0-9]{32}$/, { error: 'Onbekend apparaat' }),
});
/** Path parameters of `DELETE /api/auth/sessions/{id}`. */
export type LoginSessionParams = z.infer<typeof LoginSessionParamsSchema>;

/** Answer of `DELETE /api/auth/sessions` (log out on every other device): how many sessions ended. */
export const EndedSessionsSchema = z.object({ ended: z.number().int().min(0) });
/** Answer of `DELETE /api/auth/sessions`. */
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;

/** One mail of the development mailbox `GET /api/_dev/mailbox` (not in production). */
export const MailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The first login or action link of the mail, or null. */
  link: z.string().nullable(),
  /** The 6-digit login code of the mail, or null. */
  code: z.string().nullable(),
  /** ISO 8601 timestamp. */
  sentAt: z.string(),
});
/** One mail of the development mailbox. */
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

/** Query of `GET /api/_dev/mailbox`: `to` keeps the mails to one address (case-insensitive). */
export const MailboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
/** Query of `GET /api/_dev/mailbox`. */
export type MailboxQuery = z.infer<typeof MailboxQuerySchema>;
