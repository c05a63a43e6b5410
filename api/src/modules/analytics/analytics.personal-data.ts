import { sql } from 'kysely';
import type { ModulePersonalData, PersonalDataStep } from '../gdpr/personal-data.js';
import './analytics.tables.js';

const analyticsEventsStep = {
  section: 'analyticsEvents',
  tables: ['analytics_events'],
  async export(db, { employeeId, record }) {
    const rows = await db.selectFrom('analytics_events').selectAll().where('user_id', '=', employeeId).orderBy('id').execute();
    return rows.map((row) => record(row, ['forwarded_at']));
  },
  async anonymize(trx, { employeeId }) {
    // Events stay countable by name and time. Their properties (pages, campaign
    // parameters) and the browser id go, also on the events of that browser
    // from before the login, which the browser id would otherwise tie back.
    await sql`
      UPDATE analytics_events
      SET user_id = NULL, anonymous_id = NULL, properties = '{}'::jsonb
      WHERE user_id = ${employeeId}
         OR anonymous_id IN (SELECT anonymous_id FROM analytics_events WHERE user_id = ${employeeId} AND anonymous_id IS NOT NULL)`.execute(trx);
  },
} satisfies PersonalDataStep;

/** The front end's events of a logged-in person (GDPR export and anonymisation). */
export const analyticsPersonalData: ModulePersonalData = { steps: [analyticsEventsStep] };
