import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseRemotesTable, RELEASE_COOKIE_NAMES, type ReleasesOverview } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import { releaseStoreDir } from '../../app.js';
import { cookiesOf, loginAs, toCookieHeader } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { publishTestRelease } from '../../testing/releases.js';
import { storeRelease } from './release-store.js';

jest.setTimeout(120_000);

/** A small build of a remote: a manifest, an entry and a hashed chunk, all carrying `marker`. */
async function makeBuild(dir: string, name: string, marker: string): Promise<string> {
  await mkdir(path.join(dir, 'static', 'js'), { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name, marker, metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
  await writeFile(path.join(dir, 'remoteEntry.js'), `var ${name} = ${JSON.stringify(marker)};\n`);
  await writeFile(path.join(dir, 'static', 'js', '412.a1b2c3d4e5.js'), `chunk(${JSON.stringify(marker)});\n`);
  await writeFile(path.join(dir, 'static', 'js', '412.a1b2c3d4e5.js.map'), '{}');
  return dir;
}

const publish = (app: FastifyInstance, buildDir: string, options: { canaryPercent?: number; at?: Date } = {}) => publishTestRelease(app, 'mf_vacancies', buildDir, options);

async function table(app: FastifyInstance, cookie?: string) {
  const response = await app.inject({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return { ...parseRemotesTable(response.json()), response };
}

async function operator(app: FastifyInstance, action: string, payload: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: `/api/_operator/releases/${action}`, headers: { authorization: `Bearer ${app.releases.operatorToken}` }, payload });
}

describe.each(testDatabases)('remote releases ($name)', (database) => {
  let root: string;
  let testApp: TestApp;
  let app: FastifyInstance;
  let clock = new Date('2026-11-27T10:00:00Z');
  let firstVersion: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-releases-'));
    // The build of `pnpm build`: registered as the first release at start.
    await makeBuild(path.join(root, 'mf-vacancies', 'dist'), 'mf_vacancies', 'build-1');
    testApp = await createTestApp(database, { seed: false, now: () => clock, config: { serveStatic: true, staticRoot: root } });
    app = testApp.app;
    const overview = (await app.inject({ method: 'GET', url: '/api/_operator/releases', headers: { authorization: `Bearer ${app.releases.operatorToken}` } })).json() as ReleasesOverview;
    firstVersion = overview.remotes.find((entry) => entry.remote === 'mf_vacancies')!.live!.version;
  });

  afterAll(async () => {
    await testApp?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('registers the built folder as the first release and serves remotes.json from the table', async () => {
    const overview = (await app.inject({ method: 'GET', url: '/api/_operator/releases', headers: { authorization: `Bearer ${app.releases.operatorToken}` } })).json() as ReleasesOverview;
    const vacancies = overview.remotes.find((entry) => entry.remote === 'mf_vacancies')!;
    expect(vacancies.live).toMatchObject({ source: 'build', state: 'live', version: firstVersion, deployedBy: null });
    expect(firstVersion).toMatch(/^20261127-1000-[0-9a-f]{10}$/);
    const { manifests, versions, response } = await table(app);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(manifests.mf_vacancies).toBe(`/releases/mf_vacancies/${firstVersion}/mf-manifest.json`);
    expect(versions).toEqual({ mf_vacancies: firstVersion });
    // A remote without a release keeps its build folder.
    expect(manifests.mf_auth).toBe('/remotes/auth/mf-manifest.json');
    const manifest = await app.inject({ method: 'GET', url: manifests.mf_vacancies! });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ marker: 'build-1' });
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Source maps are not published.
    expect((await app.inject({ method: 'GET', url: `/releases/mf_vacancies/${firstVersion}/static/js/412.a1b2c3d4e5.js.map` })).statusCode).toBe(404);
  });

  it('refuses the operator endpoint without the token, with a wrong one, and from another address', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/_operator/releases' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/_operator/releases', headers: { authorization: `Bearer ${'0'.repeat(64)}` } })).statusCode).toBe(404);
    const far = await app.inject({ method: 'POST', url: '/api/_operator/releases/rollback', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${app.releases.operatorToken}` }, payload: { remote: 'mf_vacancies' } });
    expect(far.statusCode).toBe(404);
    const token = await stat(path.join(app.config.dataDir, 'operator-token'));
    expect(token.mode & 0o077).toBe(0);
  });

  it('publishes a new build as an immutable release and switches remotes.json in one step', async () => {
    clock = new Date('2026-11-27T10:05:00Z');
    const second = await publish(app, await makeBuild(path.join(root, 'build-2'), 'mf_vacancies', 'build-2'), { at: clock });
    expect(second).not.toBe(firstVersion);
    const { manifests, versions } = await table(app);
    expect(versions.mf_vacancies).toBe(second);
    expect((await app.inject({ method: 'GET', url: manifests.mf_vacancies! })).json()).toMatchObject({ marker: 'build-2' });
    // The earlier release's files are still served, unchanged.
    const old = await app.inject({ method: 'GET', url: `/releases/mf_vacancies/${firstVersion}/remoteEntry.js` });
    expect(old.body).toContain('build-1');
    // Files are read-only, and storing the same version again writes nothing.
    const stored = path.join(releaseStoreDir(app.config), 'mf_vacancies', second, 'remoteEntry.js');
    expect((await stat(stored)).mode & 0o222).toBe(0);
    expect(await storeRelease(releaseStoreDir(app.config), 'mf_vacancies', second, path.join(root, 'build-2'))).toBe(false);
    // The same files published again are the same release.
    const again = await publish(app, path.join(root, 'build-2'), { at: new Date('2026-11-27T11:00:00Z') });
    expect(again).toBe(second);
    const overview = (await app.inject({ method: 'GET', url: '/api/_operator/releases', headers: { authorization: `Bearer ${app.releases.operatorToken}` } })).json() as ReleasesOverview;
    const vacancies = overview.remotes.find((entry) => entry.remote === 'mf_vacancies')!;
    expect(vacancies.recent.map((release) => [release.version, release.state])).toEqual([
      [second, 'live'],
      [firstVersion, 'previous'],
    ]);
  });

  it('rolls back to the previous release, and says so when there is none', async () => {
    const before = (await table(app)).versions.mf_vacancies;
    const response = await operator(app, 'rollback', { remote: 'mf_vacancies' });
    expect(response.statusCode).toBe(200);
    expect((await table(app)).versions.mf_vacancies).toBe(firstVersion);
    // Rolling back again returns to the release just left (it became the previous one).
    expect((await operator(app, 'rollback', { remote: 'mf_vacancies' })).statusCode).toBe(200);
    expect((await table(app)).versions.mf_vacancies).toBe(before);
    const none = await operator(app, 'rollback', { remote: 'mf_auth' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'NO_PREVIOUS', message: 'mf_auth heeft geen vorige release om naar terug te gaan.' });
  });

  it('serves a canary of 50 % to about half of 40 new visitors, each steady across reloads, then promotes it', async () => {
    const live = (await table(app)).versions.mf_vacancies!;
    clock = new Date('2026-11-27T10:10:00Z');
    const canary = await publish(app, await makeBuild(path.join(root, 'build-3'), 'mf_vacancies', 'build-3'), { canaryPercent: 50, at: clock });
    const seen = new Map<string, number>();
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const first = await table(app);
      const cookies = cookiesOf(first.response);
      expect(cookies[RELEASE_COOKIE_NAMES.bucket]).toMatch(/^\d{1,2}$/);
      const version = first.versions.mf_vacancies!;
      expect([live, canary]).toContain(version);
      seen.set(version, (seen.get(version) ?? 0) + 1);
      for (let reload = 0; reload < 3; reload += 1) {
        const next = await table(app, toCookieHeader(cookies));
        expect(next.versions.mf_vacancies).toBe(version);
        expect(next.response.headers['set-cookie']).toBeUndefined();
      }
    }
    expect(seen.get(live)).toBeGreaterThan(0);
    expect(seen.get(canary)).toBeGreaterThan(0);
    expect((await operator(app, 'promote', { remote: 'mf_vacancies' })).statusCode).toBe(200);
    for (const bucket of ['0', '49', '50', '99']) {
      expect((await table(app, `${RELEASE_COOKIE_NAMES.bucket}=${bucket}`)).versions.mf_vacancies).toBe(canary);
    }
    // No canary: a new visitor gets no bucket cookie.
    expect((await table(app)).response.headers['set-cookie']).toBeUndefined();
  });

  it('lets only staff preview a retained release with ?release=, and clear it', async () => {
    const live = (await table(app)).versions.mf_vacancies!;
    const staff = await loginAs(app, `staf.${database.name}@interimly.nl`, { staff: true });
    const freelancer = await loginAs(app, `zzp.${database.name}@voorbeeld.nl`);
    const asked = `/remotes.json?release=mf_vacancies@${firstVersion}`;

    const anonymous = await app.inject({ method: 'GET', url: asked });
    expect(parseRemotesTable(anonymous.json()).versions.mf_vacancies).toBe(live);
    expect(cookiesOf(anonymous)[RELEASE_COOKIE_NAMES.preview]).toBeUndefined();
    const notStaff = await app.inject({ method: 'GET', url: asked, headers: { cookie: freelancer.cookieHeader } });
    expect(parseRemotesTable(notStaff.json()).versions.mf_vacancies).toBe(live);
    expect(cookiesOf(notStaff)[RELEASE_COOKIE_NAMES.preview]).toBeUndefined();

    const preview = await app.inject({ method: 'GET', url: asked, headers: { cookie: staff.cookieHeader } });
    expect(parseRemotesTable(preview.json()).versions.mf_vacancies).toBe(firstVersion);
    const previewCookie = cookiesOf(preview)[RELEASE_COOKIE_NAMES.preview]!;
    expect(previewCookie).toBeDefined();
    const withPreview = `${staff.cookieHeader}; ${RELEASE_COOKIE_NAMES.preview}=${previewCookie}`;
    expect((await table(app, withPreview)).versions.mf_vacancies).toBe(firstVersion);
    // The cookie is signed: changed by hand it selects nothing; taken to a freelancer's browser it selects nothing.
    expect((await table(app, `${staff.cookieHeader}; ${RELEASE_COOKIE_NAMES.preview}=${encodeURIComponent(`mf_vacancies@${firstVersion}`)}`)).versions.mf_vacancies).toBe(live);
    expect((await table(app, `${freelancer.cookieHeader}; ${RELEASE_COOKIE_NAMES.preview}=${previewCookie}`)).versions.mf_vacancies).toBe(live);
    // An unknown version changes nothing.
    const unknown = await app.inject({ method: 'GET', url: '/remotes.json?release=mf_vacancies@20200101-0000-0000000000', headers: { cookie: staff.cookieHeader } });
    expect(parseRemotesTable(unknown.json()).versions.mf_vacancies).toBe(live);

    const clear = await app.inject({ method: 'GET', url: '/remotes.json?release=clear', headers: { cookie: withPreview } });
    expect(parseRemotesTable(clear.json()).versions.mf_vacancies).toBe(live);
    expect(String(clear.headers['set-cookie'])).toContain(`${RELEASE_COOKIE_NAMES.preview}=;`);
  });

  it('answers GET /api/releases to staff only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/releases' })).statusCode).toBe(401);
    const freelancer = await loginAs(app, `zzp.${database.name}@voorbeeld.nl`);
    expect((await app.inject({ method: 'GET', url: '/api/releases', headers: { cookie: freelancer.cookieHeader } })).statusCode).toBe(403);
    const staff = await loginAs(app, `staf.${database.name}@interimly.nl`, { staff: true });
    const response = await app.inject({ method: 'GET', url: '/api/releases', headers: { cookie: staff.cookieHeader } });
    expect(response.statusCode).toBe(200);
    const overview = response.json() as ReleasesOverview;
    expect(overview.retentionDays).toBe(7);
    expect(overview.remotes.map((entry) => entry.remote)).toEqual(['mf_auth', 'mf_profile', 'mf_vacancies', 'mf_corporate', 'mf_backoffice', 'mf_clients']);
    expect(overview.remotes.find((entry) => entry.remote === 'mf_vacancies')!.recent).toHaveLength(3);
  });

  it('deletes the files of releases retired longer than the retention period, never live or previous ones', async () => {
    const overview = async () =>
      ((await app.inject({ method: 'GET', url: '/api/_operator/releases', headers: { authorization: `Bearer ${app.releases.operatorToken}` } })).json() as ReleasesOverview).remotes.find(
        (entry) => entry.remote === 'mf_vacancies',
      )!;
    const states = Object.fromEntries((await overview()).recent.map((release) => [release.version, release.state]));
    const retired = Object.keys(states).filter((version) => states[version] === 'retired');
    const kept = Object.keys(states).filter((version) => states[version] !== 'retired');
    expect(retired.length).toBeGreaterThan(0);
    const storeDir = releaseStoreDir(app.config);
    // Within the period: nothing goes.
    clock = new Date('2026-12-03T10:00:00Z');
    expect((await operator(app, 'cleanup')).json()).toEqual({ deleted: [] });
    clock = new Date('2026-12-05T10:00:00Z');
    const { deleted } = (await operator(app, 'cleanup')).json() as { deleted: string[] };
    expect(deleted.sort()).toEqual(retired.map((version) => `mf_vacancies@${version}`).sort());
    for (const version of retired) {
      expect(existsSync(path.join(storeDir, 'mf_vacancies', version))).toBe(false);
      expect((await app.inject({ method: 'GET', url: `/releases/mf_vacancies/${version}/remoteEntry.js` })).statusCode).toBe(404);
    }
    for (const version of kept) expect((await app.inject({ method: 'GET', url: `/releases/mf_vacancies/${version}/remoteEntry.js` })).statusCode).toBe(200);
    const after = await overview();
    expect(after.recent.filter((release) => release.filesDeletedAt !== null).map((release) => release.version).sort()).toEqual([...retired].sort());
    // A deleted release can be neither previewed nor made live by a rollback.
    clock = new Date('2026-12-05T10:01:00Z');
    expect((await operator(app, 'cleanup')).json()).toEqual({ deleted: [] });
  });

  it('publishes only from its own store path or an http(s) address on another origin, as the CLI checks (issue 42, item 8a)', async () => {
    const contentHash = randomBytes(32).toString('hex');
    const version = `20261205-1003-${contentHash.slice(0, 10)}`;
    const before = (await table(app)).manifests;
    for (const baseUrl of [
      'javascript:alert(1)//',
      '//evil.example/mf-auth/',
      'data:text/html,x/',
      'https://evil.example',
      'https://user:secret@cdn.example.nl/mf-auth/',
      'ftp://cdn.example.nl/mf-auth/',
      `/releases/mf_vacancies/${version}/`,
      `/releases/mf_auth/${version}/../../x/`,
      '/anything/',
    ]) {
      const refused = await operator(app, 'publish', { remote: 'mf_auth', version, contentHash, baseUrl, commit: null, deployedBy: 'test' });
      expect({ baseUrl, status: refused.statusCode, fieldErrors: refused.json().fieldErrors }).toEqual({
        baseUrl,
        status: 400,
        fieldErrors: [{ path: 'baseUrl', message: 'Geef een http(s)-adres dat eindigt op / (https://cdn.example.nl/mf-auth/<versie>/) of het eigen pad /releases/<remote>/<versie>/' }],
      });
    }
    expect((await table(app)).manifests).toEqual(before);
  });

  it("names a release's other origin in the CSP of the very first page after its deploy", async () => {
    const cdn = 'http://127.0.0.1:4999';
    const contentHash = randomBytes(32).toString('hex');
    const version = `20261205-1002-${contentHash.slice(0, 10)}`;
    const scriptSrc = (response: { headers: Record<string, unknown> }) => /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    expect(scriptSrc(await app.inject({ method: 'GET', url: '/remotes.json' }))).not.toContain(cdn);
    const published = await operator(app, 'publish', { remote: 'mf_auth', version, contentHash, baseUrl: `${cdn}/mf-auth/${version}/`, commit: null, deployedBy: 'test' });
    expect(published.statusCode).toBe(200);
    // The first answer after the switch already uses the new release, so its CSP must allow it.
    const first = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(parseRemotesTable(first.json()).manifests.mf_auth).toBe(`${cdn}/mf-auth/${version}/mf-manifest.json`);
    expect(scriptSrc(first).split(' ')).toEqual(expect.arrayContaining(["'self'", cdn]));
    expect(scriptSrc(first)).not.toContain('*');
  });
});

describe('a build newer than every release becomes a release at start', () => {
  it('registers a rebuilt folder, and leaves an equal or older one alone', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'interim-releases-start-'));
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-releases-data-'));
    const dist = path.join(root, 'mf-vacancies', 'dist');
    const { openDatabase } = await import('../../db/database.js');
    const { buildApp } = await import('../../app.js');
    const { loadPgliteTemplate } = await import('../../testing/pglite-template.js');
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: await loadPgliteTemplate() });
    const start = async () => {
      const started = await buildApp({
        env: { NODE_ENV: 'test' },
        config: { dataDir, serveStatic: true, staticRoot: root, logLevel: 'silent', jwtSecret: 'test-secret-test-secret-test-secret-0123', seedDemoData: false },
        database: handle,
      });
      await started.ready();
      const versions = parseRemotesTable((await started.inject({ method: 'GET', url: '/remotes.json' })).json()).versions;
      await started.close();
      return versions.mf_vacancies;
    };
    try {
      await makeBuild(dist, 'mf_vacancies', `a-${randomBytes(4).toString('hex')}`);
      const first = await start();
      expect(first).toBeDefined();
      expect(await start()).toBe(first);
      await makeBuild(dist, 'mf_vacancies', 'rebuilt');
      const second = await start();
      expect(second).not.toBe(first);
      // A build older than the newest release (a deploy made after it) is not registered.
      await makeBuild(dist, 'mf_vacancies', 'old-build');
      const { utimes } = await import('node:fs/promises');
      const { listBuildFiles } = await import('./release-store.js');
      for (const file of await listBuildFiles(dist)) await utimes(path.join(dist, file), new Date('2020-01-01'), new Date('2020-01-01'));
      expect(await start()).toBe(second);
    } finally {
      await handle.close();
      await rm(root, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('no visitor notices a deploy', () => {
  it('a poller without delay reads remotes.json, the manifest and remoteEntry.js during 10 deploys with no failure', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'interim-releases-poll-'));
    await makeBuild(path.join(root, 'mf-vacancies', 'dist'), 'mf_vacancies', 'poll-0');
    const testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { serveStatic: true, staticRoot: root } });
    const port = 3444;
    await testApp.app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    let polling = true;
    const failures: string[] = [];
    let rounds = 0;
    const markers = new Set<string>();
    const poller = (async () => {
      while (polling) {
        try {
          const table = await fetch(`${base}/remotes.json`);
          const manifestUrl = parseRemotesTable(await table.json()).manifests.mf_vacancies!;
          const manifestResponse = await fetch(new URL(manifestUrl, base));
          const manifest = (await manifestResponse.json()) as { marker: string };
          const entry = await fetch(new URL('remoteEntry.js', new URL(manifestUrl, base)));
          const entryText = await entry.text();
          if (table.status !== 200 || manifestResponse.status !== 200 || entry.status !== 200 || !entryText.includes(JSON.stringify(manifest.marker))) {
            failures.push(`${table.status} ${manifestResponse.status} ${entry.status} ${manifest.marker}`);
          }
          markers.add(manifest.marker);
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
        rounds += 1;
      }
    })();
    try {
      for (let deploy = 1; deploy <= 10; deploy += 1) {
        await publishTestRelease(testApp.app, 'mf_vacancies', await makeBuild(path.join(root, `build-${deploy}`), 'mf_vacancies', `poll-${deploy}`));
        // Let the poller see each release at least once (the table is read again at once on this instance).
        const seenBefore = rounds;
        while (rounds < seenBefore + 3) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      polling = false;
      await poller;
      await testApp.close();
      await rm(root, { recursive: true, force: true });
    }
    console.log(`poller: ${rounds} rounds (3 requests each) during 10 deploys, ${failures.length} failures, ${markers.size} releases seen`);
    expect(failures).toEqual([]);
    expect(markers.size).toBe(11);
  });
});

const postgresUrl = testDatabases.find((database) => database.name === 'postgres')?.url;
(postgresUrl ? describe : describe.skip)('two instances on PostgreSQL', () => {
  it('show the same live release within 5 s of a deploy on one of them', async () => {
    const { startTestInstance, stopTestInstances } = await import('../../testing/instances.js');
    const root = await mkdtemp(path.join(os.tmpdir(), 'interim-releases-pg-'));
    const storeDir = path.join(root, 'store');
    await makeBuild(path.join(root, 'mf-vacancies', 'dist'), 'mf_vacancies', 'pg-1');
    const schema = `test_releases_${randomBytes(4).toString('hex')}`;
    const config = { serveStatic: true, staticRoot: root, releaseStoreDir: storeDir, seedDemoData: false, jwtSecret: 'test-secret-test-secret-test-secret-0123' };
    const a = await startTestInstance('a', postgresUrl!, schema, config);
    let b: Awaited<ReturnType<typeof startTestInstance>> | undefined;
    try {
      b = await startTestInstance('b', postgresUrl!, schema, config);
      const versionOn = async (instance: { app: FastifyInstance }) => parseRemotesTable((await instance.app.inject({ method: 'GET', url: '/remotes.json' })).json()).versions.mf_vacancies;
      const first = await versionOn(a);
      expect(await versionOn(b)).toBe(first);
      const second = await publishTestRelease(a.app, 'mf_vacancies', await makeBuild(path.join(root, 'build-2'), 'mf_vacancies', 'pg-2'));
      const started = Date.now();
      expect(await versionOn(a)).toBe(second);
      while ((await versionOn(b)) !== second && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 50));
      const waited = Date.now() - started;
      console.log(`the other instance served the new release after ${waited} ms`);
      expect(await versionOn(b)).toBe(second);
      expect(waited).toBeLessThan(5000);
    } finally {
      await stopTestInstances([a, b], postgresUrl!, schema);
      await rm(root, { recursive: true, force: true });
    }
  });
});
