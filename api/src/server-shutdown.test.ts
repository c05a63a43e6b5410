import { readdir, readFile, rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_HEADER, type MailboxMessage, type VacancyListItem } from '@interim/shared/contract';
import { findFreePort, type ServerProcess, startServerProcess } from './testing/server-process.js';

// SIGTERM to the process `pnpm start` started (what systemd or a container
// runtime sends), while logged-in users apply through the real API: the
// server drains and exits 0, nothing is left running, no request that was
// under way loses its connection, and every acknowledged application is
// stored (counted through the API after a restart) with its confirmation mail.

const clientHeaders = { [CLIENT_HEADER.name]: CLIENT_HEADER.value };
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const USERS = 8;

/** The env of the real server for this suite: demo vacancies to apply to, limits lifted (every user is 127.0.0.1). */
const serverEnv = {
  SEED_DEMO_DATA: 'true',
  RATE_LIMIT_PER_IP: '100000',
  RATE_LIMIT_PER_EMAIL: '1000',
  RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
};

interface User {
  email: string;
  cookie: string;
}

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Every mail in the outbox of the data folder (production has no development mailbox). */
async function outbox(dataDir: string): Promise<MailboxMessage[]> {
  const folder = path.join(dataDir, 'outbox');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json'));
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as MailboxMessage));
}

/** Registers and logs in through the real flow: the link is read from the outbox. */
async function login(server: ServerProcess, dataDir: string, index: number): Promise<User> {
  const email = `afsluiten.${index}@example.nl`;
  const register = await fetch(`${server.url}/api/employees/register`, {
    method: 'POST',
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Stop', lastName: `Test ${String.fromCharCode(65 + index)}`, email, privacyConsent: true }),
  });
  expect(register.status).toBe(204);
  let link: string | undefined;
  for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
    link = (await outbox(dataDir).catch(() => [])).find((mail) => mail.to === email && mail.link)?.link ?? undefined;
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const token = link ? /\/login\/([A-Za-z0-9_-]+)/.exec(link)?.[1] : undefined;
  if (!token) throw new Error(`no login link for ${email}`);
  const redeem = await fetch(`${server.url}/api/auth/passwordless_login/${token}`, { headers: clientHeaders });
  expect(redeem.status).toBe(200);
  return { email, cookie: cookieHeader(redeem) };
}

interface Outcome {
  user: User;
  startedAt: number;
  status?: number;
  error?: string;
  applicationId?: number;
}

describe('SIGTERM to `pnpm start` under load (real server process)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-shutdown-'));
  });
  afterAll(async () => {
    server?.killGroup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('drains, exits 0 with no process left, and stores every acknowledged application', async () => {
    server = await startServerProcess({ dataDir, port: await findFreePort(), via: 'pnpm-start', env: serverEnv });
    const users: User[] = [];
    for (let index = 0; index < USERS; index += 1) users.push(await login(server, dataDir, index));
    const vacancies: number[] = [];
    for (let start = 0; start < 200; start += 50) {
      const listed = await fetch(`${server.url}/api/vacancies?range=${q([start, start + 49])}`, { headers: clientHeaders });
      expect(listed.status).toBe(200);
      vacancies.push(...((await listed.json()) as VacancyListItem[]).map((vacancy) => vacancy.id));
    }
    expect(vacancies.length).toBeGreaterThan(100);

    // Each user applies to one vacancy after another until the signal is sent.
    let signalledAt = Number.POSITIVE_INFINITY;
    const outcomes: Outcome[] = [];
    const apply = async (user: User, offset: number) => {
      for (let next = offset; Date.now() < signalledAt && next < offset + vacancies.length; next += 1) {
        const outcome: Outcome = { user, startedAt: Date.now() };
        outcomes.push(outcome);
        try {
          const response = await fetch(`${server!.url}/api/applications`, {
            method: 'POST',
            headers: { ...clientHeaders, cookie: user.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ vacancyId: vacancies[next % vacancies.length], motivation: 'Ik kan per direct beginnen.', hoursPerWeek: 24 }),
          });
          outcome.status = response.status;
          if (response.status === 201) outcome.applicationId = ((await response.json()) as { id: number }).id;
          else await response.arrayBuffer();
        } catch (error) {
          outcome.error = String((error as { cause?: { code?: string } }).cause?.code ?? error);
        }
      }
    };
    const load = Promise.all(users.map((user, index) => apply(user, index * 13)));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const inFlightBefore = outcomes.filter((outcome) => outcome.status === undefined && outcome.error === undefined).length;
    signalledAt = Date.now();
    const exit = await server.stop('SIGTERM');
    const stoppedAfterMs = Date.now() - signalledAt;
    await load;

    expect(exit).toEqual({ code: 0, signal: null });
    // Nothing of the process group (pnpm, node) is left running.
    expect(server.killGroup()).toBe(false);
    expect(server.output()).toContain('shutting down (SIGTERM)');

    const beforeSignal = outcomes.filter((outcome) => outcome.startedAt < signalledAt);
    const broken = beforeSignal.filter((outcome) => outcome.error !== undefined);
    expect(broken.map((outcome) => outcome.error)).toEqual([]);
    const acknowledged = outcomes.filter((outcome) => outcome.status === 201);
    expect(acknowledged.length).toBeGreaterThan(USERS);
    // Reported for docs/quality.md.
    console.log(
      `SIGTERM under load: ${outcomes.length} applies, ${acknowledged.length} acknowledged, ${inFlightBefore} in flight at the signal, ` +
        `statuses ${JSON.stringify(Object.fromEntries([...new Set(outcomes.map((o) => o.status ?? o.error))].map((key) => [key, outcomes.filter((o) => (o.status ?? o.error) === key).length])))}, ` +
        `stopped ${stoppedAfterMs} ms after the signal`,
    );

    // After a restart on the same folder, each user's applications are exactly the acknowledged ones.
    server = await startServerProcess({ dataDir, port: await findFreePort(), via: 'node', env: serverEnv });
    for (const user of users) {
      const response = await fetch(`${server.url}/api/applications?range=${q([0, 99])}`, { headers: { ...clientHeaders, cookie: user.cookie } });
      expect(response.status).toBe(200);
      const stored = ((await response.json()) as Array<{ id: number }>).map((application) => application.id).sort((a, b) => a - b);
      const expected = acknowledged
        .filter((outcome) => outcome.user === user)
        .map((outcome) => outcome.applicationId!)
        .sort((a, b) => a - b);
      expect({ user: user.email, stored }).toEqual({ user: user.email, stored: expected });
    }

    // Every acknowledged application has its confirmation mail, once: the stop finished the mail in hand and
    // left the rest in mail_outbox, which the restarted server sends at start (docs/adr/0012).
    const confirmations = (mails: MailboxMessage[], user: (typeof users)[number]) =>
      mails.filter((mail) => mail.to === user.email && mail.subject.startsWith('We hebben je reactie ontvangen')).length;
    const wanted = users.map((user) => ({ user: user.email, confirmations: acknowledged.filter((outcome) => outcome.user === user).length }));
    let seen: Array<{ user: string; confirmations: number }> = [];
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const mails = await outbox(dataDir);
      seen = users.map((user) => ({ user: user.email, confirmations: confirmations(mails, user) }));
      if (JSON.stringify(seen) === JSON.stringify(wanted)) break;
    }
    expect(seen).toEqual(wanted);
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 300_000);
});
