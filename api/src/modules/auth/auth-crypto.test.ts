import { createNumericCode, createRandomToken, digestsEqual, hashLoginCode, sha256Hex } from './auth-crypto.js';

const SECRET = 'unit-test-secret-unit-test-secret-0001';

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
