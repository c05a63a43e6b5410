import { randomBytes } from 'node:crypto';
import type { MailboxMessage, StaffVacancy } from '@interim/shared/contract';
import { loadTestEnv } from '../../config/env.js';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { recordSent } from './saved-searches.repository.js';
import { testVacancyInput } from '../../testing/vacancy-input.js';
import { startTestInstance, stopTestInstances, type TestInstance } from '../../testing/instances.js';

/**
 * Issue 19: two API instances on one PostgreSQL schema, both running alert
 * jobs at the same time, as behind a load balancer. Staff publish on both;
 * every (saved search, matching opdracht) must reach its owner in exactly
 * one mail, whichever instance sent it. Each instance keeps its own outbox
 * (its own data folder), so the mails of both are counted together.
 */

const { testDatabaseUrl } = loadTestEnv();
const JWT_SECRET = 'alert-instances-secret-alert-instances-0123';
const WORDS = ['Zeefdrukkerij', 'Glasblazerij', 'Kaasmakerij'] as const;
const FREELANCERS = 12;
const PUBLICATIONS = 18;

const describeWithPostgres = testDatabaseUrl ? describe : describe.skip;
if (!testDatabaseUrl) console.warn('saved-search-alerts.instances.test.ts skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');

describeWithPostgres('saved-search alerts from two API instances on one PostgreSQL', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let a: TestInstance;
  let b: TestInstance;
  let staff: TestLogin;

  beforeAll(async () => {
    // One after the other: the first migrates and seeds, the second finds it done.
    const config = { jwtSecret: JWT_SECRET, publicUrl: 'http://interim.test', alertJobsIntervalSeconds: 0 };
    a = await startTestInstance('a', testDatabaseUrl!, schema, config);
    b = await startTestInstance('b', testDatabaseUrl!, schema, config);
    staff = await loginAs(a.app, 'staf.alerts@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
  });

  afterAll(() => stopTestInstances([a, b], testDatabaseUrl!, schema));

  it('mails every match of every direct search exactly once, whichever instance runs the job', async () => {
    const db = a.app.db;
    // Freelancers with one direct search each, on one of the words (stored directly: logins are not what this test is about).
    const saved = new Date(Date.now() - 60_000);
    const owners: Array<{ email: string; word: string }> = [];
    for (let index = 0; index < FREELANCERS; index += 1) {
      const email = `freelancer.${index}.${randomBytes(3).toString('hex')}@example.nl`;
      const word = WORDS[index % WORDS.length]!;
      const employee = await db
        .insertInto('employees')
        .values({
          email,
          first_name: `Freelancer${index}`,
          last_name: 'Test',
          phone: null,
          postcode: null,
          city: null,
          date_of_birth: null,
          linkedin_url: null,
          kvk_number: null,
          hourly_rate: null,
          latitude: null,
          longitude: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('saved_searches')
        .values({ employee_id: employee.id, name: `Zoek ${word}`, filter: JSON.stringify({ q: word }), frequency: 'direct', created_at: saved, updated_at: saved, alerts_from: saved })
        .execute();
      owners.push({ email, word });
    }

    const input = await testVacancyInput(db, { title: '', educationLevelId: null });
    // Staff publish on both instances at once; each publication wakes the worker of its instance, and both run besides.
    const published = await Promise.all(
      Array.from({ length: PUBLICATIONS }, async (_, index) => {
        const instance = index % 2 === 0 ? a : b;
        const word = WORDS[index % WORDS.length]!;
        const response = await instance.app.inject({
          method: 'POST',
          url: '/api/vacancies',
          headers: { cookie: staff.cookieHeader },
          payload: { ...input, title: `${word} opzetten ${index}`, status: 'open' },
        });
        expect(response.statusCode).toBe(201);
        if (index % 3 === 0) void (index % 2 === 0 ? b : a).app.savedSearchAlerts.runDueJobs();
        return { id: (response.json() as StaffVacancy).id, word };
      }),
    );
    // Both instances work through what is left, at the same time, until no job is due.
    for (let round = 0; round < 20; round += 1) {
      await Promise.all([a.app.savedSearchAlerts.runDueJobs(), b.app.savedSearchAlerts.runDueJobs()]);
      const left = await db.selectFrom('saved_search_alert_jobs').select('id').execute();
      if (left.length === 0) break;
    }
    expect(await db.selectFrom('saved_search_alert_jobs').select('id').execute()).toEqual([]);

    const mailsOf = async (instance: TestInstance, email: string) => {
      const response = await instance.app.inject({ method: 'GET', url: `/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=100` });
      return (response.json() as MailboxMessage[]).filter((mail) => mail.subject.includes('zoekopdracht'));
    };
    let fromA = 0;
    let fromB = 0;
    for (const owner of owners) {
      const [mailsA, mailsB] = await Promise.all([mailsOf(a, owner.email), mailsOf(b, owner.email)]);
      fromA += mailsA.length;
      fromB += mailsB.length;
      const mailed = [...mailsA, ...mailsB].flatMap((mail) => [...mail.text.matchAll(/\/opdrachten\/(\d+)/g)].map((match) => Number(match[1])));
      const expected = published.filter((vacancy) => vacancy.word === owner.word).map((vacancy) => vacancy.id);
      // Each match once: sorted lists equal means no duplicate and nothing missing.
      expect(mailed.sort((x, y) => x - y)).toEqual(expected.sort((x, y) => x - y));
    }
    const pairs = await db.selectFrom('saved_search_sent_vacancies').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(pairs.count)).toBe(FREELANCERS * (PUBLICATIONS / WORDS.length));
    // Both outboxes together; which instance sent how many depends on timing (logged for the report, not asserted).
    console.info(`alert mails: instance a ${fromA}, instance b ${fromB}, matches ${Number(pairs.count)}`);
  });

  it('lets only one of two transactions at once record an opdracht as sent for a search: the other gets nothing to mail', async () => {
    const search = await a.app.db.selectFrom('saved_searches').select('id').orderBy('id').executeTakeFirstOrThrow();
    const vacancy = await a.app.db.selectFrom('vacancies').select('id').where('status', '=', 'open').orderBy('id').executeTakeFirstOrThrow();
    const at = new Date();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The first holds its insert open; the second, on the other instance's pool, waits on the primary key, then finds it taken.
    const first = a.app.db.transaction().execute(async (trx) => {
      const fresh = await recordSent(trx, search.id, [vacancy.id], at);
      await pause(300);
      return fresh;
    });
    await pause(100);
    const second = b.app.db.transaction().execute((trx) => recordSent(trx, search.id, [vacancy.id], at));
    expect([...(await first)]).toEqual([vacancy.id]);
    expect([...(await second)]).toEqual([]);
  });
});
