import { createHmac } from 'node:crypto';
import { createNumericCode, createRandomToken, digestsEqual, hashLoginCode, sha256Hex, signAccessToken, verifyAccessToken } from './auth-crypto.js';

const SECRET = 'unit-test-secret-unit-test-secret-0001';
const claims = { sub: 7, role: 'employee' as const, sid: 'sessie', iat: 1000, exp: 1900 };

describe('access tokens (HS256)', () => {
  it('verifies its own tokens until they expire', () => {
    const token = signAccessToken(claims, SECRET);
    expect(verifyAccessToken(token, SECRET, 1899)).toEqual(claims);
    expect(verifyAccessToken(token, SECRET, 1900)).toBeUndefined();
  });

  it('is a standard JWT (header alg HS256, signature over header.payload)', () => {
    const token = signAccessToken(claims, SECRET);
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
  });

  it('refuses another secret, changed claims, alg none and junk', () => {
    const token = signAccessToken(claims, SECRET);
    const [header, , signature] = token.split('.');
    expect(verifyAccessToken(token, `${SECRET}x`, 1000)).toBeUndefined();
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'staff' })).toString('base64url');
    expect(verifyAccessToken(`${header}.${forged}.${signature}`, SECRET, 1000)).toBeUndefined();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyAccessToken(`${none}.${token.split('.')[1]}.`, SECRET, 1000)).toBeUndefined();
    for (const junk of ['', 'a.b', 'a.b.c.d', `${header}.!!!.${signature}`, 'x'.repeat(3000)]) {
      expect(verifyAccessToken(junk, SECRET, 1000)).toBeUndefined();
    }
  });

  it('refuses well-signed tokens with malformed claims', () => {
    for (const bad of [{ ...claims, sub: '7' }, { ...claims, role: 'admin' }, { ...claims, sid: undefined }, { ...claims, exp: 'later' }]) {
      const token = signAccessToken(bad as never, SECRET);
      expect(verifyAccessToken(token, SECRET, 1000)).toBeUndefined();
    }
  });
});

describe('tokens and codes', () => {
  it('makes 256-bit base64url tokens and 6-digit codes', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => createRandomToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const codes = Array.from({ length: 200 }, () => createNumericCode(6));
    for (const code of codes) expect(code).toMatch(/^[0-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('binds a code hash to its link and the secret', () => {
    const tokenHash = sha256Hex('token');
    const hash = hashLoginCode(SECRET, tokenHash, '123456');
    expect(hash).toMatch(/^[a-f0-9]{64}$/);
    expect(digestsEqual(hash, hashLoginCode(SECRET, tokenHash, '123456'))).toBe(true);
    expect(digestsEqual(hash, hashLoginCode(SECRET, tokenHash, '123457'))).toBe(false);
    expect(digestsEqual(hash, hashLoginCode(SECRET, sha256Hex('other'), '123456'))).toBe(false);
    expect(digestsEqual(hash, hashLoginCode(`${SECRET}x`, tokenHash, '123456'))).toBe(false);
    expect(digestsEqual(hash, '')).toBe(false);
  });
});
