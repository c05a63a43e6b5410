import type { ModulePersonalData, PersonalDataStep } from '../modules/gdpr/personal-data.js';
import { deleteMailsMentioning } from './mail-outbox.repository.js';
import './mail-outbox.tables.js';
import '../modules/employees/employees.tables.js';

const mailOutboxStep = {
  section: 'mails',
  tables: ['mail_outbox'],
  async export(db, { employeeId, record }) {
    const employee = await db.selectFrom('employees').select('email').where('id', '=', employeeId).executeTakeFirst();
    if (!employee) return [];
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'status', 'created_at', 'sent_at'])
      .where((eb) => eb(eb.fn('lower', ['recipient']), '=', employee.email.toLowerCase()))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => record(row));
  },
  async anonymize(trx, { mentions }) {
    // Runs last (the mail module is first in the registry): every other step has added what identifies the person.
    const needles = [...new Set(mentions.map((mention) => mention.trim().toLowerCase()).filter((mention) => mention.length > 0))];
    await deleteMailsMentioning(trx, needles);
  },
} satisfies PersonalDataStep;

/** Mails to the person, and mails about them (staff's call-back mail names them): pending ones never go. */
export const mailPersonalData: ModulePersonalData = { steps: [mailOutboxStep] };
