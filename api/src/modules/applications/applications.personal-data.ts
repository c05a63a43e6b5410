import type { ModulePersonalData, PersonalDataStep } from '../gdpr/personal-data.js';
import { vacancyRows } from '../vacancies/vacancies.readers.js';
import './applications.tables.js';

const applicationsStep = {
  section: 'applications',
  tables: ['applications', 'application_status_history'],
  async export(db, { employeeId, record }) {
    const applications = await db
      .selectFrom('applications as a')
      .innerJoin(vacancyRows().as('v'), 'v.id', 'a.vacancy_id')
      .selectAll('a')
      .select(['v.title as vacancy_title'])
      .where('a.employee_id', '=', employeeId)
      .orderBy('a.created_at')
      .orderBy('a.id')
      .execute();
    const history =
      applications.length === 0
        ? []
        : await db
            .selectFrom('application_status_history')
            .select(['application_id', 'status', 'reason', 'changed_by_role', 'changed_at'])
            .where(
              'application_id',
              'in',
              applications.map((application) => application.id),
            )
            .orderBy('changed_at')
            .orderBy('id')
            .execute();
    return applications.map((application) => ({
      ...record(application),
      statusHistory: history.filter((entry) => entry.application_id === application.id).map((entry) => record(entry, ['application_id'])),
    }));
  },
  async anonymize(trx, { employeeId }) {
    // The rows stay (statistics per vacancy and status keep working); what the
    // person wrote, when they were available and their CV go.
    await trx
      .updateTable('applications')
      .set({ motivation: null, available_from: null, cv_id: null })
      .where('employee_id', '=', employeeId)
      .execute();
    // Staff's reasons may name or describe the person.
    await trx
      .updateTable('application_status_history')
      .set({ reason: null })
      .where('application_id', 'in', (eb) => eb.selectFrom('applications').select('id').where('employee_id', '=', employeeId))
      .execute();
  },
} satisfies PersonalDataStep;

/** A freelancer's applications and their status history (GDPR export and anonymisation). */
export const applicationsPersonalData: ModulePersonalData = { steps: [applicationsStep] };
