/**
 * Load run (reports, never asserts): `pnpm load` at the root, or
 * `pnpm --filter @interim/api load`.
 *
 * A child process serves the API on a loopback port from a fresh database
 * (embedded PGlite; PostgreSQL with LOAD_DATABASE_URL, in a new schema that
 * is dropped afterwards). This process logs in LOAD_USERS virtual users
 * through the real flow (register, read the mail from the development
 * mailbox, redeem the link), then each user loops for LOAD_SECONDS: search,
 * view a result, favourite it, apply to it. Afterwards the child checks in
 * the database that every application the API acknowledged (201) exists
 * exactly once and that nothing else was written.
 *
 * Mail goes over SMTP, as in production, to a sink in this (the driver's)
 * process (pooled connections, issue 43 item 4); the users read their login
 * links from it. LOAD_MAIL=outbox writes mail to the outbox folder instead. The
 * report ends with the mail still pending and how much the sink received.
 *
 * Only loopback addresses are used, and the run stops by itself.
 * Knobs: LOAD_USERS (200), LOAD_SECONDS (60), LOAD_MAIL (smtp). The per-IP rate limits are
 * lifted (every virtual user comes from 127.0.0.1); the per-instance cap on
 * uncached searches stays as configured (SEARCH_CONCURRENCY, SEARCH_QUEUE are
 * passed on) and the searches it turns away (503) are counted, not errors.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { CLIENT_HEADER, type MailboxMessage, type VacancyListItem } from '@interim/shared/contract';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { type DatabaseHandle, dropSchema, openDatabase } from '../src/db/database.js';
import { decodeQuotedPrintable, startTestSmtpServer, type TestSmtpServer } from '../src/testing/smtp-server.js';

/** `index` in letters (a, b, ..., z, ba, ...): names take no digits (issue 29). */
function lettersOf(index: number): string {
  let text = '';
  let rest = index;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return text;
}

// Knobs of a developer tool, read where they are used (the app's settings go through config/env.ts).
const knob = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const USERS = knob('LOAD_USERS', 200);
const SECONDS = knob('LOAD_SECONDS', 60);
const POSTGRES_URL = process.env.LOAD_DATABASE_URL?.trim() || undefined;
const MAIL_OVER_SMTP = process.env.LOAD_MAIL !== 'outbox';

const TERMS = ['projectmanager', 'adviseur', 'controller', 'beleidsmedewerker', 'developer', 'jurist', 'verpleegkundige', 'inkoper', 'recruiter', 'data'];
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const clientHeaders = { [CLIENT_HEADER.name]: CLIENT_HEADER.value };

// ---------------------------------------------------------------- server (child)

async function serve(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-load-'));
  const schema = `load_${randomBytes(4).toString('hex')}`;
  const smtpUrl = process.env.LOAD_SMTP_URL;
  const database: DatabaseHandle = POSTGRES_URL
    ? await openDatabase({ kind: 'postgres', connectionString: POSTGRES_URL, schema, maxConnections: 10 })
    : await openDatabase({ kind: 'pglite' });
  const app = await buildApp({
    // test: the development mailbox is on; the rate limits are lifted because every virtual user shares 127.0.0.1.
    env: {
      NODE_ENV: 'test',
      RATE_LIMIT_PER_IP: '10000000',
      RATE_LIMIT_PER_EMAIL: '1000',
      RATE_LIMIT_TRACK_PER_MINUTE: '10000000',
      RATE_LIMIT_SEARCH_PER_MINUTE: '10000000',
      RATE_LIMIT_CLIENT_REQUESTS_PER_HOUR: '10000000',
      SEARCH_CONCURRENCY: process.env.SEARCH_CONCURRENCY,
      SEARCH_QUEUE: process.env.SEARCH_QUEUE,
    },
    config: { serveStatic: false, logLevel: 'silent', jwtSecret: randomBytes(32).toString('hex'), dataDir, ...(smtpUrl ? { smtpUrl } : {}) },
    database,
  });
  // Time inside the app (onRequest to onResponse): tells waiting for the
  // process (busy event loop, unread sockets) from waiting inside it.
  const serverTimes: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`READY ${JSON.stringify({ address, database: database.description })}\n`);

  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    if (!line.startsWith('CHECK ')) return;
    const acknowledged = JSON.parse(line.slice(6)) as Array<{ id: number; email: string; vacancyId: number }>;
    void (async () => {
      const { rows } = await sql<{ id: number; email: string; vacancy_id: number }>`
        SELECT a.id, e.email, a.vacancy_id FROM applications a JOIN employees e ON e.id = a.employee_id`.execute(database.db);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const pairs = new Map<string, number>();
      for (const row of rows) pairs.set(`${row.email}|${row.vacancy_id}`, (pairs.get(`${row.email}|${row.vacancy_id}`) ?? 0) + 1);
      const lost = acknowledged.filter((a) => {
        const row = byId.get(a.id);
        return !row || row.email !== a.email || row.vacancy_id !== a.vacancyId;
      }).length;
      const duplicated = [...pairs.values()].filter((count) => count > 1).length;
      const ackIds = new Set(acknowledged.map((a) => a.id));
      const unacknowledged = rows.filter((row) => !ackIds.has(row.id)).length;
      const server = { p50: percentile(serverTimes, 50), p99: percentile(serverTimes, 99) };
      // The mail the run caused and the worker has not sent yet: it must keep up (issue 43, item 4).
      const mail = await app.mailer.stats();
      process.stdout.write(`CHECKED ${JSON.stringify({ stored: rows.length, lost, duplicated, unacknowledged, server, mail })}\n`);
    })();
  });
  const stop = async () => {
    await app.close();
    await database.close();
    if (POSTGRES_URL) await dropSchema(POSTGRES_URL, schema);
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  lines.on('close', () => void stop());
}

// ---------------------------------------------------------------- driver (parent)

interface VirtualUser {
  email: string;
  cookie: string;
  applied: Set<number>;
}

interface Stats {
  latencies: number[];
  byKind: Record<string, number[]>;
  errors: Array<string>;
  /** Searches turned away by the instance's cap on uncached searches (503 SERVER_BUSY). */
  shed: number;
}

/** Keeps `name=value` of every Set-Cookie (the session cookies), dropping attributes. */
function cookieHeader(response: Response, previous = ''): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

/** The login link in the newest mail the sink received for `email`. */
function linkFromSink(sink: TestSmtpServer, email: string): string | undefined {
  const mail = sink.received.findLast((received) => received.to.includes(email));
  return mail ? /https?:\/\/\S+\/login\/[A-Za-z0-9_-]+/.exec(decodeQuotedPrintable(mail.raw))?.[0] : undefined;
}

async function login(base: string, index: number, sink: TestSmtpServer | undefined): Promise<VirtualUser> {
  const email = `belasting.${index}.${randomBytes(3).toString('hex')}@example.nl`;
  const register = await fetch(`${base}/api/employees/register`, {
    method: 'POST',
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Virtuele', lastName: `Gebruiker ${lettersOf(index)}`, email, privacyConsent: true }),
  });
  if (register.status !== 204) throw new Error(`register ${email}: ${register.status} ${await register.text()}`);
  let mail: MailboxMessage | undefined;
  for (let attempt = 0; attempt < 100 && !mail?.link; attempt += 1) {
    if (sink) {
      const link = linkFromSink(sink, email);
      mail = link ? ({ link } as MailboxMessage) : undefined;
    } else {
      const response = await fetch(`${base}/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=1`);
      mail = ((await response.json()) as MailboxMessage[])[0];
    }
    if (!mail?.link) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const token = mail?.link ? /\/login\/([A-Za-z0-9_-]+)/.exec(mail.link)?.[1] : undefined;
  if (!token) throw new Error(`no login link for ${email}`);
  const redeem = await fetch(`${base}/api/auth/passwordless_login/${token}`, { headers: clientHeaders });
  if (redeem.status !== 200) throw new Error(`redeem ${email}: ${redeem.status}`);
  return { email, cookie: cookieHeader(redeem), applied: new Set() };
}

async function timed(stats: Stats, kind: string, expected: number[], request: () => Promise<Response>): Promise<Response | undefined> {
  const started = performance.now();
  try {
    const response = await request();
    const body = await response.arrayBuffer();
    const took = performance.now() - started;
    stats.latencies.push(took);
    (stats.byKind[kind] ??= []).push(took);
    if (!expected.includes(response.status)) {
      stats.errors.push(`${kind}: ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 120)}`);
      return undefined;
    }
    return new Response(body, { status: response.status, headers: response.headers });
  } catch (error) {
    stats.latencies.push(performance.now() - started);
    stats.errors.push(`${kind}: ${(error as Error).message}`);
    return undefined;
  }
}

async function journey(base: string, user: VirtualUser, until: number, stats: Stats, acknowledged: Array<{ id: number; email: string; vacancyId: number }>) {
  let round = 0;
  while (Date.now() < until) {
    round += 1;
    const headers = { cookie: user.cookie, ...clientHeaders };
    const term = TERMS[(round + user.email.length) % TERMS.length]!;
    const page = (round % 3) * 20;
    const search = await timed(stats, 'search', [200, 503], () =>
      fetch(`${base}/api/vacancies?filter=${q({ q: term })}&range=${q([page, page + 19])}`, { headers }),
    );
    if (search?.status === 503) stats.shed += 1;
    const items = search?.status === 200 ? ((await search.json()) as VacancyListItem[]) : [];
    const candidate = items.find((item) => !user.applied.has(item.id)) ?? items[0];
    if (!candidate || Date.now() >= until) continue;
    await timed(stats, 'view', [200], () => fetch(`${base}/api/vacancies/${candidate.id}?track=1`, { headers }));
    await timed(stats, 'favourite', [200], () => fetch(`${base}/api/vacancies/${candidate.id}/favorite`, { headers }));
    if (user.applied.has(candidate.id)) continue;
    // Marked before the answer: a lost answer must not lead to a second try at the same vacancy.
    user.applied.add(candidate.id);
    const applied = await timed(stats, 'apply', [201], () =>
      fetch(`${base}/api/applications`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ vacancyId: candidate.id, motivation: 'Ik heb ruime ervaring met vergelijkbare opdrachten.', hoursPerWeek: 32 }),
      }),
    );
    if (applied) acknowledged.push({ id: ((await applied.json()) as { id: number }).id, email: user.email, vacancyId: candidate.id });
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  if (process.argv.includes('--serve')) return serve();

  // The mail server is another process than the API, as in production: in the API's busy process every SMTP round trip would wait for its event loop.
  const sink = MAIL_OVER_SMTP ? await startTestSmtpServer() : undefined;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', process.argv[1]!, '--serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...(sink ? { LOAD_SMTP_URL: sink.url } : {}) },
  });
  const lines = createInterface({ input: child.stdout! });
  const messages: string[] = [];
  const waiters: Array<(line: string) => void> = [];
  lines.on('line', (line) => (waiters.shift() ?? ((l: string) => messages.push(l)))(line));
  const nextLine = () => new Promise<string>((resolve) => (messages.length ? resolve(messages.shift()!) : waiters.push(resolve)));
  child.once('exit', (code) => {
    if (code !== 0) {
      console.error(`load server exited with ${code}`);
      process.exit(1);
    }
  });

  try {
    const ready = JSON.parse((await nextLine()).replace(/^READY /, '')) as { address: string; database: string };
    const base = ready.address;
    console.log(`\n== Load run: ${USERS} users, ${SECONDS} s, ${ready.database}, mail ${MAIL_OVER_SMTP ? 'over SMTP to a local sink' : 'to the outbox folder'} ==`);

    const loginStarted = performance.now();
    const users: VirtualUser[] = [];
    // Logins in batches of 20: registration mails are written in the background.
    for (let start = 0; start < USERS; start += 20) {
      users.push(...(await Promise.all(Array.from({ length: Math.min(20, USERS - start) }, (_, i) => login(base, start + i, sink)))));
    }
    console.log(`logged in ${users.length} users through register -> mail -> link in ${((performance.now() - loginStarted) / 1000).toFixed(1)} s`);

    const stats: Stats = { latencies: [], byKind: {}, errors: [], shed: 0 };
    const acknowledged: Array<{ id: number; email: string; vacancyId: number }> = [];
    const started = Date.now();
    await Promise.all(users.map((user) => journey(base, user, started + SECONDS * 1000, stats, acknowledged)));
    const elapsed = (Date.now() - started) / 1000;

    const total = stats.latencies.length;
    console.log(`requests: ${total} in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)} req/s`);
    console.log(`latency: p50 ${percentile(stats.latencies, 50).toFixed(1)} ms, p99 ${percentile(stats.latencies, 99).toFixed(1)} ms, max ${percentile(stats.latencies, 100).toFixed(1)} ms`);
    for (const [kind, latencies] of Object.entries(stats.byKind)) {
      console.log(`  ${kind.padEnd(10)} ${String(latencies.length).padStart(6)} requests, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
    }
    console.log(`searches turned away (503 SERVER_BUSY, cap on uncached searches): ${stats.shed}`);
    console.log(`errors: ${stats.errors.length}${stats.errors.length ? ` (first: ${stats.errors.slice(0, 3).join(' | ')})` : ''}`);

    child.stdin!.write(`CHECK ${JSON.stringify(acknowledged)}\n`);
    let line = await nextLine();
    while (!line.startsWith('CHECKED ')) line = await nextLine();
    const check = JSON.parse(line.slice(8)) as {
      stored: number;
      lost: number;
      duplicated: number;
      unacknowledged: number;
      server: { p50: number; p99: number };
      mail: { pending: number; failed: number; oldestPendingSeconds: number | null };
    };
    console.log(`inside the app (onRequest to onResponse): p50 ${check.server.p50.toFixed(1)} ms, p99 ${check.server.p99.toFixed(1)} ms`);
    console.log(
      `applications: ${acknowledged.length} acknowledged, ${check.stored} stored; lost ${check.lost}, duplicated ${check.duplicated}, stored without acknowledgement ${check.unacknowledged}`,
    );
    console.log(
      `mail at the end: ${check.mail.pending} pending${check.mail.oldestPendingSeconds === null ? '' : ` (oldest ${check.mail.oldestPendingSeconds.toFixed(1)} s)`}, ${check.mail.failed} failed${sink ? `, ${sink.received.length} received by the SMTP sink` : ' (outbox folder)'}`,
    );
  } finally {
    child.stdin?.end();
  }
  // The child closes its SMTP connections as it stops; the sink's close waits for them.
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  await sink?.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
