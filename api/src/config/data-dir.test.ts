import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.js';
import { DataDirError, describeReadableDataDir, prepareDataDir } from './data-dir.js';
import { findRepoRoot } from './env.js';
import { resolveJwtSecret } from './jwt-secret.js';

const modeOf = async (entry: string) => (await stat(entry)).mode & 0o777;

describe('prepareDataDir', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-data-dir-'));
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it('creates a missing data folder (and its missing parents) 0700', async () => {
    const dataDir = path.join(root, 'a', 'data');
    const check = await prepareDataDir(dataDir);
    expect(check).toEqual({ created: true, readableByOthers: [] });
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(root, 'a'))).toBe(0o700);
    // Again: nothing to create, nothing to say.
    expect(await prepareDataDir(dataDir)).toEqual({ created: false, readableByOthers: [] });
  });

  it('accepts a 0700 folder whatever the modes inside (PGlite writes its files 0666; nobody else reaches them)', async () => {
    await mkdir(path.join(root, 'db', 'pg_wal'), { recursive: true });
    await writeFile(path.join(root, 'db', 'pg_wal', '000000010000000000000001'), 'wal');
    await chmod(path.join(root, 'db', 'pg_wal', '000000010000000000000001'), 0o666);
    await chmod(path.join(root, 'db'), 0o777);
    await chmod(root, 0o700);
    expect(await prepareDataDir(root)).toEqual({ created: false, readableByOthers: [] });
  });

  it('refuses a folder group or others can write, naming the folder and the chmod that fixes it', async () => {
    await chmod(root, 0o777);
    const error = await prepareDataDir(root).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirError);
    const message = (error as DataDirError).message;
    expect(message).toContain(`Refusing to start: other users can write in the data folder ${root}:`);
    expect(message).toContain(`${root} (0777: group and others can write)`);
    expect(message).toContain(`Fix: chmod 700 '${root}'`);

    await chmod(root, 0o770);
    await expect(prepareDataDir(root)).rejects.toThrow('(0770: group can write)');
  });

  it('refuses a 0755 folder whose database files others can write (the layout PGlite left before)', async () => {
    await mkdir(path.join(root, 'db', 'base'), { recursive: true });
    const wal = path.join(root, 'db', 'base', '1');
    await writeFile(wal, 'catalog');
    await chmod(wal, 0o666);
    await chmod(path.join(root, 'db', 'base'), 0o755);
    await chmod(path.join(root, 'db'), 0o755);
    await chmod(root, 0o755);
    const error = await prepareDataDir(root).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirError);
    expect((error as DataDirError).writable).toEqual([`${wal} (0666: group and others can write)`]);
    // After the advised fix it starts.
    await chmod(root, 0o700);
    await expect(prepareDataDir(root)).resolves.toEqual({ created: false, readableByOthers: [] });
  });

  it('starts on a folder others can only read, with a warning that says how to close it', async () => {
    await writeFile(path.join(root, 'jwt-secret'), 'x', { mode: 0o600 });
    await writeFile(path.join(root, 'notes'), 'x', { mode: 0o644 });
    await chmod(path.join(root, 'notes'), 0o644);
    await chmod(root, 0o755);
    const check = await prepareDataDir(root);
    expect(check.readableByOthers.sort()).toEqual([`${root} (0755)`, `${path.join(root, 'notes')} (0644)`].sort());
    expect(describeReadableDataDir(root, check)).toMatch(new RegExp(`other users can read 2 entries of the data folder .*fix: chmod 700 '${root}'`));
    expect(describeReadableDataDir(root, { created: false, readableByOthers: [] })).toBeUndefined();
  });

  it('does not follow symbolic links out of the folder', async () => {
    const outside = path.join(root, 'outside');
    await mkdir(outside, { mode: 0o777 });
    await chmod(outside, 0o777);
    const dataDir = path.join(root, 'data');
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);
    await symlink(outside, path.join(dataDir, 'link'));
    await expect(prepareDataDir(dataDir)).resolves.toMatchObject({ created: false });
  });
});

describe('a data folder the server filled', () => {
  it('is private: PGlite and the JWT secret create it 0700, and no other user reaches anything in it', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'interim-data-dir-filled-'));
    try {
      const dataDir = path.join(root, 'data');
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      await database.close();
      expect(await modeOf(dataDir)).toBe(0o700);
      await rm(dataDir, { recursive: true });
      await resolveJwtSecret(undefined, dataDir);
      expect(await modeOf(dataDir)).toBe(0o700);
      await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }).then((handle) => handle.close());
      expect(await prepareDataDir(dataDir)).toEqual({ created: false, readableByOthers: [] });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
    // Two fresh embedded databases on disk (initdb each): over a minute on a loaded 2-core machine.
  }, 180_000);
});

describe('server start on an unsafe data folder', () => {
  it('exits with status 1 and a message naming the folder and the fix, before opening the database', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-data-dir-server-'));
    try {
      await chmod(dataDir, 0o777);
      const apiRoot = path.join(findRepoRoot(), 'api');
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          path.join(apiRoot, 'node_modules', '.bin', 'tsx'),
          ['src/server.ts'],
          { cwd: apiRoot, env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' }, timeout: 60_000 },
          (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Refusing to start: other users can write in the data folder ${dataDir}:`);
      expect(result.stderr).toContain(`Fix: chmod 700 '${dataDir}'`);
      // Nothing was created in it: no database, no secret.
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
