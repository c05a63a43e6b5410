import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { COOKIE_NAMES, type MailboxMessage } from '@interim/shared/contract';
import { loadTestEnv } from './config/env.js';
import { ensureStaffAccount } from './modules/employees/employees.repository.js';
import { startTestInstance, stopTestInstances, type TestInstance } from './testing/instances.js';

/**
 * Issue 18, "several instances": two API instances on two ports, one
 * PostgreSQL schema and one Redis, as behind a load balancer. What one
 * instance does, the other sees: a login, a refresh, a CV, the rate-limit
 * counters, a logout and an anonymisation. Each instance has its own data
 * folder (as on separate machines), so nothing may pass through the disk.
 * The mail queue is in the shared database and either instance's delivery
 * run may take a mail the other queued, so a login link is looked up in
 * both outboxes.
 */

const { testDatabaseUrl, testRedisUrl } = loadTestEnv();
const PDF = Buffer.from('%PDF-1.7\n%cv gedeeld tussen instanties\n1 0 obj <<>> endobj\n%%EOF\n');
const JWT_SECRET = 'several-instances-secret-several-instances-0123';

interface Instance extends TestInstance {
  baseUrl: string;
}

async function startInstance(name: string, url: string, schema: string, redisUrl: string): Promise<Instance> {
  const instance = await startTestInstance(name, url, schema, {
    jwtSecret: JWT_SECRET,
    redisUrl,
    // Behind the load balancer: the client address comes from X-Forwarded-For.
    trustProxy: true,
    publicUrl: 'http://interim.test',
  });
  await instance.app.listen({ port: 0, host: '127.0.0.1' });
  const address = instance.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { ...instance, baseUrl: `http://127.0.0.1:${address.port}` };
}

/** The instances of this run, for the mail lookup. */
let running: Instance[] = [];

/**
 * The newest login link's token for `email`, from whichever instance delivered it.
 * Each mailbox read waits for that instance's queued mail work; the other
 * instance's run may hold the mail a moment longer, so the lookup is repeated
 * for up to 5 s.
 */
async function loginToken(email: string): Promise<string | undefined> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found: MailboxMessage[] = [];
    for (const instance of running) {
      found.push(...((await (await fetch(`${instance.baseUrl}/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=1`)).json()) as MailboxMessage[]));
    }
    const newest = found.sort((x, y) => y.sentAt.localeCompare(x.sentAt))[0];
    const token = /\/login\/([A-Za-z0-9_-]+)/.exec(newest?.link ?? '')?.[1];
    if (token || Date.now() > deadline) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A browser: one cookie jar, any instance. */
class Client {
  cookies: Record<string, string> = {};

  constructor(private readonly forwardedFor: string) {}

  async request(instance: Instance, method: string, url: string, body?: object | FormData): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.forwardedFor };
    const cookie = Object.entries(this.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    if (cookie) headers.cookie = cookie;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${instance.baseUrl}${url}`, { method, headers, ...(payload ? { body: payload } : {}) });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '' || /max-age=0/i.test(line)) delete this.cookies[name];
      else this.cookies[name] = value;
    }
    return response;
  }

  /** Asks `instance` for a login link (registering first when `register`), and opens it there. */
  async logIn(instance: Instance, email: string, register?: { firstName: string; lastName: string }): Promise<number> {
    const asked = register
      ? await this.request(instance, 'POST', '/api/employees/register', { email, ...register, privacyConsent: true })
      : await this.request(instance, 'POST', '/api/auth/passwordless_login', { email });
    expect(asked.status).toBe(204);
    const token = await loginToken(email);
    if (!token) throw new Error(`no login link for ${email} in the outbox of ${running.map((one) => one.name).join(' or ')}`);
    const opened = await this.request(instance, 'GET', `/api/auth/passwordless_login/${token}`);
    expect(opened.status).toBe(200);
    return ((await opened.json()) as { user: { id: number } }).user.id;
  }
}

/** A client address of its own per run: the Redis counters outlive the run. */
const freshAddress = () => `10.${[...randomBytes(3)].join('.')}`;
const freshEmail = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.nl`;

const missing = [!testDatabaseUrl && 'TEST_DATABASE_URL', !testRedisUrl && 'TEST_REDIS_URL'].filter(Boolean).join(' and ');
const describeWithServers = missing ? describe.skip : describe;
// A whole skipped file shows no test names: say why in the output (CI sets both, see .ci/run).
if (missing) console.warn(`several-instances.test.ts skipped: set ${missing} (e.g. postgres://postgres@127.0.0.1:5432/test, redis://127.0.0.1:6379)`);

describeWithServers(`two API instances on one PostgreSQL and one Redis${missing ? ` (skipped: set ${missing})` : ''}`, () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startInstance('a', testDatabaseUrl!, schema, testRedisUrl!);
    b = await startInstance('b', testDatabaseUrl!, schema, testRedisUrl!);
    running = [a, b];
  });

  afterAll(() => stopTestInstances([a, b], testDatabaseUrl!, schema));

  it('listens on two ports', () => {
    expect(a.baseUrl).not.toBe(b.baseUrl);
  });

  describe('one session across both', () => {
    const anna = new Client(freshAddress());
    const email = freshEmail('anna');
    let cvId: number;

    it('logs in on A and refreshes on B; either instance accepts the new tokens', async () => {
      const id = await anna.logIn(a, email, { firstName: 'Anna', lastName: 'Tweemaal' });
      const before = anna.cookies[COOKIE_NAMES.refresh];
      const refreshed = await anna.request(b, 'GET', '/api/auth/refresh_tokens');
      expect(refreshed.status).toBe(204);
      expect(anna.cookies[COOKIE_NAMES.refresh]).toBeDefined();
      expect(anna.cookies[COOKIE_NAMES.refresh]).not.toBe(before);
      for (const instance of [a, b]) {
        const me = await anna.request(instance, 'GET', '/api/employees/me');
        expect({ instance: instance.name, status: me.status }).toEqual({ instance: instance.name, status: 200 });
        expect(((await me.json()) as { id: number }).id).toBe(id);
      }
    });

    it('uploads a CV on A and downloads it on B, with no file in either data folder', async () => {
      const form = new FormData();
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'cv-anna.pdf');
      const uploaded = await anna.request(a, 'POST', '/api/employees/cv', form);
      expect(uploaded.status).toBe(201);
      cvId = ((await uploaded.json()) as { id: number }).id;
      const downloaded = await anna.request(b, 'GET', `/api/employees/cv/${cvId}`);
      expect(downloaded.status).toBe(200);
      expect(downloaded.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await downloaded.arrayBuffer()).equals(PDF)).toBe(true);
      for (const instance of [a, b]) expect(await readdir(instance.dataDir)).not.toContain('cv');
    });

    it('logs out on A, which ends the session on B at once (access and refresh token)', async () => {
      const kept = { ...anna.cookies };
      expect((await anna.request(a, 'GET', '/api/auth/logout')).status).toBe(204);
      // The cookies as they were before the logout cleared them: a copy kept elsewhere.
      anna.cookies = kept;
      expect((await anna.request(b, 'GET', '/api/employees/me')).status).toBe(401);
      anna.cookies = { ...kept };
      expect((await anna.request(b, 'GET', '/api/auth/refresh_tokens')).status).toBe(401);
      anna.cookies = { ...kept };
      expect((await anna.request(b, 'GET', `/api/employees/cv/${cvId}`)).status).toBe(401);
    });
  });

  it('counts the rate limits once for both: 3 link requests on A and 3 on B for one address, the sixth is refused', async () => {
    const client = new Client(freshAddress());
    const email = freshEmail('niemand');
    const statuses: string[] = [];
    for (const instance of [a, b, a, b, a, b]) {
      statuses.push(`${instance.name}:${(await client.request(instance, 'POST', '/api/auth/passwordless_login', { email })).status}`);
    }
    // RATE_LIMIT_PER_EMAIL is 5 per window; with a counter per instance each would have seen 3.
    expect(statuses).toEqual(['a:204', 'b:204', 'a:204', 'b:204', 'a:204', 'b:429']);
  });

  it('anonymises on A what B then no longer shows: the session, the CV, the name', async () => {
    const bram = new Client(freshAddress());
    const email = freshEmail('bram');
    const bramId = await bram.logIn(b, email, { firstName: 'Bram', lastName: 'Verdwijnt' });
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'cv-bram.pdf');
    const uploaded = await bram.request(b, 'POST', '/api/employees/cv', form);
    expect(uploaded.status).toBe(201);
    const cvId = ((await uploaded.json()) as { id: number }).id;

    const staffEmail = freshEmail('staf');
    await ensureStaffAccount(a.app.db, { email: staffEmail, firstName: 'Sanne', lastName: 'Staf', now: new Date() });
    const staff = new Client(freshAddress());
    await staff.logIn(b, staffEmail);
    expect((await staff.request(b, 'GET', `/api/employees/cv/${cvId}`)).status).toBe(200);

    const anonymised = await bram.request(a, 'POST', '/api/gdpr_requests', { type: 'anonymize-data', confirmation: 'ANONIMISEER' });
    expect(anonymised.status).toBe(201);

    expect((await bram.request(b, 'GET', '/api/employees/me')).status).toBe(401);
    expect((await staff.request(b, 'GET', `/api/employees/cv/${cvId}`)).status).toBe(404);
    const record = await staff.request(b, 'GET', `/api/employees/${bramId}`);
    expect(record.status).toBe(200);
    const seen = (await record.json()) as { email: string; firstName: string; lastName: string };
    expect(seen.email).not.toBe(email);
    expect(`${seen.firstName} ${seen.lastName}`).not.toContain('Verdwijnt');
    // The address is free again, on B too.
    const again = new Client(freshAddress());
    expect(await again.logIn(b, email, { firstName: 'Bram', lastName: 'Opnieuw' })).not.toBe(bramId);
  });
});
