import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseRemotesTable } from '@interim/shared/contract';
import { findRepoRoot } from '../../config/env.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { runReleaseCommand } from './release-commands.js';

// `pnpm remote:deploy` against the real builds of `pnpm build` (mf-vacancies
// and the shell's server build for the smoke render), with a real server
// listening on loopback that the command reaches through its operator
// endpoint. Needs a build: without one the suite says so and skips, unless
// RELEASES_NEED_BUILD=1 (`pnpm test` runs it so after its build step), where a
// missing build fails it.
jest.setTimeout(600_000);

const repoRoot = findRepoRoot();
const builtRemote = path.join(repoRoot, 'mf-vacancies', 'dist');
const builtShell = path.join(repoRoot, 'shell', 'dist');
/** The sixth remote (issue 31, docs/adr/0021): deployed and rolled back alone like the others. */
const builtClients = path.join(repoRoot, 'mf-clients', 'dist');
const built = existsSync(path.join(builtRemote, 'mf-manifest.json')) && existsSync(path.join(builtShell, 'server', 'main.js'));
if (!built && process.env.RELEASES_NEED_BUILD === '1') throw new Error('release-commands.test.ts: no build (mf-vacancies/dist and shell/dist/server), and RELEASES_NEED_BUILD=1');
if (!built) console.warn('release-commands.test.ts: skipped, run pnpm build first (needs mf-vacancies/dist and shell/dist/server)');
const PORT = 3443;

// `pnpm test` runs it after its own build only (scripts/test-all.mjs); a build left from before may be stale.
const runSuite = built && process.env.RELEASES_AFTER_BUILD_ONLY !== '1';
(runSuite ? describe : describe.skip)('pnpm remote:deploy, rollback and status against a running server', () => {
  let root: string;
  let testApp: TestApp;
  const base = `http://127.0.0.1:${PORT}`;
  let output: string[] = [];

  async function run(command: string, ...args: string[]): Promise<number> {
    output = [];
    return runReleaseCommand(command, args, { config: { ...testApp.app.config, port: PORT, staticRoot: root }, repoRoot, print: (line) => output.push(line) });
  }
  const liveVersion = async (remote = 'mf_vacancies') => parseRemotesTable(await (await fetch(`${base}/remotes.json`)).json()).versions[remote];
  /** A copy of the real build (`from`, mf-vacancies by default), changed by `change` (a new file makes it another release). */
  async function variant(name: string, change: (dir: string) => Promise<void>, from = builtRemote): Promise<string> {
    const dir = path.join(root, 'variants', name);
    await cp(from, dir, { recursive: true });
    await change(dir);
    return dir;
  }
  const editManifest = (edit: (manifest: Record<string, unknown>) => void) => async (dir: string) => {
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    edit(manifest);
    await writeFile(file, JSON.stringify(manifest));
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-release-commands-'));
    await mkdir(path.join(root, 'shell'), { recursive: true });
    await mkdir(path.join(root, 'mf-vacancies'), { recursive: true });
    await symlink(builtShell, path.join(root, 'shell', 'dist'));
    await symlink(builtRemote, path.join(root, 'mf-vacancies', 'dist'));
    if (existsSync(path.join(builtClients, 'mf-manifest.json'))) {
      await mkdir(path.join(root, 'mf-clients'), { recursive: true });
      await symlink(builtClients, path.join(root, 'mf-clients', 'dist'));
    }
    testApp = await createTestApp({ name: 'pglite' }, { config: { serveStatic: true, staticRoot: root, serverRenderCacheSeconds: 10 } });
    await testApp.app.listen({ port: PORT, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await testApp?.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    ['an expose the shell needs is missing', editManifest((manifest) => (manifest.exposes = [])), 'does not expose ./routes'],
    [
      "a shared range excludes the shell's version",
      editManifest((manifest) => {
        manifest.shared = (manifest.shared as Array<Record<string, unknown>>).map((entry) => (entry.name === 'react' ? { ...entry, requiredVersion: '^18.2.0' } : entry));
      }),
      'requires react@^18.2.0',
    ],
    ['its remoteEntry.js is over the gzip budget', async (dir: string) => appendFile(path.join(dir, 'remoteEntry.js'), `/*${randomBytes(8000).toString('base64')}*/`), 'boven het plafond'],
    ['its server entry throws', async (dir: string) => writeFile(path.join(dir, 'server', 'remoteEntry.js'), 'throw new Error("kapotte servercode");'), 'kapotte servercode'],
  ])('refuses a build where %s, with the live release unchanged', async (_name, change, expected) => {
    const before = await liveVersion();
    expect(before).toBeDefined();
    const dir = await variant(`bad-${randomBytes(3).toString('hex')}`, change);
    expect(await run('deploy', 'mf-vacancies', '--from', dir)).toBe(1);
    expect(output.join('\n')).toContain(expected);
    expect(output.join('\n')).toContain(`mf_vacancies blijft op ${before}; er is niets veranderd.`);
    expect(await liveVersion()).toBe(before);
  });

  it('deploys a build, changing the next page\'s preload links, and rolls back to the release before', async () => {
    const first = (await liveVersion())!;
    const page = async () => (await fetch(`${base}/opdrachten`)).text();
    expect(await page()).toContain(`<link rel="preload" href="/releases/mf_vacancies/${first}/remoteEntry.js" as="script">`);

    const dir = await variant('good', async (copy) => writeFile(path.join(copy, 'release-note.txt'), 'tweede release\n'));
    expect(await run('deploy', 'mf-vacancies', '--from', dir, '--by', 'tester')).toBe(0);
    const second = (await liveVersion())!;
    expect(second).not.toBe(first);
    expect(output.join('\n')).toContain(`mf_vacancies@${second} is live (was ${first}).`);
    expect(output.join('\n')).toMatch(/proefrender: \/opdrachten 200/);
    const deployed = await page();
    expect(deployed).toContain(`href="/releases/mf_vacancies/${second}/mf-manifest.json"`);
    expect(deployed).not.toContain(`/releases/mf_vacancies/${first}/`);

    expect(await run('rollback', 'mf-vacancies')).toBe(0);
    expect(await liveVersion()).toBe(first);
    const rolledBack = await page();
    expect(rolledBack).toContain(`href="/releases/mf_vacancies/${first}/mf-manifest.json"`);
    expect(rolledBack).not.toContain(`/releases/mf_vacancies/${second}/`);

    expect(await run('status')).toBe(0);
    const status = output.join('\n');
    expect(status).toContain(`  live:   ${first}`);
    expect(status).toMatch(new RegExp(`${second}  previous .* deploy door tester`));
  });

  it('deploys the sixth remote, mf-clients, alone and rolls it back, mf-vacancies untouched (issue 31)', async () => {
    expect(existsSync(path.join(builtClients, 'mf-manifest.json'))).toBe(true);
    const vacanciesBefore = await liveVersion();
    const first = (await liveVersion('mf_clients'))!;
    expect(first).toBeDefined();
    const dir = await variant('clients', async (copy) => writeFile(path.join(copy, 'release-note.txt'), 'portaal, tweede release\n'), builtClients);
    expect(await run('deploy', 'mf-clients', '--from', dir, '--by', 'tester')).toBe(0);
    const second = (await liveVersion('mf_clients'))!;
    expect(second).not.toBe(first);
    expect(output.join('\n')).toContain(`mf_clients@${second} is live (was ${first}).`);
    // Its server code is loaded by the smoke render (its pages are for clients, rendered with their session).
    expect(output.join('\n')).toContain('proefrender:');
    expect(await liveVersion()).toBe(vacanciesBefore);

    expect(await run('rollback', 'mf-clients')).toBe(0);
    expect(await liveVersion('mf_clients')).toBe(first);
    expect(await liveVersion()).toBe(vacanciesBefore);
  });

  it('refuses unknown remotes and options with a usage text', async () => {
    expect(await run('deploy', 'mf-onbekend')).toBe(1);
    expect(output.join('\n')).toContain('Onbekende remote mf-onbekend.');
    expect(await run('deploy', 'mf-vacancies', '--canary', '100')).toBe(1);
    expect(output.join('\n')).toContain('--canary is een heel percentage van 1 tot en met 99.');
  });
});
