import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, FOREIGN_STALE_MS, LOCK_FILE_NAME, readDataDirOwner } from './data-dir-lock.js';
import { findRepoRoot } from './env.js';

const apiDir = path.join(findRepoRoot(), 'api');
const holderScript = path.join(apiDir, 'src/testing/hold-data-dir-lock.ts');

/** A process holding (or failing to take) the lock, started through tsx as a real separate process. */
function startHolder(dataDir: string, startAt?: number): { child: ChildProcess; line: Promise<string>; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dataDir, ...(startAt ? [String(startAt)] : [])], {
    cwd: apiDir,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const line = new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.includes('\n')) resolve(stdout.trim());
    });
    void exit.then((code) => reject(new Error(`holder exited ${code} without a line: ${stdout}${stderr}`)));
  });
  return { child, line, exit };
}

/** This process's own lock record fields that tell a live owner (Linux). */
function identity(pid: number): { bootId?: string; pidNamespace?: string; processStart?: string } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return {
      bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
      pidNamespace: readlinkSync('/proc/self/ns/pid'),
      processStart: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19],
    };
  } catch {
    return {};
  }
}

describe('data folder lock', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-lock-'));
  });
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is exclusive: a second opener gets the owner (folder and PID in the message); release frees it', async () => {
    const lock = await acquireDataDirLock(dataDir, { kind: 'server', command: 'server' });
    await lock.update({ url: 'http://127.0.0.1:3400' });
    expect(await readDataDirOwner(dataDir)).toEqual({
      pid: process.pid,
      kind: 'server',
      command: 'server',
      url: 'http://127.0.0.1:3400',
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = acquireDataDirLock(dataDir, { kind: 'cli', command: 'create-staff' });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    const error = (await second.catch((caught: unknown) => caught)) as DataDirLockedError;
    expect(error.owner.pid).toBe(process.pid);
    expect(error.dataDir).toBe(dataDir);
    expect(error.message).toContain(`Data folder ${dataDir} is in use by process ${process.pid}`);
    expect(error.message).toContain('http://127.0.0.1:3400');

    await lock.release();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    expect(await readDataDirOwner(dataDir)).toBeUndefined();
    const again = await acquireDataDirLock(dataDir, { kind: 'cli', command: 'seed' });
    await again.release();
  });

  it('refuses while another process holds it, and takes over the lock it left when killed with SIGKILL', async () => {
    const holder = startHolder(dataDir);
    children.push(holder.child);
    expect(await holder.line).toBe(`acquired ${holder.child.pid}`);
    expect((await readDataDirOwner(dataDir))?.pid).toBe(holder.child.pid);
    await expect(acquireDataDirLock(dataDir, { kind: 'server', command: 'server' })).rejects.toThrow(`in use by process ${holder.child.pid}`);

    holder.child.kill('SIGKILL');
    await holder.exit;
    // The dead owner's file is still there, but no longer counts.
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
    expect(await readDataDirOwner(dataDir)).toBeUndefined();
    const lock = await acquireDataDirLock(dataDir, { kind: 'server', command: 'server' });
    expect((await readDataDirOwner(dataDir))?.pid).toBe(process.pid);
    await lock.release();
  });

  it('a released lock (SIGTERM to the holder) leaves no file behind', async () => {
    const holder = startHolder(dataDir);
    children.push(holder.child);
    await holder.line;
    holder.child.kill('SIGTERM');
    expect(await holder.exit).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  const linuxOnly = existsSync('/proc/self/stat') ? it : it.skip;

  linuxOnly('tells a reused PID from its owner by the process start time', async () => {
    // A live process that is not the owner: its PID with another start time is a reused PID.
    const sleeper = spawn('sleep', ['30']);
    children.push(sleeper);
    const pid = sleeper.pid!;
    const record = { pid, kind: 'server', command: 'server', startedAt: new Date().toISOString(), token: 'old', host: os.hostname(), ...identity(pid) };
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);

    await writeFile(lockFile, JSON.stringify(record));
    await expect(acquireDataDirLock(dataDir, { kind: 'cli', command: 'seed' })).rejects.toThrow(`in use by process ${pid}`);

    await writeFile(lockFile, JSON.stringify({ ...record, processStart: '1' }));
    expect(await readDataDirOwner(dataDir)).toBeUndefined();
    const lock = await acquireDataDirLock(dataDir, { kind: 'cli', command: 'seed' });
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, command: 'seed' });
    await lock.release();

    // Another boot: whatever the PID is now, it is not the owner.
    await writeFile(lockFile, JSON.stringify({ ...record, bootId: 'another-boot' }));
    expect(await readDataDirOwner(dataDir)).toBeUndefined();
  });

  it('an owner on another host counts until its heartbeat is older than the limit', async () => {
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);
    const record = { pid: 4242, kind: 'server', command: 'server', startedAt: new Date().toISOString(), token: 'elsewhere', host: 'another-host' };
    await writeFile(lockFile, JSON.stringify(record));
    await expect(acquireDataDirLock(dataDir, { kind: 'server', command: 'server' })).rejects.toThrow('in use by process 4242');

    const old = new Date(Date.now() - FOREIGN_STALE_MS - 5000);
    await utimes(lockFile, old, old);
    const lock = await acquireDataDirLock(dataDir, { kind: 'server', command: 'server' });
    await lock.release();
  });

  it('of several processes starting at once, exactly one wins: on a free folder and on a stale lock', async () => {
    for (const stale of [false, true]) {
      if (stale) {
        // Left by a process that is gone (its PID exited just before).
        const gone = spawn(process.execPath, ['-e', '']);
        await new Promise((resolve) => gone.once('exit', resolve));
        const record = { pid: gone.pid, kind: 'server', command: 'server', startedAt: new Date().toISOString(), token: 'dead', host: os.hostname() };
        await writeFile(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify(record));
      }
      // Each waits for the same moment (well after tsx has loaded), then races.
      const startAt = Date.now() + 4000;
      const holders = Array.from({ length: 5 }, () => startHolder(dataDir, startAt));
      children.push(...holders.map((holder) => holder.child));
      const lines = await Promise.all(holders.map((holder) => holder.line));
      const winners = lines.filter((line) => line.startsWith('acquired'));
      expect({ stale, winners: winners.length }).toEqual({ stale, winners: 1 });
      const winnerPid = Number(winners[0]!.split(' ')[1]);
      // Every loser names the winner.
      expect(lines.filter((line) => line !== winners[0])).toEqual(Array(4).fill(`locked ${winnerPid}`));
      expect((await readDataDirOwner(dataDir))?.pid).toBe(winnerPid);
      for (const holder of holders) holder.child.stdin!.end();
      await Promise.all(holders.map((holder) => holder.exit));
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    }
  }, 60_000);
});
