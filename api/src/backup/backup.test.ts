import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { loadTestEnv } from '../config/env.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { collectMigrations } from '../db/migrate.js';
import { modules } from '../modules/index.js';
import { loginAs, type TestLogin } from '../testing/login.js';
import { loadPgliteTemplate } from '../testing/pglite-template.js';
import { BackupArchiveError, openBackupArchive } from './archive.js';
import { OPERATOR_TOKEN_FILE } from '../http/operator-access.js';
import { BACKUP_ENDPOINT } from './backup-ops.plugin.js';
import { runBackup, runRestore } from './backup-command.js';
import { createBackup } from './create-backup.js';
import { restoreBackup, RestoreRefusedError } from './restore-backup.js';
import { scratchDatabases } from '../testing/scratch-databases.js';

const knownMigrations = Object.keys(collectMigrations(modules.map((module) => module.migrations ?? {})));
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

function multipart(fileName: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----backup${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function uploadCv(app: FastifyInstance, login: TestLogin, bytes: Buffer): Promise<number> {
  const { payload, headers } = multipart('cv.pdf', bytes);
  const response = await app.inject({ method: 'POST', url: '/api/employees/cv', payload, headers: { ...headers, cookie: login.cookieHeader } });
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { id: number }).id;
}

/** Every file under `root` with the SHA-256 of its bytes: what "changes nothing" compares. */
async function fingerprint(root: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(name);
      else result[name] = createHash('sha256').update(await readFile(path.join(root, name))).digest('hex');
    }
  };
  await walk('');
  return result;
}

const scratchDirs: string[] = [];
async function scratch(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `interim-backup-${prefix}-`));
  scratchDirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of scratchDirs) await rm(dir, { recursive: true, force: true });
});

/** An app on a PGlite folder in `dataDir` (the server's layout), with a generated JWT secret. */
async function appOnFolder(dataDir: string, database?: DatabaseHandle): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const handle = database ?? (await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), loadDataDir: await loadPgliteTemplate() }));
  const app = await buildApp({
    env: { NODE_ENV: 'test' },
    config: { dataDir, serveStatic: false, logLevel: 'silent', jwtSecret: undefined, seedDemoData: false, seedReferenceData: false },
    database: handle,
  });
  await app.ready();
  return { app, database: handle };
}

describe('backup and restore (PGlite, in process)', () => {
  let source: string;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let anna: TestLogin;
  let cvId: number;
  let archive: string;
  const cvBytes = pdf('cv van Anna');

  beforeAll(async () => {
    source = await scratch('source');
    // What a backup killed mid-way leaves: the next start removes it.
    await mkdir(path.join(source, '.backup-leftover', 'db'), { recursive: true });
    await writeFile(path.join(source, '.backup-leftover', 'db', 'PG_VERSION'), '18\n');
    ({ app, database } = await appOnFolder(source));
    anna = await loginAs(app, 'anna.backup@voorbeeld.nl', { firstName: 'Anna', lastName: 'Backup' });
    cvId = await uploadCv(app, anna, cvBytes);
    archive = path.join(await scratch('archives'), 'backup.tar');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const token = async () => (await readFile(path.join(source, OPERATOR_TOKEN_FILE), 'utf8')).trim();

  it('the running server streams a backup to a local caller with its token only', async () => {
    expect((await readdir(source)).filter((name) => name.startsWith('.backup-'))).toEqual([]);
    expect((await stat(path.join(source, OPERATOR_TOKEN_FILE))).mode & 0o777).toBe(0o600);
    const authorization = `Bearer ${await token()}`;
    const refused = [
      await app.inject({ method: 'POST', url: BACKUP_ENDPOINT }),
      await app.inject({ method: 'POST', url: BACKUP_ENDPOINT, headers: { authorization: 'Bearer wrong' } }),
      await app.inject({ method: 'POST', url: BACKUP_ENDPOINT, headers: { authorization }, remoteAddress: '192.0.2.7' }),
      await app.inject({ method: 'POST', url: BACKUP_ENDPOINT, headers: { authorization, 'x-forwarded-for': '192.0.2.7' } }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);

    const response = await app.inject({ method: 'POST', url: BACKUP_ENDPOINT, headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-tar');
    await writeFile(archive, response.rawPayload, { mode: 0o600 });

    const opened = await openBackupArchive(archive);
    try {
      expect(opened.manifest.database.kind).toBe('pglite');
      expect(opened.manifest.database.migrations).toEqual([...knownMigrations].sort());
      expect(opened.manifest.cvFiles).toBe(1);
      expect(opened.manifest.jwtSecret).toBe(true);
      expect(opened.manifest.directories).toContain('database/pglite/pg_tblspc/');
    } finally {
      await opened.close();
    }
  });

  it('restores into an empty folder: the account, its CV bytes and the JWT secret come back', async () => {
    const target = path.join(await scratch('target'), 'data');
    const result = await restoreBackup({ dataDir: target, file: archive, knownMigrations });
    expect(result.pendingMigrations).toEqual([]);
    expect(await readFile(path.join(target, 'jwt-secret'), 'utf8')).toBe(await readFile(path.join(source, 'jwt-secret'), 'utf8'));
    expect((await stat(target)).mode & 0o777).toBe(0o700);

    const restored = await appOnFolder(target, await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'db') }));
    try {
      // Anna's session cookie still works: same secret, same session rows.
      const download = await restored.app.inject({ method: 'GET', url: `/api/employees/cv/${cvId}`, headers: { cookie: anna.cookieHeader } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(cvBytes)).toBe(true);
    } finally {
      await restored.app.close();
      await restored.database.close();
    }
  }, 60_000);

  it('refuses a folder that is not empty and changes nothing in it', async () => {
    const target = await scratch('busy');
    await mkdir(path.join(target, 'cv'), { mode: 0o700 });
    await writeFile(path.join(target, 'cv', 'abc'), 'een bestaand cv');
    await writeFile(path.join(target, 'jwt-secret'), 'x'.repeat(40));
    const before = await fingerprint(target);
    await expect(restoreBackup({ dataDir: target, file: archive, knownMigrations })).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup({ dataDir: target, file: archive, knownMigrations })).rejects.toThrow(/data folder .* is not empty \(cv, jwt-secret\).*nothing was changed/);
    expect(await fingerprint(target)).toEqual(before);
  });

  it('refuses a backup made by a newer version (a migration unknown here)', async () => {
    const target = path.join(await scratch('older'), 'data');
    await expect(restoreBackup({ dataDir: target, file: archive, knownMigrations: knownMigrations.slice(0, -1) })).rejects.toThrow(/newer version of the API/);
    await expect(readdir(target)).rejects.toThrow(/ENOENT/);
  });

  it('reports the migrations a restore of an older backup leaves to the server', async () => {
    const target = path.join(await scratch('newer'), 'data');
    const result = await restoreBackup({ dataDir: target, file: archive, knownMigrations: [...knownMigrations, '9999_future_change'] });
    expect(result.pendingMigrations).toEqual(['9999_future_change']);
  }, 60_000);

  it('refuses a damaged or cut-off archive before writing anything', async () => {
    const bytes = await readFile(archive);
    const dir = await scratch('damaged');
    const flipped = Buffer.from(bytes);
    // A byte inside the first file entry's data (after its header).
    flipped[1024 + 100] = (flipped[1024 + 100] ?? 0) ^ 0xff;
    await writeFile(path.join(dir, 'flipped.tar'), flipped);
    await writeFile(path.join(dir, 'cut.tar'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    await writeFile(path.join(dir, 'not-a-backup.tar'), Buffer.alloc(4096, 0));
    for (const name of ['flipped.tar', 'cut.tar', 'not-a-backup.tar']) {
      const target = path.join(dir, `${name}-target`);
      await expect(restoreBackup({ dataDir: target, file: path.join(dir, name), knownMigrations })).rejects.toThrow(BackupArchiveError);
      await expect(readdir(target)).rejects.toThrow(/ENOENT/);
    }
  });

  it('reads a gzipped archive', async () => {
    const gz = path.join(await scratch('gz'), 'backup.tar.gz');
    await pipeline((await import('node:fs')).createReadStream(archive), createGzip(), createWriteStream(gz));
    const opened = await openBackupArchive(gz);
    try {
      expect(opened.manifest.cvFiles).toBe(1);
    } finally {
      await opened.close();
    }
  });
});

describe('pnpm backup / pnpm restore with no server running (PGlite)', () => {
  it('the commands take the folder themselves: backup to a plain .tar, restore into an empty folder, refuse a second restore there', async () => {
    const dataDir = await scratch('offline');
    const { app, database } = await appOnFolder(dataDir);
    let anna: TestLogin;
    let cvId: number;
    try {
      anna = await loginAs(app, 'anna.offline@voorbeeld.nl');
      cvId = await uploadCv(app, anna, pdf('offline cv'));
    } finally {
      await app.close();
      await database.close();
    }
    const lines: string[] = [];
    // Relative file names are resolved against the operator's folder.
    const operatorFolder = await scratch('operator');
    const options = (folder: string) => ({
      config: { dataDir: folder, databaseUrl: undefined },
      invokedFrom: operatorFolder,
      print: (line: string) => lines.push(line),
      printError: (line: string) => lines.push(line),
    });
    const code = await runBackup(['offline.tar'], options(dataDir));
    expect({ code, lines }).toEqual({ code: 0, lines: [expect.stringMatching(/^Backup written/)] });
    expect(lines.join('\n')).toMatch(/Backup written to .*offline\.tar .*from the data folder \(no server running\).*1 CV files, JWT secret/);
    // The lock is released, the scratch folder gone.
    expect((await readdir(dataDir)).filter((name) => name.startsWith('.backup-') || name.startsWith('owner.lock'))).toEqual([]);
    expect(await readdir(operatorFolder)).toEqual(['offline.tar']);
    expect(await runBackup(['offline.tar'], options(dataDir))).toBe(1);
    expect(lines.at(-1)).toMatch(/Refusing to overwrite/);

    const target = path.join(await scratch('offline-target'), 'data');
    expect(await runRestore(['offline.tar'], options(target))).toBe(0);
    expect(lines.join('\n')).toMatch(/Its schema matches this version/);
    const before = await fingerprint(target);
    expect(await runRestore(['offline.tar'], options(target))).toBe(1);
    expect(lines.at(-1)).toMatch(/is not empty \(cv, db, jwt-secret\).*nothing was changed/);
    expect(await fingerprint(target)).toEqual(before);

    const restored = await appOnFolder(target, await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'db') }));
    try {
      const download = await restored.app.inject({ method: 'GET', url: `/api/employees/cv/${cvId}`, headers: { cookie: anna.cookieHeader } });
      expect(download.rawPayload.equals(pdf('offline cv'))).toBe(true);
    } finally {
      await restored.app.close();
      await restored.database.close();
    }
  }, 120_000);
});

const postgresUrl = loadTestEnv().testDatabaseUrl;
const describePostgres = postgresUrl ? describe : describe.skip;

describePostgres('backup and restore (PostgreSQL, in process)', () => {
  const databases = scratchDatabases(postgresUrl!, 'backup', ['source', 'target'] as const);
  const urlOf = databases.urlOf;

  beforeAll(() => databases.create());
  afterAll(() => databases.drop());

  it('pg_dump of a database, restore into an empty one; a second restore into it is refused and changes nothing', async () => {
    const dataDir = await scratch('pg-source');
    const database = await openDatabase({ kind: 'postgres', connectionString: urlOf('source') });
    const { app } = await appOnFolder(dataDir, database);
    let cvId: number;
    let anna: TestLogin;
    try {
      anna = await loginAs(app, 'anna.pgbackup@voorbeeld.nl');
      cvId = await uploadCv(app, anna, pdf('pg cv'));
    } finally {
      await app.close();
    }
    const file = path.join(await scratch('pg-archive'), 'backup.tar');
    const out = createWriteStream(file, { mode: 0o600 });
    const { manifest } = await createBackup({ dataDir, databaseUrl: urlOf('source'), out, now: new Date() });
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    await database.close();
    expect(manifest.database.kind).toBe('postgres');
    expect(manifest.database.migrations).toEqual([...knownMigrations].sort());
    // On PostgreSQL the CV bytes are rows, not files.
    expect(manifest.cvFiles).toBe(0);

    const targetDir = path.join(await scratch('pg-target'), 'data');
    await restoreBackup({ dataDir: targetDir, databaseUrl: urlOf('target'), file, knownMigrations });
    const restored = await openDatabase({ kind: 'postgres', connectionString: urlOf('target') });
    const again = await appOnFolder(targetDir, restored);
    try {
      const download = await again.app.inject({ method: 'GET', url: `/api/employees/cv/${cvId}`, headers: { cookie: anna.cookieHeader } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf('pg cv'))).toBe(true);
      const before = (await sql<{ count: number }>`SELECT count(*)::int AS count FROM employees`.execute(restored.db)).rows[0]?.count;
      await expect(restoreBackup({ dataDir: path.join(targetDir, 'other'), databaseUrl: urlOf('target'), file, knownMigrations })).rejects.toThrow(
        /database of DATABASE_URL is not empty .*nothing was changed/,
      );
      const after = (await sql<{ count: number }>`SELECT count(*)::int AS count FROM employees`.execute(restored.db)).rows[0]?.count;
      expect(after).toBe(before);
      await expect(readdir(path.join(targetDir, 'other'))).rejects.toThrow(/ENOENT/);
    } finally {
      await again.app.close();
      await restored.close();
    }
  }, 120_000);

  it('refuses to restore a backup of the embedded database into PostgreSQL', async () => {
    const pgliteArchive = path.join(await scratch('kind'), 'pglite.tar');
    const dataDir = await scratch('kind-source');
    const { app, database } = await appOnFolder(dataDir);
    try {
      const authorization = `Bearer ${(await readFile(path.join(dataDir, OPERATOR_TOKEN_FILE), 'utf8')).trim()}`;
      const response = await app.inject({ method: 'POST', url: BACKUP_ENDPOINT, headers: { authorization } });
      await writeFile(pgliteArchive, response.rawPayload);
    } finally {
      await app.close();
      await database.close();
    }
    await expect(
      restoreBackup({ dataDir: path.join(dataDir, 'x'), databaseUrl: urlOf('target'), file: pgliteArchive, knownMigrations }),
    ).rejects.toThrow(/holds the embedded database \(PGlite\), but DATABASE_URL names PostgreSQL/);
  }, 60_000);
});
