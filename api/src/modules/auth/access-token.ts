import type { Role } from '@interim/shared/contract';
import { jwtVerify, SignJWT } from 'jose';

/** Claims of the access token, as the API uses them. */
export interface AccessTokenClaims {
  /** Employee id (the JWT's `sub`, a string of digits on the wire as RFC 7519 wants). */
  sub: number;
  role: Role;
  /** Session (refresh family) id: checked on every request, so logout ends the session at once. */
  sid: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
}

const ALGORITHM = 'HS256';
/** A cookie holds at most ~4 KB; ours are ~250 characters. Longer input is refused before any crypto. */
const MAX_TOKEN_LENGTH = 2000;
const encoder = new TextEncoder();

/**
 * Signs the access token: a compact HS256 JWT (`jose`) with the server
 * secret (JWT_SECRET, at least 32 characters: 256 bits of HMAC key or more).
 */
export async function signAccessToken(claims: AccessTokenClaims, secret: string): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(encoder.encode(secret));
}

/**
 * Verifies an access token made by {@link signAccessToken} with `jose`: HS256
 * only (no `alg: none`, no other algorithm or key type), header `typ: JWT`, a
 * valid signature, not expired at `nowSeconds` (the app clock, no tolerance),
 * and claims of the expected shape. Undefined when anything is off: the
 * caller treats the request as a visitor's.
 */
export async function verifyAccessToken(token: string, secret: string, nowSeconds: number): Promise<AccessTokenClaims | undefined> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: [ALGORITHM],
      typ: 'JWT',
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: new Date(nowSeconds * 1000),
    }));
  } catch {
    return undefined;
  }
  return claimsOf(payload);
}

function claimsOf(payload: Record<string, unknown>): AccessTokenClaims | undefined {
  const { sub, role, sid, iat, exp } = payload;
  if (typeof sub !== 'string' || !/^[1-9][0-9]{0,14}$/.test(sub)) return undefined;
  if (role !== 'employee' && role !== 'staff' && role !== 'client') return undefined;
  if (typeof sid !== 'string' || sid.length === 0) return undefined;
  if (typeof iat !== 'number' || typeof exp !== 'number') return undefined;
  return { sub: Number(sub), role, sid, iat, exp };
}
