import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { ensureOperatorToken, OPERATOR_TOKEN_FILE, requireOperator } from './operator-access.js';

describe('the operator token', () => {
  it('is created once per data folder (0600) and read back by every later caller', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-operator-'));
    const [first, second] = await Promise.all([ensureOperatorToken(dataDir), ensureOperatorToken(dataDir)]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(await ensureOperatorToken(dataDir)).toBe(first);
    expect((await readFile(path.join(dataDir, OPERATOR_TOKEN_FILE), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dataDir, OPERATOR_TOKEN_FILE))).mode & 0o777).toBe(0o600);
  });
});

describe('requireOperator', () => {
  const token = 'a'.repeat(64);
  const app = Fastify();
  app.get('/operator', { onRequest: requireOperator(() => token) }, async () => ({ ok: true }));
  afterAll(() => app.close());

  it("answers the operator's request only: this machine, not proxied, the bearer token; anything else is a 404", async () => {
    const authorization = `Bearer ${token}`;
    const status = async (options: { headers?: Record<string, string>; remoteAddress?: string }) =>
      (await app.inject({ method: 'GET', url: '/operator', ...options })).statusCode;
    expect(await status({ headers: { authorization } })).toBe(200);
    expect(await status({ headers: { authorization }, remoteAddress: '::1' })).toBe(200);
    expect(
      await Promise.all([
        status({}),
        status({ headers: { authorization: 'Bearer wrong' } }),
        status({ headers: { authorization: `Bearer ${token}x` } }),
        status({ headers: { authorization: token } }),
        status({ headers: { authorization }, remoteAddress: '192.0.2.7' }),
        status({ headers: { authorization, 'x-forwarded-for': '192.0.2.7' } }),
        status({ headers: { authorization, forwarded: 'for=192.0.2.7' } }),
      ]),
    ).toEqual([404, 404, 404, 404, 404, 404, 404]);
  });

  it('counts a request carrying any forwarding header as relayed, not from this machine (issue 42, item 8b)', async () => {
    const authorization = `Bearer ${token}`;
    const headers = ['x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'X-Forwarded-Server', 'via', 'true-client-ip', 'cf-connecting-ip', 'x-client-ip', 'x-cluster-client-ip', 'fastly-client-ip'];
    const statuses = await Promise.all(
      headers.map(async (name) => [name, (await app.inject({ method: 'GET', url: '/operator', headers: { authorization, [name]: '192.0.2.7' } })).statusCode] as const),
    );
    expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(headers.map((name) => [name, 404])));
    // Any other header leaves a local request the operator's.
    expect((await app.inject({ method: 'GET', url: '/operator', headers: { authorization, 'x-request-id': 'abc' } })).statusCode).toBe(200);
  });

  it('refuses every request while there is no token', async () => {
    const empty = Fastify();
    empty.get('/operator', { onRequest: requireOperator(() => '') }, async () => ({ ok: true }));
    expect((await empty.inject({ method: 'GET', url: '/operator', headers: { authorization: 'Bearer ' } })).statusCode).toBe(404);
    await empty.close();
  });
});
