import type { ModulePersonalData, PersonalDataStep } from './personal-data.js';
import './gdpr.tables.js';

const gdprRequestsStep = {
  section: 'gdprRequests',
  tables: ['gdpr_requests'],
  async export(db, { employeeId, record }) {
    const rows = await db.selectFrom('gdpr_requests').selectAll().where('employee_id', '=', employeeId).orderBy('id').execute();
    // Earlier exports are copies of this very data: listing them is enough.
    return rows.map((row) => record(row, ['export_json']));
  },
  async anonymize(trx, { employeeId }) {
    // The requests stay as proof that they were handled (status, who, when); their contents and staff's notes on them go.
    await trx.updateTable('gdpr_requests').set({ message: null, export_json: null, resolution: null }).where('employee_id', '=', employeeId).execute();
  },
} satisfies PersonalDataStep;

/** The GDPR requests themselves: who asked what, and when. */
export const gdprPersonalData: ModulePersonalData = { steps: [gdprRequestsStep] };
