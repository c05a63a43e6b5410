import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readDataDirOwner } from './config/data-dir-lock.js';
import { findRepoRoot } from './config/env.js';
import { findFreePort, type ServerProcess, ServerProcessStartError, startServerProcess } from './testing/server-process.js';

// Real processes on the embedded database: the production server and the create-staff command.
const apiDir = path.join(findRepoRoot(), 'api');

/** Runs the compiled `create-staff` command as `pnpm --filter @interim/api create-staff` does (api/dist is built by startServerProcess). */
function createStaff(dataDir: string, email: string): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/create-staff.js', email], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('one process per data folder (real server processes)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-server-lock-'));
    server = await startServerProcess({ dataDir, port: await findFreePort(), via: 'node' });
  }, 180_000);

  afterAll(async () => {
    server?.killGroup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the running server owns the folder and records its URL', async () => {
    expect(await readDataDirOwner(dataDir)).toMatchObject({ pid: server!.pid, kind: 'server', command: 'server', url: server!.url });
  });

  it('a second server on the same folder exits non-zero at once, naming the folder and the owner', async () => {
    const second = await startServerProcess({ dataDir, port: await findFreePort(), via: 'node' }).then(
      (started) => {
        started.killGroup();
        throw new Error('the second server started');
      },
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(ServerProcessStartError);
    const { exit, output } = second as ServerProcessStartError;
    expect(exit?.code).toBe(1);
    expect(output).toContain(`Data folder ${dataDir} is in use by process ${server!.pid}`);
    // The first server is untouched.
    expect((await fetch(`${server!.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('create-staff refuses while the server runs, and works once it has stopped', async () => {
    const refused = await createStaff(dataDir, 'beheer@example.nl');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`is in use by process ${server!.pid}`);
    expect(refused.output).toContain(server!.url);

    expect(await server!.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(await readDataDirOwner(dataDir)).toBeUndefined();
    const created = await createStaff(dataDir, 'beheer@example.nl');
    expect(created.output).toContain('Staff account created: beheer@example.nl');
    expect(created.code).toBe(0);
  }, 180_000);
});
