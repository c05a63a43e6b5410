import type { ModulePersonalData, PersonalDataStep } from '../gdpr/personal-data.js';
import { vacancyRows } from '../vacancies/vacancies.readers.js';
import './saved-searches.tables.js';

const savedSearchesStep = {
  section: 'savedSearches',
  tables: ['saved_searches', 'saved_search_sent_vacancies', 'saved_search_alert_jobs'],
  async export(db, { employeeId, record }) {
    const searches = await db
      .selectFrom('saved_searches')
      .select(['id', 'name', 'filter', 'frequency', 'created_at', 'updated_at', 'last_visited_at', 'alerts_from'])
      .where('employee_id', '=', employeeId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    if (searches.length === 0) return [];
    const ids = searches.map((search) => search.id);
    const [sent, jobs] = await Promise.all([
      db
        .selectFrom('saved_search_sent_vacancies as sent')
        .innerJoin(vacancyRows().as('v'), 'v.id', 'sent.vacancy_id')
        .select(['sent.saved_search_id', 'sent.vacancy_id', 'v.title as vacancy_title', 'sent.sent_at'])
        .where('sent.saved_search_id', 'in', ids)
        .orderBy('sent.sent_at')
        .orderBy('sent.vacancy_id')
        .execute(),
      db.selectFrom('saved_search_alert_jobs').select(['saved_search_id', 'run_at']).where('saved_search_id', 'in', ids).execute(),
    ]);
    return searches.map((search) => ({
      ...record(search),
      nextAlertAt: jobs.find((job) => job.saved_search_id === search.id)?.run_at.toISOString() ?? null,
      alertedVacancies: sent.filter((row) => row.saved_search_id === search.id).map((row) => record(row, ['saved_search_id'])),
    }));
  },
  async anonymize(trx, { employeeId }) {
    // The searches go, and with them (ON DELETE CASCADE) what they mailed and their pending alert jobs: no mail follows.
    await trx.deleteFrom('saved_searches').where('employee_id', '=', employeeId).execute();
  },
} satisfies PersonalDataStep;

/** A freelancer's saved searches, the opdrachten their alerts mailed, and the alerts still to come. */
export const savedSearchesPersonalData: ModulePersonalData = { steps: [savedSearchesStep] };
