import { type AuditEntry, GDPR_ANONYMIZE_CONFIRMATION } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { recordAudit } from './audit.repository.js';

const AT = new Date('2026-11-20T10:00:00.000Z');

/** Issue 29 item 4: the audit log is append-only in the database, for every writer; only the anonymisation's redaction may strip keys, of the anonymised person's entries only (issue 42 item 7). */
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

  it("allows, with the setting naming a person in the transaction, only dropping keys of that person's entries", async () => {
    const person = await loginAs(app, 'rita.redactie@example.nl', { firstName: 'Rita', lastName: 'Redactie' });
    await recordAudit(app.db, { actorId: staff.employeeId, entityType: 'employee', entityId: person.employeeId, action: 'updated', before: { status: 'x', city: 'Ede' }, after: { status: 'y', city: 'Zeist' }, at: AT });
    const personEntryId = (await app.db.selectFrom('audit_entries').select('id').where('entity_type', '=', 'employee').where('entity_id', '=', person.employeeId).executeTakeFirstOrThrow()).id;
    const personEntry = () => app.db.selectFrom('audit_entries').selectAll().where('id', '=', personEntryId).executeTakeFirstOrThrow();
    const inRedaction = (setting: string, statement: ReturnType<typeof sql>) =>
      app.db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('interim.audit_redaction', ${setting}, true)`.execute(trx);
        await statement.execute(trx);
      });
    const forPerson = (statement: ReturnType<typeof sql>) => inRedaction(String(person.employeeId), statement);
    await expect(forPerson(sql`UPDATE audit_entries SET action = 'created' WHERE id = ${personEntryId}`)).rejects.toThrow(refused);
    await expect(forPerson(sql`UPDATE audit_entries SET actor_id = actor_id + 0, at = at + interval '1 day' WHERE id = ${personEntryId}`)).rejects.toThrow(refused);
    await expect(forPerson(sql`UPDATE audit_entries SET after = '{"status":"z"}'::jsonb WHERE id = ${personEntryId}`)).rejects.toThrow(refused);
    await expect(forPerson(sql`UPDATE audit_entries SET after = after || '{"extra":1}'::jsonb WHERE id = ${personEntryId}`)).rejects.toThrow(refused);
    await expect(forPerson(sql`UPDATE audit_entries SET before = NULL WHERE id = ${personEntryId}`)).rejects.toThrow(refused);
    await expect(forPerson(sql`DELETE FROM audit_entries WHERE id = ${personEntryId}`)).rejects.toThrow(refused);
    await forPerson(sql`UPDATE audit_entries SET after = after - 'city' WHERE id = ${personEntryId}`);
    expect((await personEntry()).after).toEqual({ status: 'y' });
    // The setting is transaction-local: outside such a transaction the same redaction is refused.
    await expect(sql`UPDATE audit_entries SET before = before - 'city' WHERE id = ${personEntryId}`.execute(app.db)).rejects.toThrow(refused);
    expect((await personEntry()).before).toEqual({ status: 'x', city: 'Ede' });
  });

  it("refuses, whatever the setting, to blank entries that are not about the person it names (issue 42 item 7)", async () => {
    const victim = await loginAs(app, 'vera.victim@example.nl', { firstName: 'Vera', lastName: 'Victim' });
    const other = await loginAs(app, 'olaf.ander@example.nl', { firstName: 'Olaf', lastName: 'Ander' });
    await recordAudit(app.db, { actorId: staff.employeeId, entityType: 'employee', entityId: victim.employeeId, action: 'updated', before: { phone: '0611111111' }, after: { phone: '0622222222' }, at: AT });
    await recordAudit(app.db, { actorId: staff.employeeId, entityType: 'gdpr_request', entityId: 9_999_001, action: 'status', before: { status: 'open' }, after: { status: 'refused', message: 'Bewaard' }, at: AT });
    const redactEverything = sql`UPDATE audit_entries SET before = before - 'phone' - 'title' - 'message', after = after - 'phone' - 'title' - 'message'
      WHERE before IS NOT NULL AND after IS NOT NULL`;
    const everything = () => app.db.selectFrom('audit_entries').selectAll().orderBy('id').execute();
    const original = await everything();
    for (const setting of ['on', String(other.employeeId), `${victim.employeeId} `, `${victim.employeeId},${other.employeeId}`, '0', '-1', '99999999999']) {
      await expect(
        app.db.transaction().execute(async (trx) => {
          await sql`SELECT set_config('interim.audit_redaction', ${setting}, true)`.execute(trx);
          await redactEverything.execute(trx);
        }),
      ).rejects.toThrow(refused);
    }
    // The victim's own entry alone, with another person's id, is refused too.
    await expect(
      app.db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('interim.audit_redaction', ${String(other.employeeId)}, true)`.execute(trx);
        await sql`UPDATE audit_entries SET after = after - 'phone' WHERE entity_type = 'employee' AND entity_id = ${victim.employeeId}`.execute(trx);
      }),
    ).rejects.toThrow(refused);
    expect(await everything()).toEqual(original);
  });

  it("lets an anonymisation strip the person's data from the entries about their record", async () => {
    const person = await loginAs(app, 'pieter.privé@example.nl', { firstName: 'Pieter', lastName: 'Privé' });
    const bystander = await loginAs(app, 'bea.buur@example.nl', { firstName: 'Bea', lastName: 'Buur' });
    await recordAudit(app.db, { actorId: staff.employeeId, entityType: 'employee', entityId: bystander.employeeId, action: 'updated', before: { city: 'Ede' }, after: { city: 'Zeist' }, at: AT });
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
    // Only the anonymised person's entries were redacted.
    const bystanderEntry = await app.db.selectFrom('audit_entries').select(['before', 'after']).where('entity_type', '=', 'employee').where('entity_id', '=', bystander.employeeId).executeTakeFirstOrThrow();
    expect(bystanderEntry).toEqual({ before: { city: 'Ede' }, after: { city: 'Zeist' } });
  });
});
