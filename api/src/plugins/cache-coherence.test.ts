import { randomBytes } from 'node:crypto';
import type { VacancyListItem } from '@interim/shared/contract';
import pg from 'pg';
import { loadTestEnv } from '../config/env.js';
import { startTestInstance, stopTestInstances, type TestInstance } from '../testing/instances.js';
import { loginAs, type TestLogin } from '../testing/login.js';
import { createTestApp } from '../testing/test-app.js';

const { testDatabaseUrl } = loadTestEnv();

/** The first page of `/opdrachten` as a visitor gets it from `instance` (the cached list, issue 28). */
async function firstPage(instance: TestInstance): Promise<VacancyListItem[]> {
  const response = await instance.app.inject({ method: 'GET', url: '/api/vacancies?range=[0,19]' });
  expect(response.statusCode).toBe(200);
  return response.json() as VacancyListItem[];
}

/** Polls `check` every 20 ms until it holds; answers the ms it took, or throws after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('shared caches in one process (PGlite)', () => {
  it('clears what a module registered when a vacancy changes, in-process', async () => {
    const testApp = await createTestApp({ name: 'pglite' }, { seed: false });
    try {
      expect(testApp.app.sharedCaches.mode).toBe('in-process');
      let cleared = 0;
      testApp.app.sharedCaches.onInvalidate('vacancies', () => (cleared += 1));
      await testApp.app.events.emit('vacancy.changed', { vacancyId: 1 });
      expect(cleared).toBe(1);
    } finally {
      await testApp.close();
    }
  });
});

const describeOnPostgres = testDatabaseUrl ? describe : describe.skip;
if (!testDatabaseUrl) console.warn('cache-coherence.test.ts: the two-instance suite is skipped; set TEST_DATABASE_URL');

describeOnPostgres('one truth across two instances on PostgreSQL (issue 28)', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let a: TestInstance;
  let b: TestInstance;
  let staff: TestLogin;

  beforeAll(async () => {
    a = await startTestInstance('a', testDatabaseUrl!, schema, { jwtSecret: 'cache-coherence-secret-cache-coherence-0123' });
    b = await startTestInstance('b', testDatabaseUrl!, schema, { jwtSecret: 'cache-coherence-secret-cache-coherence-0123' });
    staff = await loginAs(a.app, `sanne.${randomBytes(3).toString('hex')}@example.nl`, { staff: true, firstName: 'Sanne', lastName: 'Staf' });
  }, 120_000);

  afterAll(() => stopTestInstances([a, b], testDatabaseUrl!, schema));

  const retitle = async (id: number, title: string) => {
    const response = await a.app.inject({ method: 'PATCH', url: `/api/vacancies/${id}`, headers: { cookie: staff.cookieHeader }, payload: { title } });
    expect(response.statusCode).toBe(200);
  };

  const scrape = async (instance: TestInstance) => (await instance.app.inject({ method: 'GET', url: '/api/metrics' })).body;

  it('a staff edit on A shows in B\'s cached list within 2 s, every time', async () => {
    expect(a.app.sharedCaches.mode).toBe('postgres');
    const [first] = await firstPage(b);
    // B answers the list from its cache now (its TTL is 30 s): without a word from A it would keep the old title.
    expect((await firstPage(b))[0]?.title).toBe(first!.title);
    const took: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const title = `Interim projectleider ${randomBytes(3).toString('hex')}`;
      await retitle(first!.id, title);
      took.push(await within(2000, async () => (await firstPage(b)).find((item) => item.id === first!.id)?.title === title));
    }
    expect(Math.max(...took)).toBeLessThan(2000);
    expect(await scrape(b)).toMatch(/^cache_invalidations_total\{source="remote"\} [5-9]$/m);
    expect(await scrape(a)).toMatch(/^cache_invalidations_total\{source="local"\} [5-9]$/m);
  });

  it('after its LISTEN connection was cut: reconnects, and clears what it may have missed meanwhile', async () => {
    const [first] = await firstPage(b);
    const admin = new pg.Client({ connectionString: testDatabaseUrl, options: `-c search_path=${schema},public` });
    await admin.connect();
    try {
      // A change B is never told of (as one announced while B was not listening): B keeps its cached page.
      const title = `Interim controller ${randomBytes(3).toString('hex')}`;
      await admin.query(`UPDATE vacancies SET title = $1 WHERE id = $2`, [title, first!.id]);
      expect((await firstPage(b)).find((item) => item.id === first!.id)?.title).toBe(first!.title);

      // Both instances' LISTEN connections go, as in a failover or a restart of PostgreSQL.
      const cut = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [`interim_caches_${schema}`]);
      expect(cut.rowCount).toBe(2);
      await within(10_000, async () => (await firstPage(b)).find((item) => item.id === first!.id)?.title === title);
      expect(await scrape(b)).toMatch(/^cache_invalidation_listener_connected 1$/m);
    } finally {
      await admin.end();
    }
    // And it hears A again.
    const again = `Interim adviseur ${randomBytes(3).toString('hex')}`;
    await retitle(first!.id, again);
    await within(2000, async () => (await firstPage(b)).find((item) => item.id === first!.id)?.title === again);
  }, 30_000);
});
