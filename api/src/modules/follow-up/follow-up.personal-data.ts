import type { ModulePersonalData, PersonalDataStep } from '../gdpr/personal-data.js';
import { applicationIdsOf } from '../applications/applications.readers.js';
import './follow-up.tables.js';

const notesStep = {
  section: 'staffNotes',
  tables: ['staff_notes', 'offer_answers'],
  async export(db, { employeeId, record }) {
    // What staff wrote about the person is personal data too (AVG art. 15); the author stays internal.
    const notes = await db
      .selectFrom('staff_notes')
      .select(['application_id', 'body', 'created_at'])
      .where('employee_id', '=', employeeId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const offerAnswers = await db
      .selectFrom('offer_answers as o')
      .select(['o.application_id', 'o.answer', 'o.answered_at'])
      .where('o.application_id', 'in', applicationIdsOf(employeeId))
      .orderBy('o.answered_at')
      .execute();
    return { notes: notes.map((note) => record(note)), offerAnswers: offerAnswers.map((answer) => record(answer)) };
  },
  async anonymize(trx, { employeeId }) {
    // Notes name and describe the person: they go, all of them. An offer's answer
    // (accepted/declined) says nothing about who it was and stays with the reactie.
    await trx.deleteFrom('staff_notes').where('employee_id', '=', employeeId).execute();
  },
} satisfies PersonalDataStep;

/** Staff's notes on a freelancer (erased on anonymisation) and their answers to offers. */
export const followUpPersonalData: ModulePersonalData = { steps: [notesStep] };
