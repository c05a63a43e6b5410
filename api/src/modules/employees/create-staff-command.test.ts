import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { runCreateStaff } from './create-staff-command.js';

describe('create-staff', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ name: 'pglite' }, { seed: false });
  });
  afterAll(async () => testApp?.close());

  const run = async (argv: string[]) => {
    const lines: string[] = [];
    const code = await runCreateStaff(argv, { config: testApp.app.config, database: testApp.database, print: (line) => lines.push(line) });
    return { code, lines };
  };
  const find = (email: string) => testApp.database.db.selectFrom('employees').select(['role', 'first_name', 'last_name']).where('email', '=', email).executeTakeFirst();

  it('creates a staff account', async () => {
    const { code, lines } = await run(['Nieuw.Staf@Interimbureau.nl', 'Noor', 'van', 'Dijk']);
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^Staff account created: nieuw.staf@interimbureau.nl/);
    expect(await find('nieuw.staf@interimbureau.nl')).toEqual({ role: 'staff', first_name: 'Noor', last_name: 'van Dijk' });
  });

  it('promotes an existing employee without changing the name', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/employees/register',
      payload: { email: 'wordt.staf@voorbeeld.nl', firstName: 'Kim', lastName: 'Bos', privacyConsent: true },
    });
    expect((await find('wordt.staf@voorbeeld.nl'))?.role).toBe('employee');
    const { code, lines } = await run(['wordt.staf@voorbeeld.nl']);
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^wordt\.staf@voorbeeld\.nl \(id \d+\) is now staff\.$/);
    expect(await find('wordt.staf@voorbeeld.nl')).toEqual({ role: 'staff', first_name: 'Kim', last_name: 'Bos' });
  });

  it('refuses a missing or bad address with the usage line and exit code 2', async () => {
    expect((await run([])).code).toBe(2);
    const bad = await run(['geen-adres']);
    expect(bad.code).toBe(2);
    expect(bad.lines).toEqual(['email: Het e-mailadres lijkt niet te kloppen', 'Usage: pnpm --filter @interim/api create-staff <email> [firstName lastName]']);
  });
});
