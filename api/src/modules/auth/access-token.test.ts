import { createHmac } from 'node:crypto';
import { signAccessToken, verifyAccessToken } from './access-token.js';

const SECRET = 'unit-test-secret-unit-test-secret-0001';
const claims = { sub: 7, role: 'employee' as const, sid: 'sessie', iat: 1000, exp: 1900 };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed by hand: any header and payload, HMAC-SHA256 (or -SHA512) with `secret`. */
function handMade(header: object, payload: object, secret = SECRET, hash: 'sha256' | 'sha512' = 'sha256'): string {
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  return `${signingInput}.${createHmac(hash, secret).update(signingInput).digest('base64url')}`;
}
const wire = { ...claims, sub: '7' };

describe('access tokens (HS256 JWT through jose)', () => {
  it('verifies its own tokens until they expire (app clock, no tolerance)', async () => {
    const token = await signAccessToken(claims, SECRET);
    await expect(verifyAccessToken(token, SECRET, 1000)).resolves.toEqual(claims);
    await expect(verifyAccessToken(token, SECRET, 1899)).resolves.toEqual(claims);
    await expect(verifyAccessToken(token, SECRET, 1900)).resolves.toBeUndefined();
  });

  it('is a standard JWT: header alg HS256 and typ JWT, sub a string, HMAC-SHA256 over header.payload', async () => {
    const token = await signAccessToken(claims, SECRET);
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual(wire);
    expect(createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
    // A token made by any other correct HS256 implementation is accepted.
    await expect(verifyAccessToken(handMade({ alg: 'HS256', typ: 'JWT' }, wire), SECRET, 1000)).resolves.toEqual(claims);
  });

  it('refuses another secret, changed claims, alg none, another algorithm and junk', async () => {
    const token = await signAccessToken(claims, SECRET);
    const [header, , signature] = token.split('.');
    await expect(verifyAccessToken(token, `${SECRET}x`, 1000)).resolves.toBeUndefined();
    const forged = base64url({ ...wire, role: 'staff' });
    await expect(verifyAccessToken(`${header}.${forged}.${signature}`, SECRET, 1000)).resolves.toBeUndefined();
    const none = base64url({ alg: 'none', typ: 'JWT' });
    await expect(verifyAccessToken(`${none}.${base64url(wire)}.`, SECRET, 1000)).resolves.toBeUndefined();
    // Signed correctly with the same secret, but HS512: only HS256 is accepted.
    await expect(verifyAccessToken(handMade({ alg: 'HS512', typ: 'JWT' }, wire, SECRET, 'sha512'), SECRET, 1000)).resolves.toBeUndefined();
    // Without typ JWT.
    await expect(verifyAccessToken(handMade({ alg: 'HS256' }, wire), SECRET, 1000)).resolves.toBeUndefined();
    for (const junk of ['', 'a.b', 'a.b.c.d', `${header}.!!!.${signature}`, 'x'.repeat(3000)]) {
      await expect(verifyAccessToken(junk, SECRET, 1000)).resolves.toBeUndefined();
    }
  });

  it('refuses well-signed tokens with malformed or missing claims', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    for (const bad of [
      { ...wire, sub: 7 },
      { ...wire, sub: '07' },
      { ...wire, sub: 'zeven' },
      { ...wire, role: 'admin' },
      { ...wire, sid: undefined },
      { ...wire, sid: '' },
      { ...wire, exp: 'later' },
      { ...wire, exp: undefined },
      { ...wire, iat: undefined },
      { ...wire, nbf: 1500 },
    ]) {
      await expect(verifyAccessToken(handMade(header, bad), SECRET, 1000)).resolves.toBeUndefined();
    }
  });
});
