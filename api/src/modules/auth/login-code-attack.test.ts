import { LOGIN_CODE_LENGTH } from '@interim/shared/contract';
import { sql } from 'kysely';
import { latestMail, nextTestAddress } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { LOGIN_CODE_MAX_FAILURES } from './auth.service.js';

const START = new Date('2026-11-22T10:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Issue 18, finding 1, the attack in numbers: someone who knows an address
 * but not its mailbox guesses 6-digit codes for 30 days, from a new IP for
 * every request, as fast as the default rate limits allow (5 link requests
 * and 5 codes per address per 15 minutes). The rate limits alone would let
 * 30 days x 96 windows x 5 = 14,400 codes through, each once compared with
 * every open mail's code (about 13 % success). Now each attempt is compared
 * with one code, and at most LOGIN_CODE_MAX_FAILURES attempts per address
 * are compared at all until the owner opens a link.
 */
describe.each(testDatabases)('brute force of the login code over 30 days ($name)', (database) => {
  let testApp: TestApp;
  let now = START;

  beforeAll(async () => {
    // The default limits of config/env.ts (RATE_LIMIT_*): 15-minute windows, 5 per address, 20 per IP.
    testApp = await createTestApp(database, { seed: false, now: () => now });
  });
  afterAll(async () => testApp?.close());

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload, remoteAddress: nextTestAddress() });
  /** Codes actually compared with a mail's code: each comparison counts on the link it was compared with. */
  const codesCompared = async (email: string) =>
    (
      await sql<{ compared: number }>`
        SELECT coalesce(sum(l.code_attempts), 0)::int AS compared
        FROM login_links l JOIN employees e ON e.id = l.employee_id
        WHERE e.email = ${email}`.execute(testApp.database.db)
    ).rows[0]!.compared;

  it(`compares at most ${LOGIN_CODE_MAX_FAILURES} guesses with a code in 30 days: a success chance of at most 0.002 %`, async () => {
    const victim = 'slachtoffer@voorbeeld.nl';
    expect(
      (await post('/api/employees/register', { email: victim, firstName: 'Eva', lastName: 'Bakker', privacyConsent: true })).statusCode,
    ).toBe(204);

    const answers = new Map<string, number>();
    let guesses = 0;
    /** One window of the attack: a new login mail for the victim, then as many wrong codes as the limits take. */
    const attackWindow = async () => {
      await post('/api/auth/passwordless_login', { email: victim });
      // The attacker does not know the code; the test does, and guesses wrong so the attack runs its full course.
      const code = (await latestMail(testApp.app, victim))!.code!;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const guess = String((Number(code) + 1 + attempt) % 10 ** LOGIN_CODE_LENGTH).padStart(LOGIN_CODE_LENGTH, '0');
        const response = await post('/api/auth/login', { email: victim, code: guess });
        guesses += 1;
        expect(response.statusCode).not.toBe(200);
        const answer = response.json().code as string;
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
      }
    };

    // Every 15-minute window of the first 6 hours, then one window a day for
    // the rest of the 30 days (every window in between is refused alike: no
    // window or day ends the lock, so sampling them keeps the test fast).
    for (let minute = 0; minute < 6 * 60; minute += 15) {
      now = new Date(START.getTime() + minute * MINUTE);
      await attackWindow();
    }
    for (let day = 1; day < 30; day += 1) {
      now = new Date(START.getTime() + day * DAY);
      await attackWindow();
    }

    const compared = await codesCompared(victim);
    expect(guesses).toBe((24 + 29) * 5);
    expect(compared).toBe(LOGIN_CODE_MAX_FAILURES);
    expect(answers.get('LOGIN_CODE_INVALID')).toBe(LOGIN_CODE_MAX_FAILURES - 1);
    expect(answers.get('LOGIN_CODE_LOCKED')).toBe(guesses - (LOGIN_CODE_MAX_FAILURES - 1));
    // Each compared guess hits one code of 10^6: the chance that any of them is right.
    const successChance = 1 - (1 - 10 ** -LOGIN_CODE_LENGTH) ** compared;
    expect(successChance).toBeLessThan(0.00002 + 1e-12);

    // The owner's own code is refused too, until they open the link in their mail.
    now = new Date(START.getTime() + 30 * DAY);
    await post('/api/auth/passwordless_login', { email: victim });
    const mail = (await latestMail(testApp.app, victim))!;
    const locked = await post('/api/auth/login', { email: victim, code: mail.code });
    expect(locked.json().code).toBe('LOGIN_CODE_LOCKED');
    const token = /\/login\/([A-Za-z0-9_-]{43})/.exec(mail.link!)![1]!;
    expect((await testApp.app.inject({ method: 'GET', url: `/api/auth/passwordless_login/${token}` })).statusCode).toBe(200);
    // Unlocked: the next mail's code works at once.
    await post('/api/auth/passwordless_login', { email: victim });
    const next = (await latestMail(testApp.app, victim))!;
    expect((await post('/api/auth/login', { email: victim, code: next.code })).statusCode).toBe(200);
  }, 120_000);
});
