import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { findRepoRoot } from '../config/env.js';

/** How a server process ended. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A real production server running as a child process. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** PID of the process started (pnpm with `pnpm-start`, node with `node`). */
  pid: number;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` (default SIGTERM) to the process started and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<ServerExit>;
  waitForExit(): Promise<ServerExit>;
  /**
   * SIGKILL to every process of its process group (the child runs in a group
   * of its own): for test clean-up after a failure. Returns whether any was left.
   */
  killGroup(): boolean;
}

export interface StartServerProcessOptions {
  /** DATA_DIR of the server. */
  dataDir: string;
  port: number;
  /** Added to (and overriding) the defaults below. `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /**
   * `pnpm-start` (default): `pnpm start` in api/, as production and the e2e
   * suite run it (pnpm, then the server); `node`: `node dist/server.js`
   * alone. Either way api/dist is built first when missing or out of date.
   */
  via?: 'pnpm-start' | 'node';
  /** How long to wait for /api/health to answer 200 (default 120 s). */
  timeoutMs?: number;
}

/** The server exited (or never answered) before /api/health answered 200. */
export class ServerProcessStartError extends Error {
  constructor(
    message: string,
    readonly exit: ServerExit | undefined,
    readonly output: string,
  ) {
    super(`${message}\n--- server output ---\n${output}`);
    this.name = 'ServerProcessStartError';
  }
}

/** Variables of the test runner that must not leak into the server. */
const DROPPED = ['NODE_ENV', 'JEST_WORKER_ID', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PORT', 'DATA_DIR', 'PUBLIC_URL', 'NODE_OPTIONS'];

/**
 * Starts the production server (NODE_ENV=production) on 127.0.0.1:`port`
 * with `dataDir`, and resolves once GET /api/health answers 200. Defaults:
 * no static site (SERVE_STATIC=false: no build of the site needed), no demo
 * data, mail links in the log (local PUBLIC_URL). Rejects with a
 * {@link ServerProcessStartError} (exit code and output) when the process
 * exits first or the timeout passes.
 */
export async function startServerProcess(options: StartServerProcessOptions): Promise<ServerProcess> {
  const repoRoot = findRepoRoot();
  const apiDir = path.join(repoRoot, 'api');
  const url = `http://127.0.0.1:${options.port}`;
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of DROPPED) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    PUBLIC_URL: url,
    SERVE_STATIC: 'false',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    ALERT_JOBS_INTERVAL_SECONDS: '0',
  });
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const via = options.via ?? 'pnpm-start';
  ensureApiBuild(apiDir);
  const [command, args] = via === 'pnpm-start' ? ['pnpm', ['start']] : [process.execPath, ['--enable-source-maps', 'dist/server.js']];
  // A process group of its own: killGroup() can then reach everything it started, orphans included.
  const child = spawn(command, args, { cwd: apiDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exit: ServerExit | undefined;
  void exited.then((value) => (exit = value));
  if (child.pid === undefined) {
    await new Promise((resolve) => child.once('error', resolve));
    throw new ServerProcessStartError(`could not start ${command}`, undefined, output);
  }
  const pid = child.pid;

  const killGroup = () => {
    try {
      process.kill(-pid, 'SIGKILL');
      return true;
    } catch {
      return false;
    }
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (exit) throw new ServerProcessStartError(`server exited with code ${exit.code} (signal ${exit.signal}) before /api/health answered`, exit, output);
    if (Date.now() > deadline) {
      killGroup();
      throw new ServerProcessStartError(`/api/health did not answer 200 within ${options.timeoutMs ?? 120_000} ms`, undefined, output);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    pid,
    child,
    output: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (!exit) child.kill(signal);
      return exited;
    },
    waitForExit: () => exited,
    killGroup,
  };
}

/** Builds api/dist when missing or out of date (about 2 s; nothing when current). */
export function ensureApiBuild(apiDir: string = path.join(findRepoRoot(), 'api')): void {
  const build = spawnSync(process.execPath, ['build.mjs', '--if-needed'], { cwd: apiDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`api build failed (exit ${build.status}):\n${build.stdout}${build.stderr}`);
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it), for a server process of a test. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
