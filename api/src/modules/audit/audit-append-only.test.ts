import { type AuditEntry, GDPR_ANONYMIZE_CONFIRMATION } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { recordAudit } from './audit.repository.js';

const AT = new Date('2026-11-20T10:00:00.000Z');

/** Issue 29 item 4: the audit log is append-only in the database, for every writer; only the anonymisation's redaction may strip keys. */
describe.each(testDatabases)('audit log is append-only ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  let entryId: number;

  // A fresh app and logins: slow on a loaded machine, hence the longer hook timeout.
  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false });
    app = testApp.app;
    staff = await loginAs(app, 'stef.staf@example.nl', { staff: true, firstName: 'Stef', lastName: 'Staf' });
    await recordAudit(app.db, { actorId: staff.employeeId, entityType: 'vacancy', entityId: 7001, action: 'status', before: { status: 'concept' }, after: { status: 'open', title: 'Kok' }, at: AT });
    entryId = (await app.db.selectFrom('audit_entries').select('id').where('entity_id', '=', 7001).executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => testApp?.close());

  const entry = () => app.db.selectFrom('audit_entries').selectAll().where('id', '=', entryId).executeTakeFirstOrThrow();
  const refused = /append-only/;

  it('refuses UPDATE, DELETE and TRUNCATE of entries, whatever the statement', async () => {
    const original = await entry();
    await expect(sql`UPDATE audit_entries SET action = 'created' WHERE id = ${entryId}`.execute(app.db)).rejects.toThrow(refused);
    await expect(sql`UPDATE audit_entries SET after = '{"status":"open"}'::jsonb WHERE id = ${entryId}`.execute(app.db)).rejects.toThrow(refused);
    await expect(sql`DELETE FROM audit_entries WHERE id = ${entryId}`.execute(app.db)).rejects.toThrow(refused);
    await expect(sql`DELETE FROM audit_entries`.execute(app.db)).rejects.toThrow(refused);
    await expect(sql`TRUNCATE audit_entries`.execute(app.db)).rejects.toThrow(refused);
    expect(await entry()).toEqual(original);
    // Inserting still works.
    await recordAudit(app.db, { actorId: staff.employeeId, entityType: 'vacancy', entityId: 7001, action: 'updated', before: { title: 'Kok' }, after: { title: 'Chef-kok' }, at: AT });
  });

  it('allows, with the redaction setting on in the transaction, only dropping keys of before/after', async () => {
    const inRedaction = (statement: ReturnType<typeof sql>) =>
      app.db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('interim.audit_redaction', 'on', true)`.execute(trx);
        await statement.execute(trx);
      });
    await expect(inRedaction(sql`UPDATE audit_entries SET action = 'created' WHERE id = ${entryId}`)).rejects.toThrow(refused);
    await expect(inRedaction(sql`UPDATE audit_entries SET actor_id = actor_id + 0, at = at + interval '1 day' WHERE id = ${entryId}`)).rejects.toThrow(refused);
    await expect(inRedaction(sql`UPDATE audit_entries SET after = '{"status":"closed"}'::jsonb WHERE id = ${entryId}`)).rejects.toThrow(refused);
    await expect(inRedaction(sql`UPDATE audit_entries SET after = after || '{"extra":1}'::jsonb WHERE id = ${entryId}`)).rejects.toThrow(refused);
    await expect(inRedaction(sql`UPDATE audit_entries SET before = NULL WHERE id = ${entryId}`)).rejects.toThrow(refused);
    await expect(inRedaction(sql`DELETE FROM audit_entries WHERE id = ${entryId}`)).rejects.toThrow(refused);
    await inRedaction(sql`UPDATE audit_entries SET after = after - 'title' WHERE id = ${entryId}`);
    expect((await entry()).after).toEqual({ status: 'open' });
    // The setting is transaction-local: outside such a transaction the same redaction is refused.
    await expect(sql`UPDATE audit_entries SET after = after - 'status' WHERE id = ${entryId}`.execute(app.db)).rejects.toThrow(refused);
  });

  it("lets an anonymisation strip the person's data from the entries about their record", async () => {
    const person = await loginAs(app, 'pieter.privé@example.nl', { firstName: 'Pieter', lastName: 'Privé' });
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/employees/${person.employeeId}`,
      headers: { cookie: staff.cookieHeader },
      payload: { phone: '0687654321', city: 'Deventer' },
    });
    expect(patched.statusCode).toBe(200);
    const anonymized = await app.inject({
      method: 'POST',
      url: '/api/gdpr_requests',
      headers: { cookie: person.cookieHeader },
      payload: { type: 'anonymize-data', confirmation: GDPR_ANONYMIZE_CONFIRMATION },
    });
    expect(anonymized.statusCode).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ entityType: 'employee', entityId: person.employeeId }));
    const entries = (await app.inject({ method: 'GET', url: `/api/audit_entries?filter=${filter}`, headers: { cookie: staff.cookieHeader } })).json() as AuditEntry[];
    expect(entries.map(({ action, actor, before, after }) => ({ action, actor: actor.id, before, after }))).toEqual([
      { action: 'updated', actor: staff.employeeId, before: {}, after: {} },
    ]);
  });
});
