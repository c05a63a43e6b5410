import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The token of an alert mail's one-click unsubscribe link: a compact HS256
 * JWT (`jose`, like the access token) that says "turn off the mail of saved
 * search N", and nothing else. Single purpose, three times over:
 * - its own header type (`typ: saved-search-unsubscribe+jwt`; the access
 *   token's verifier wants `JWT`, this one wants its own),
 * - its own audience claim,
 * - its own key, derived from the server secret for this purpose alone, so
 *   no other token signed with JWT_SECRET verifies here and this one
 *   verifies nowhere else.
 * It expires a year after it was signed (ADR 0015, issue 29 item 10): long
 * enough for any kept mail a reader still acts on (an active search mails at
 * least weekly, each mail with a new token), short enough that a leaked or
 * forwarded link stops working. The age is checked from `iat` as well, so a
 * token signed before tokens carried `exp` expires on the same terms. The
 * token can only switch one search's mail off, never read or log in.
 */

const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'saved-search-unsubscribe+jwt';
const AUDIENCE = 'saved-search-unsubscribe';
const MAX_TOKEN_LENGTH = 2000;
/** How long an unsubscribe link works after its mail was sent: 365 days. */
export const UNSUBSCRIBE_TOKEN_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function keyFor(secret: string): Uint8Array {
  return createHmac('sha256', secret).update('interim/saved-search-unsubscribe/v1').digest();
}

/** Signs the unsubscribe token of saved search `savedSearchId`. */
export async function signUnsubscribeToken(savedSearchId: number, secret: string, issuedAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
    .setSubject(String(savedSearchId))
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(issuedAt.getTime() / 1000) + UNSUBSCRIBE_TOKEN_MAX_AGE_SECONDS)
    .sign(keyFor(secret));
}

/**
 * The saved search id of a valid unsubscribe token at `now`; `expired` for
 * one of ours older than {@link UNSUBSCRIBE_TOKEN_MAX_AGE_SECONDS};
 * undefined for anything else (a login token included).
 */
export async function verifyUnsubscribeToken(token: string, secret: string, now: Date = new Date()): Promise<number | 'expired' | undefined> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: [ALGORITHM],
      typ: TOKEN_TYPE,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'aud', 'iat'],
      currentDate: now,
      maxTokenAge: UNSUBSCRIBE_TOKEN_MAX_AGE_SECONDS,
    });
    const { sub } = payload;
    if (typeof sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(sub)) return undefined;
    return Number(sub);
  } catch (error) {
    // Only a token that passed the signature check is told apart as expired.
    return error instanceof errors.JWTExpired ? 'expired' : undefined;
  }
}
