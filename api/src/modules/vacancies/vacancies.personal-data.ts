import { sql } from 'kysely';
import type { ModulePersonalData, PersonalDataStep } from '../gdpr/personal-data.js';
import './vacancies.tables.js';

const favouritesStep = {
  section: 'favourites',
  tables: ['favorites'],
  async export(db, { employeeId, record }) {
    const rows = await db
      .selectFrom('favorites as f')
      .innerJoin('vacancies as v', 'v.id', 'f.vacancy_id')
      .select(['f.vacancy_id', 'v.title as vacancy_title', 'f.created_at'])
      .where('f.employee_id', '=', employeeId)
      .orderBy('f.created_at')
      .execute();
    return rows.map((row) => record(row));
  },
  async anonymize(trx, { employeeId }) {
    await trx.deleteFrom('favorites').where('employee_id', '=', employeeId).execute();
  },
} satisfies PersonalDataStep;

const vacancyEventsStep = {
  section: 'vacancyEvents',
  tables: ['vacancy_events'],
  async export(db, { employeeId, record }) {
    const rows = await db.selectFrom('vacancy_events').selectAll().where('user_id', '=', employeeId).orderBy('id').execute();
    return rows.map((row) => record(row, ['user_id']));
  },
  async anonymize(trx, { employeeId }) {
    // Searches and views stay as anonymous statistics; a search could carry
    // the person's own postcode, so the query goes too.
    await sql`UPDATE vacancy_events SET user_id = NULL, query = NULL WHERE user_id = ${employeeId}`.execute(trx);
  },
} satisfies PersonalDataStep;

/** Favourites and tracked searches and views of a logged-in person; the vacancies themselves are no one's personal data. */
export const vacanciesPersonalData: ModulePersonalData = {
  steps: [favouritesStep, vacancyEventsStep],
  tablesWithoutPersonalData: ['vacancies'],
};
