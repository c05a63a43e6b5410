import type { FastifyServerOptions } from 'fastify';

/**
 * Personal data and secrets out of the server log (issue 18, finding 4).
 *
 * Every line the logger writes passes through {@link redactLogLine} on its
 * way to the destination, whatever logged it (a module, Fastify's request
 * log, an error's message or stack, a library's error text):
 *
 * - e-mail addresses, also URL-encoded (`?to=eva%40example.nl`), become
 *   `e***@example.nl`: enough to tell mails apart, not to write to anyone;
 * - URLs with a path or query (login, confirmation and download links) become
 *   `[link]`; a bare origin such as PUBLIC_URL stays;
 * - a token in a path or query (`/api/auth/passwordless_login/<token>`)
 *   becomes `[token]`, and so does any `token=` value whole (an unsubscribe
 *   token is a JWT: its dots ended the 32-character pattern, issue 29 item 8)
 *   and any JWT-shaped string (`eyJ...`.`...`.`...`).
 *
 * Every line is redacted in time linear in its length (issue 29 item 1: the
 * old address pattern backtracked, 0.7 s of CPU for a 16,000-character URL):
 * each pattern either starts at a fixed literal or has bounded repetition,
 * and a line longer than {@link MAX_LOG_LINE_CHARS} is cut before it is
 * redacted (and still written as one JSON line).
 *
 * One line is let through with its link: the outbox's development line
 * (`"outboxLink":"..."`, logged by the mailer only when `logMailLinks` is on,
 * so never in production), so `pnpm dev` works without a mail server. Its
 * address is masked like any other. The marker is a JSON key: text a user
 * sends is logged inside a JSON string, where its quotes are escaped, so it
 * cannot forge one.
 *
 * Logs cannot be purged after the fact (they leave the process), so this is
 * what keeps an anonymised person out of them.
 */

/** The key of the one log field whose link is kept (see above). */
export const LOGGED_LINK_KEY = 'outboxLink';

/** Longer lines are cut to this many characters before they are redacted (a JSON line saying so is written instead). */
export const MAX_LOG_LINE_CHARS = 32 * 1024;

// The local part may hold percent-escapes, except %40 (the encoded @ itself).
// Every repetition is bounded (RFC 5321: a local part of at most 64, a label
// of at most 63 characters): a match attempt at one position costs a bounded
// number of steps whatever follows, so a line costs steps linear in its
// length. (Unbounded, `(...)+` before `@` retried the whole run of letters
// from every position of it: quadratic.) A longer local part still gets its
// last 64 characters masked.
const EMAIL = /((?:[A-Za-z0-9._+-]|%(?!40)[0-9A-Fa-f]{2}){1,64})(?:@|%40)((?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,63})/g;
const ONE_EMAIL = new RegExp(EMAIL.source);
const MAY_HOLD_EMAIL = /@|%40/i;
const URL_PATTERN = /https?:\/\/[^\s"'<>\\]+/g;
const ORIGIN_ONLY = /^https?:\/\/[^/?#]+\/?$/;
// A token: 32+ URL-safe characters right after a slash or an equals sign (login and change tokens are 43).
const TOKEN = /(?<=[/=])[A-Za-z0-9_-]{32,}/g;
// Any `token=` value, whole: up to the next separator of a query or a JSON string.
const TOKEN_PARAMETER = /token=[^&\s"'\\#<>]+/gi;
// A JWT (its header is base64url JSON, so it starts with `eyJ`), starting where a run of base64url characters starts.
const JWT = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const KEEP_LINK_MARKER = new RegExp(`[{,]"${LOGGED_LINK_KEY}":"`);

/** `jan.jansen@example.nl` -> `j***@example.nl`; also takes `jan%40example.nl`. */
export function maskEmail(address: string): string {
  const match = ONE_EMAIL.exec(address);
  if (!match) return '***';
  return `${maskLocalPart(match[1]!)}@${match[2]!}`;
}

function maskLocalPart(local: string): string {
  const first = /^%[0-9A-Fa-f]{2}/.test(local) ? '' : local.charAt(0);
  return `${first}***`;
}

/** One log line (or any text) with addresses masked and links and tokens replaced; see the module comment. */
export function redactLogLine(line: string): string {
  if (line.length > MAX_LOG_LINE_CHARS) return cutLogLine(line);
  let result = MAY_HOLD_EMAIL.test(line) ? line.replace(EMAIL, (_match, local: string, domain: string) => `${maskLocalPart(local)}@${domain}`) : line;
  if (KEEP_LINK_MARKER.test(result)) return result;
  result = result.replace(URL_PATTERN, (url) => (ORIGIN_ONLY.test(url) ? url : '[link]'));
  return result.replace(TOKEN_PARAMETER, 'token=[token]').replace(JWT, '[token]').replace(TOKEN, '[token]');
}

/**
 * A line over {@link MAX_LOG_LINE_CHARS}: one JSON line with its start
 * (redacted) and its length, so a log reader still parses every line. Cut
 * before it is redacted: the redaction's cost stays bounded per line.
 */
function cutLogLine(line: string): string {
  const start = redactLogLine(line.slice(0, MAX_LOG_LINE_CHARS));
  return `${JSON.stringify({ level: 40, msg: 'log line cut', length: line.length, start })}\n`;
}

/** What pino writes to: anything with `write(line)`. */
export interface LogDestination {
  write(line: string): unknown;
}

/** A destination that redacts each line before `destination` gets it. */
export function redactingDestination(destination: LogDestination): LogDestination {
  return {
    write(line: string) {
      return destination.write(redactLogLine(line));
    },
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Fastify's `logger` option with every line redacted: `true` or options
 * without a stream log to stdout through the redaction, a given `stream` is
 * wrapped. `false` stays off. A `file` or `transport` option is refused:
 * their lines would bypass the redaction.
 */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  if ('file' in options || 'transport' in options) {
    throw new Error('logger: use `stream` (redacted), not `file` or `transport`, so that no log line escapes the redaction');
  }
  const destination = (options as { stream?: LogDestination }).stream ?? process.stdout;
  return { ...options, stream: redactingDestination(destination) } as LoggerOption;
}
