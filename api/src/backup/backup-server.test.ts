import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { findRepoRoot, loadTestEnv } from '../config/env.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { scratchDatabases } from '../testing/scratch-databases.js';
import { startServerProcess, type ServerProcess } from '../testing/server-process.js';

/**
 * The operator's path end to end, with real processes: a production server
 * under write load (applications and CV replacements through the real API),
 * `backup` as its own process meanwhile, `restore` into a new data folder
 * (and database), a server started on it. Every application acknowledged
 * before the backup started is in it; the restored CV is a complete one.
 * Ports 3430-3435 (this branch's range).
 */

const apiDir = path.join(findRepoRoot(), 'api');
const postgresUrl = loadTestEnv().testDatabaseUrl;
const LIMITS = { RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_EMAIL: '1000', RATE_LIMIT_TRACK_PER_MINUTE: '1000000', RATE_LIMIT_SEARCH_PER_MINUTE: '1000000' };
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

/** Runs a command as `pnpm backup` / `pnpm restore` does (api/dist, built by startServerProcess), with the server's production environment. */
function runCli(script: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const childEnv: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env };
    for (const name of ['JEST_WORKER_ID', 'NODE_OPTIONS', 'INIT_CWD', 'INTERIM_INVOKED_FROM']) delete childEnv[name];
    if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
    const child = spawn(process.execPath, ['--enable-source-maps', `dist/${script}.js`, file], { cwd: apiDir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

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

/** Registers and logs in through the real flow: the link is read from the outbox file the server wrote. */
async function login(base: string, dataDir: string, email: string): Promise<User> {
  const register = await fetch(`${base}/api/employees/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, firstName: 'Back', lastName: 'Up', privacyConsent: true }),
  });
  if (register.status !== 204) throw new Error(`register ${email}: ${register.status} ${await register.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 200; attempt += 1) {
    let names: string[] = [];
    try {
      names = (await readdir(outbox)).filter((name) => name.endsWith('.json'));
    } catch {
      // Not there yet.
    }
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as { to: string; link: string | null };
      const token = mail.to === email && mail.link ? /\/login\/([A-Za-z0-9_-]+)/.exec(mail.link)?.[1] : undefined;
      if (token) {
        const redeem = await fetch(`${base}/api/auth/passwordless_login/${token}`);
        if (redeem.status !== 200) throw new Error(`redeem ${email}: ${redeem.status}`);
        return { email, cookie: cookieHeader(redeem) };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no login mail for ${email}`);
}

async function uploadCv(base: string, user: User, bytes: Buffer): Promise<number | undefined> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'cv.pdf');
  const response = await fetch(`${base}/api/employees/cv`, { method: 'POST', body: form, headers: { cookie: user.cookie } });
  return response.status === 201 ? ((await response.json()) as { id: number }).id : undefined;
}

interface Acknowledged {
  email: string;
  vacancyId: number;
  id: number;
  at: number;
}

/** Each user applies to the vacancies in turn until `stop()`: the write load. */
function startLoad(base: string, users: User[], vacancyIds: number[], cvVersions: Buffer[]) {
  const acknowledged: Acknowledged[] = [];
  const errors: string[] = [];
  let running = true;
  const loops = users.map(async (user, index) => {
    for (let turn = 0; running && turn < vacancyIds.length; turn += 1) {
      const vacancyId = vacancyIds[(turn + index * 7) % vacancyIds.length]!;
      const response = await fetch(`${base}/api/applications`, {
        method: 'POST',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ vacancyId, motivation: 'Ik heb ruime ervaring met vergelijkbare opdrachten.', hoursPerWeek: 32 }),
      });
      if (response.status === 201) acknowledged.push({ email: user.email, vacancyId, id: ((await response.json()) as { id: number }).id, at: performance.now() });
      else errors.push(`${response.status} ${await response.text()}`);
      // Paced, so the load lasts past a slow backup on a busy machine (6 users x 240 opdrachten x >= 0.3 s).
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });
  // The first user also replaces its CV over and over: the server deletes each replaced file.
  const cvLoop = (async () => {
    for (let turn = 0; running; turn += 1) {
      const bytes = pdf(`versie ${turn}`);
      cvVersions.push(bytes);
      await uploadCv(base, users[0]!, bytes);
    }
  })();
  return {
    acknowledged,
    errors,
    async stop() {
      running = false;
      await Promise.all([...loops, cvLoop]);
    },
  };
}

/** Every open opdracht of the demo data (pages of 100). */
async function vacancyIds(base: string): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; ; start += 100) {
    const range = encodeURIComponent(JSON.stringify([start, start + 99]));
    const response = await fetch(`${base}/api/vacancies?range=${range}`);
    if (response.status !== 200) throw new Error(`vacancies: ${response.status}`);
    const page = (await response.json()) as Array<{ id: number }>;
    ids.push(...page.map((vacancy) => vacancy.id));
    if (page.length < 100) return ids;
  }
}

async function fingerprint(root: string): Promise<string[]> {
  const result: string[] = [];
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(name);
      else result.push(`${name} ${createHash('sha256').update(await readFile(path.join(root, name))).digest('hex')}`);
    }
  };
  await walk('');
  return result.sort();
}

const cases = [
  { name: 'pglite' as const, ports: [3430, 3431] },
  ...(postgresUrl ? [{ name: 'postgres' as const, ports: [3432, 3433] }] : []),
];

describe.each(cases)('backup under write load, restore, start ($name, real processes)', ({ name, ports }) => {
  const suffix = randomBytes(4).toString('hex');
  // Only with PostgreSQL (the PGlite case keeps its database in the data folder).
  const databases = postgresUrl ? scratchDatabases(postgresUrl, 'backup_load', ['source', 'target'] as const) : undefined;
  let root: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-backup-load-'));
    if (name === 'postgres') await databases!.create();
  });
  afterAll(async () => {
    for (const server of servers) server.killGroup();
    if (name === 'postgres') await databases!.drop();
    await rm(root, { recursive: true, force: true });
  });

  it('keeps every application acknowledged before the backup, and a complete CV; restore refuses a non-empty target', async () => {
    const sourceDir = path.join(root, 'source');
    const targetDir = path.join(root, 'target');
    // Plain tar from the embedded server's stream, gzipped from pg_dump: both ways of writing the file.
    const archive = path.join(root, name === 'pglite' ? 'backup.tar' : 'backup.tar.gz');
    const dbEnv = (database: 'source' | 'target'): Record<string, string> =>
      name === 'postgres' ? { DATABASE_URL: databases!.urlOf(database), JWT_SECRET: 'backup-test-secret-backup-test-secret-0123456789' } : {};
    const source = await startServerProcess({ dataDir: sourceDir, port: ports[0]!, via: 'node', env: { SEED_DEMO_DATA: 'true', ...LIMITS, ...dbEnv('source') } });
    servers.push(source);
    const users = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => login(source.url, sourceDir, `belasting.${index}.${suffix}@voorbeeld.nl`)));
    const ids = await vacancyIds(source.url);
    expect(ids.length).toBeGreaterThan(200);
    const cvVersions: Buffer[] = [];
    const load = startLoad(source.url, users, ids, cvVersions);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const backupStarted = performance.now();
    const acknowledgedBefore = load.acknowledged.filter((entry) => entry.at <= backupStarted).length;
    const backup = await runCli('backup', archive, { DATA_DIR: sourceDir, PUBLIC_URL: source.url, ...dbEnv('source') });
    const backupEnded = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const stillWriting = load.acknowledged.filter((entry) => entry.at > backupEnded).length;
    await load.stop();
    expect(backup.output).toMatch(/Backup written to/);
    expect(backup.code).toBe(0);
    expect(backup.output).toMatch(name === 'pglite' ? /from the running server/ : /from pg_dump/);
    const before = load.acknowledged.filter((entry) => entry.at <= backupStarted);
    const during = load.acknowledged.filter((entry) => entry.at > backupStarted && entry.at <= backupEnded);
    expect(before.length).toBe(acknowledgedBefore);
    expect(before.length).toBeGreaterThan(0);
    // The load went on while the backup ran: the server kept answering.
    expect(during.length).toBeGreaterThan(0);
    expect(stillWriting).toBeGreaterThan(0);
    expect(load.errors).toEqual([]);
    await source.stop();

    const restore = await runCli('restore', archive, { DATA_DIR: targetDir, PUBLIC_URL: `http://127.0.0.1:${ports[1]}`, ...dbEnv('target') });
    expect(restore.output).toMatch(/Restored /);
    expect(restore.code).toBe(0);

    const restored = await startServerProcess({ dataDir: targetDir, port: ports[1]!, via: 'node', env: { ...LIMITS, ...dbEnv('target') } });
    servers.push(restored);
    // The session of the backup works on the restored server (same secret, same sessions), and its CV is one complete version.
    const own = await fetch(`${restored.url}/api/employees/me`, { headers: { cookie: users[0]!.cookie } });
    expect(own.status).toBe(200);
    const cvId = ((await own.json()) as { cv?: { id: number } | null }).cv?.id;
    if (cvId !== undefined) {
      const download = await fetch(`${restored.url}/api/employees/cv/${cvId}`, { headers: { cookie: users[0]!.cookie } });
      expect(download.status).toBe(200);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(cvVersions.some((version) => version.equals(bytes))).toBe(true);
    }
    // A restore while the server runs on the folder is refused by its lock (PGlite) or by the non-empty database.
    const whileRunning = await runCli('restore', archive, { DATA_DIR: targetDir, PUBLIC_URL: restored.url, ...dbEnv('target') });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toMatch(name === 'pglite' ? /is in use by process/ : /not empty/);
    await restored.stop();

    // Every application acknowledged before the backup started is in the restored database.
    let database: DatabaseHandle | undefined;
    try {
      database =
        name === 'postgres'
          ? await openDatabase({ kind: 'postgres', connectionString: databases!.urlOf('target') })
          : await openDatabase({ kind: 'pglite', dataDir: path.join(targetDir, 'db') });
      const { rows } = await sql<{ id: number; email: string; vacancy_id: number }>`
        SELECT a.id, e.email, a.vacancy_id FROM applications a JOIN employees e ON e.id = a.employee_id`.execute(database.db);
      const stored = new Map(rows.map((row) => [row.id, row]));
      const lost = before.filter((entry) => stored.get(entry.id)?.email !== entry.email || stored.get(entry.id)?.vacancy_id !== entry.vacancyId);
      expect(lost).toEqual([]);
      // Nothing in the backup that was acknowledged only after it ended.
      const after = load.acknowledged.filter((entry) => entry.at > backupEnded + 1000);
      expect(after.filter((entry) => stored.has(entry.id))).toEqual([]);
    } finally {
      await database?.close();
    }

    // A second restore into the now non-empty target is refused and changes nothing.
    const fingerprintBefore = await fingerprint(targetDir);
    const again = await runCli('restore', archive, { DATA_DIR: targetDir, PUBLIC_URL: restored.url, ...dbEnv('target') });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/Refusing to restore: the (data folder|database of DATABASE_URL) .* is not empty|Refusing to restore: the database of DATABASE_URL is not empty/);
    expect(again.output).toMatch(/nothing was changed/);
    expect(await fingerprint(targetDir)).toEqual(fingerprintBefore);
    process.stdout.write(
      `[backup-server ${name}] acknowledged before the backup ${before.length}, during ${during.length}; backup ${((backupEnded - backupStarted) / 1000).toFixed(1)} s; ${backup.output.trim()}\n`,
    );
  }, 420_000);
});
