import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { apiErrors } from './api-error.js';

/**
 * The operator's access to a running server (the backup of `pnpm backup`,
 * ADR 0013, and the releases of `pnpm remote:*`, ADR 0009): one token and
 * one rule for both.
 *
 * - The token is the content of `${DATA_DIR}/operator-token`, created by the
 *   first server on the folder (mode 0600 in the 0700 data folder: only the
 *   server's user can read it) and kept across restarts, so every instance on
 *   the folder and every command run as that user agree on it.
 * - A request is the operator's only over a connection from this machine
 *   (loopback, or the server's own address), not relayed by a proxy (no
 *   forwarding header: X-Forwarded-*, X-Real-IP, Forwarded, ...; see
 *   {@link isForwarded}), with `Authorization: Bearer <token>`.
 *   Anything else is a 404, as if there were no such path.
 */

/** The operator token's file in the data folder. */
export const OPERATOR_TOKEN_FILE = 'operator-token';

/** Reads the operator token, creating it (mode 0600) when absent. */
export async function ensureOperatorToken(dataDir: string): Promise<string> {
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const token = randomBytes(32).toString('hex');
    // 'wx': another instance on the same folder may have written it meanwhile; then its token is read.
    await writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Headers a proxy adds to say whom it relays: the standard one, the de facto
 * `X-Forwarded-*` family (any name), nginx's `X-Real-IP`, and what CDNs and
 * load balancers use instead. A proxy on this host connects from loopback,
 * so any of them means the request is someone else's (issue 42, item 8b).
 */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
]);

/** Whether a proxy relayed the request: it carries any forwarding header ({@link FORWARDING_HEADERS}, `X-Forwarded-*`). */
export function isForwarded(request: Pick<FastifyRequest, 'headers'>): boolean {
  return Object.keys(request.headers).some((name) => FORWARDING_HEADERS.has(name) || name.startsWith('x-forwarded-'));
}

/** Whether the request came straight from this machine: no other host, and no proxy relaying someone else's. */
export function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.socket;
  if (!remoteAddress) return false;
  if (isForwarded(request)) return false;
  return LOOPBACK.test(remoteAddress) || remoteAddress === localAddress;
}

/** Constant-time comparison of the Authorization header with `Bearer <token>`. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return token.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

/** An onRequest hook (or a first check in a handler): a 404 unless the request is the operator's. */
export function requireOperator(token: () => string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!fromThisMachine(request) || !bearerMatches(request.headers.authorization, token())) throw apiErrors.notFound();
  };
}
