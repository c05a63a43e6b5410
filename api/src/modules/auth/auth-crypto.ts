import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random opaque token: 32 bytes (256 bits), base64url (43 characters). */
export function createRandomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256: how tokens are stored (a database leak reveals no usable token). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Hex HMAC-SHA256 with the server secret. */
export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A uniformly random numeric code with `length` digits (leading zeros kept). */
export function createNumericCode(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += String(randomInt(10));
  return code;
}

/**
 * The code's stored form: an HMAC bound to its link (the token hash), so a
 * leaked table cannot be brute-forced offline (only 10^6 codes exist) and a
 * code of one link cannot be used with another.
 */
export function hashLoginCode(secret: string, tokenHash: string, code: string): string {
  return hmacHex(secret, `login-code:${tokenHash}:${code}`);
}

/**
 * The key of an address's code-attempt counter: an HMAC of the lower-cased
 * address, so the counter table does not list the addresses that were tried
 * (unknown ones too: they are counted alike, so a lock does not tell that an
 * address has an account).
 */
export function hashLoginAddress(secret: string, email: string): string {
  return hmacHex(secret, `login-address:${email.trim().toLowerCase()}`);
}

/**
 * The refresh token of a session's generation: HMAC-SHA256 (server secret)
 * of the session id and the generation, base64url (43 characters, like a
 * random token). Deterministic on purpose: a rotated token presented again
 * within the grace window gets the very token its first use got, so parallel
 * refreshes (or a thief racing the owner) share one chain instead of forking
 * the family. Unguessable without the secret; stored, like every refresh
 * token, only as its SHA-256.
 */
export function deriveRefreshToken(secret: string, sessionId: string, generation: number): string {
  return createHmac('sha256', secret).update(`refresh-token:${sessionId}:${generation}`, 'utf8').digest('base64url');
}
