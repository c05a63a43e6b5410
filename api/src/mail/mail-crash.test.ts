import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Application, CLIENT_HEADER, type MailboxMessage, type VacancyListItem } from '@interim/shared/contract';
import { loadPgliteTemplate } from '../testing/pglite-template.js';
import { type ServerProcess, startServerProcess } from '../testing/server-process.js';

/**
 * Issue 28, gap 3: mail survives a crash. The real server runs as a child
 * process on a PGlite data folder; freelancers log in through the real mail
 * flow and apply concurrently; the server is killed with SIGKILL mid-way and
 * started again on the same folder. Every application stored (all those
 * acknowledged with 201 among them) must then have exactly one "reactie
 * ontvangen" mail in the outbox, and no outbox file may be empty or partial.
 *
 * The child is the built server (`node dist/server.js`, built first when out
 * of date) started by testing/server-process.ts, in development mode for the
 * development mailbox, with the demo vacancies.
 */

const PORT = 3411;
const USERS = 12;
const clientHeaders = { [CLIENT_HEADER.name]: CLIENT_HEADER.value };

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function login(base: string, email: string): Promise<string> {
  const register = await fetch(`${base}/api/employees/register`, {
    method: 'POST',
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Crash', lastName: 'Test', email, privacyConsent: true }),
  });
  if (register.status !== 204) throw new Error(`register ${email}: ${register.status}`);
  const mailbox = await fetch(`${base}/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=1`);
  const mail = ((await mailbox.json()) as MailboxMessage[])[0];
  const token = mail?.link ? /\/login\/([A-Za-z0-9_-]+)/.exec(mail.link)?.[1] : undefined;
  if (!token) throw new Error(`no login link for ${email}`);
  const redeem = await fetch(`${base}/api/auth/passwordless_login/${token}`, { headers: clientHeaders });
  if (redeem.status !== 200) throw new Error(`redeem ${email}: ${redeem.status}`);
  return cookieOf(redeem);
}

const RECEIVED = 'We hebben je reactie ontvangen: ';

describe('mail after kill -9 (real server process, PGlite)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  const env = {
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_EMAIL: '1000',
    RATE_LIMIT_TRACK_PER_MINUTE: '1000000',
    RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
    MAIL_POLL_SECONDS: '1',
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-mail-crash-'));
    // The database folder from the initialised template: initdb alone takes minutes on a loaded machine.
    const initialised = await PGlite.create({ dataDir: path.join(dataDir, 'db'), loadDataDir: await loadPgliteTemplate(), extensions: { pg_trgm } });
    await initialised.close();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends every stored application its one "reactie ontvangen" mail, after a SIGKILL under load and a restart', async () => {
    server = await startServerProcess({ dataDir, port: PORT, env, via: 'node', timeoutMs: 300_000 });
    const base = server.url;
    const users = await Promise.all(Array.from({ length: USERS }, (_, index) => `crash.${index}@voorbeeld.nl`).map(async (email) => ({ email, cookie: await login(base, email) })));
    const listed = await fetch(`${base}/api/vacancies?range=${encodeURIComponent('[0,99]')}`, { headers: clientHeaders });
    const vacancies = ((await listed.json()) as VacancyListItem[]).map((vacancy) => vacancy.id);
    expect(vacancies.length).toBeGreaterThanOrEqual(40);

    // Each user applies to the vacancies one after the other, all users at once, until the kill.
    const acknowledged: Array<{ email: string; id: number }> = [];
    let killed = false;
    const running = users.map(async (user) => {
      for (const vacancyId of vacancies) {
        if (killed) return;
        try {
          const response = await fetch(`${base}/api/applications`, {
            method: 'POST',
            headers: { ...clientHeaders, cookie: user.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ vacancyId, motivation: 'Ik heb ruime ervaring met vergelijkbare opdrachten.', hoursPerWeek: 32 }),
          });
          if (response.status === 201) acknowledged.push({ email: user.email, id: ((await response.json()) as Application).id });
        } catch {
          // The kill: a request in flight ends without an answer.
          return;
        }
      }
    });
    while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 20));
    const first = server;
    first.child.kill('SIGKILL');
    killed = true;
    await first.waitForExit();
    await Promise.all(running);
    const acknowledgedAtKill = acknowledged.length;

    const restartedAt = Date.now();
    server = await startServerProcess({ dataDir, port: PORT, env, via: 'node', timeoutMs: 300_000 });
    // The mailbox flushes the worker first: every due mail is sent when it answers.
    expect((await fetch(`${server.url}/api/_dev/mailbox?limit=1`)).status).toBe(200);

    const outbox = path.join(dataDir, 'outbox');
    const names = (await readdir(outbox)).filter((name) => name.endsWith('.json'));
    const mails: MailboxMessage[] = [];
    for (const name of names) {
      expect((await stat(path.join(outbox, name))).size).toBeGreaterThan(0);
      mails.push(JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as MailboxMessage);
    }
    expect((await readdir(outbox)).filter((name) => name.includes('.tmp-'))).toEqual([]);

    let stored = 0;
    const latencies: number[] = [];
    let sentAfterRestart = 0;
    for (const user of users) {
      const cookie = await login(server.url, user.email);
      // Each user applied to at most the 100 listed vacancies: one page holds them all.
      const response = await fetch(`${server.url}/api/applications?range=${encodeURIComponent('[0,99]')}`, { headers: { ...clientHeaders, cookie } });
      expect(response.status).toBe(200);
      const applications = (await response.json()) as Application[];
      stored += applications.length;
      // Every acknowledged application is stored.
      const ids = new Set(applications.map((application) => application.id));
      for (const ack of acknowledged.filter((entry) => entry.email === user.email)) expect(ids.has(ack.id)).toBe(true);
      // Exactly one "reactie ontvangen" mail per stored application (titles compared as multisets), and no other.
      const mailed = mails.filter((mail) => mail.to === user.email && mail.subject.startsWith(RECEIVED)).map((mail) => mail.subject.slice(RECEIVED.length));
      expect(mailed.sort()).toEqual(applications.map((application) => application.vacancy.title).sort());
      for (const application of applications) {
        const mail = mails.find((candidate) => candidate.to === user.email && candidate.subject === `${RECEIVED}${application.vacancy.title}`);
        if (new Date(mail!.sentAt).getTime() >= restartedAt) sentAfterRestart += 1;
        else latencies.push(new Date(mail!.sentAt).getTime() - new Date(application.createdAt).getTime());
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    // Figures for docs/quality.md ("Operations: mail").
    console.log(
      `kill -9 under load: ${acknowledgedAtKill} applications acknowledged before the kill, ${stored} stored after the restart, ` +
        `${mails.filter((mail) => mail.subject.startsWith(RECEIVED)).length} "reactie ontvangen" mails, ${names.length} outbox files; ` +
        `${sentAfterRestart} of them sent by the restarted server; before the kill, commit -> outbox file p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${latencies.at(-1)} ms`,
    );

    // Latency without a backlog: one application at a time on the restarted server, commit -> outbox file.
    const calm = users[0]!;
    const cookie = await login(server.url, calm.email);
    const mine = (await (await fetch(`${server.url}/api/applications?range=${encodeURIComponent('[0,99]')}`, { headers: { ...clientHeaders, cookie } })).json()) as Application[];
    const fresh = vacancies.filter((id) => !mine.some((application) => application.vacancy.id === id)).slice(0, 10);
    const single: number[] = [];
    for (const vacancyId of fresh) {
      const response = await fetch(`${server.url}/api/applications`, {
        method: 'POST',
        headers: { ...clientHeaders, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ vacancyId, hoursPerWeek: 32 }),
      });
      expect(response.status).toBe(201);
      const application = (await response.json()) as Application;
      const subject = `${RECEIVED}${application.vacancy.title}`;
      let mail: MailboxMessage | undefined;
      for (let waited = 0; !mail && waited < 30_000; waited += 25) {
        for (const name of (await readdir(outbox)).filter((candidate) => candidate.endsWith('.json')).sort().slice(-20)) {
          const entry = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as MailboxMessage;
          if (entry.to === calm.email && entry.subject === subject && new Date(entry.sentAt).getTime() >= new Date(application.createdAt).getTime()) mail = entry;
        }
        if (!mail) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(mail).toBeDefined();
      single.push(new Date(mail!.sentAt).getTime() - new Date(application.createdAt).getTime());
    }
    single.sort((a, b) => a - b);
    console.log(`one application at a time (${single.length}): commit -> outbox file p50 ${single[Math.floor(single.length / 2)]} ms, max ${single.at(-1)} ms`);
    await server.stop('SIGTERM');
  }, 600_000);
});
