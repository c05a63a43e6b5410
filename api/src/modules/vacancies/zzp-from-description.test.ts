import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { vacanciesMigrations } from './vacancies.migrations.js';

describe.each(testDatabases)('migration 0940: zzp from the description ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await createTestApp(database);
    app = testApp.app;
  });
  afterAll(async () => testApp?.close());

  it('marks "geen zzp" where the text says inhuur als zzp’er is niet mogelijk, and leaves the rest', async () => {
    const rows = await app.db.selectFrom('vacancies').select('id').orderBy('id').limit(3).execute();
    const [curly, straight, silent] = rows.map((row) => row.id);
    const texts: Array<[number, string]> = [
      [curly!, 'Deze opdracht loopt via detachering; inhuur als zzp’er is niet mogelijk.'],
      [straight!, "Let op: Inhuur als zzp'er is NIET mogelijk."],
      [silent!, 'Inhuur als zzp’er is mogelijk.'],
    ];
    for (const [id, description] of texts) {
      await app.db.updateTable('vacancies').set({ description, zzp_allowed: true }).where('id', '=', id).execute();
    }

    await vacanciesMigrations['0940_vacancies_zzp_from_description']!.up(app.db);

    const after = await app.db.selectFrom('vacancies').select(['id', 'zzp_allowed']).where('id', 'in', [curly!, straight!, silent!]).orderBy('id').execute();
    expect(after.map((row) => row.zzp_allowed)).toEqual([false, false, true]);
  });
});
