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
 *   becomes `[token]`.
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

// The local part may hold percent-escapes, except %40 (the encoded @ itself).
const EMAIL = /((?:[A-Za-z0-9._+-]|%(?!40)[0-9A-Fa-f]{2})+)(?:@|%40)((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})/g;
const ONE_EMAIL = new RegExp(EMAIL.source);
const URL_PATTERN = /https?:\/\/[^\s"'<>\\]+/g;
const ORIGIN_ONLY = /^https?:\/\/[^/?#]+\/?$/;
// A token: 32+ URL-safe characters right after a slash or an equals sign (login and change tokens are 43).
const TOKEN = /(?<=[/=])[A-Za-z0-9_-]{32,}/g;
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
  let result = line.replace(EMAIL, (_match, local: string, domain: string) => `${maskLocalPart(local)}@${domain}`);
  if (KEEP_LINK_MARKER.test(result)) return result;
  result = result.replace(URL_PATTERN, (url) => (ORIGIN_ONLY.test(url) ? url : '[link]'));
  return result.replace(TOKEN, '[token]');
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
