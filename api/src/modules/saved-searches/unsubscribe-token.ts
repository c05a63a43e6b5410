import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

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
 * No expiry: RFC 8058 links must keep working as long as the mail is read;
 * the token can only switch one search's mail off, never read or log in.
 */

const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'saved-search-unsubscribe+jwt';
const AUDIENCE = 'saved-search-unsubscribe';
const MAX_TOKEN_LENGTH = 2000;

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
    .sign(keyFor(secret));
}

/** The saved search id of a valid unsubscribe token; undefined for anything else (a login token included). */
export async function verifyUnsubscribeToken(token: string, secret: string): Promise<number | undefined> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: [ALGORITHM],
      typ: TOKEN_TYPE,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'aud', 'iat'],
    });
    const { sub } = payload;
    if (typeof sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(sub)) return undefined;
    return Number(sub);
  } catch {
    return undefined;
  }
}
