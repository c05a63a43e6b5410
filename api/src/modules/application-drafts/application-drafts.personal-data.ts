import type { ModulePersonalData, PersonalDataStep } from '../gdpr/personal-data.js';
import { vacancyRows } from '../vacancies/vacancies.readers.js';
import './application-drafts.tables.js';

const draftsStep = {
  section: 'applicationDrafts',
  tables: ['application_drafts'],
  async export(db, { employeeId, record }) {
    const drafts = await db
      .selectFrom('application_drafts as d')
      .innerJoin(vacancyRows().as('v'), 'v.id', 'd.vacancy_id')
      .select(['d.vacancy_id', 'v.title as vacancy_title', 'd.motivation', 'd.offered_hourly_rate_cents', 'd.available_from', 'd.hours_per_week', 'd.created_at', 'd.expires_at'])
      .where('d.employee_id', '=', employeeId)
      .orderBy('d.created_at')
      .execute();
    return drafts.map((row) => record(row));
  },
  async anonymize(trx, { employeeId }) {
    // A reactie never sent: nothing of it needs to stay.
    await trx.deleteFrom('application_drafts').where('employee_id', '=', employeeId).execute();
  },
} satisfies PersonalDataStep;

/** Reacties kept from register-and-apply until sent (GDPR export and anonymisation). */
export const applicationDraftsPersonalData: ModulePersonalData = { steps: [draftsStep] };
