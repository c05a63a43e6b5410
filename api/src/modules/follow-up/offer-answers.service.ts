import { OFFER_ANSWER_LABELS, type OfferAnswer, type OfferAnswerRecord } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { renderMail } from '../../mail/mail-templates.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { applicationRows, changeApplicationStatus, lockApplication } from '../applications/applications.readers.js';
import { accountRows, findEmployeeIdentity } from '../employees/employees.readers.js';
import { vacancyRows } from '../vacancies/vacancies.readers.js';
import './follow-up.tables.js';

/** What a declined offer's history says (the freelancer's withdrawal). */
export const DECLINED_OFFER_REASON = 'Aanbod afgeslagen door de kandidaat';

export interface OfferAnswerServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The consultant's mail about an answer. */
  mailer: Mailer;
  publicUrl: string;
  /** Who is mailed when the opdracht has no consultant. */
  staffEmail: string;
}

/**
 * The freelancer's answer to an offer (issue 30 item 5): accept (the
 * reactie stays "Aanbod" until staff place them) or decline (it is
 * withdrawn). Once per reactie; the consultant of the opdracht (else
 * STAFF_EMAIL) is mailed in the same transaction.
 */
export class OfferAnswerService {
  constructor(private readonly deps: OfferAnswerServiceDeps) {}

  /** The answers to offers of the reacties `ids`: the user's own reacties, any for staff. */
  async list(user: RequestUser, ids: number[]): Promise<OfferAnswerRecord[]> {
    let query = this.deps.db
      .selectFrom('offer_answers as o')
      .innerJoin(applicationRows().as('a'), 'a.id', 'o.application_id')
      .select(['o.application_id', 'o.answer', 'o.answered_at'])
      .where('o.application_id', 'in', ids);
    if (user.role !== 'staff') query = query.where('a.employee_id', '=', user.id);
    const rows = await query.orderBy('o.application_id').execute();
    return rows.map((row) => ({ applicationId: row.application_id, answer: row.answer, answeredAt: new Date(row.answered_at).toISOString() }));
  }

  /** 404 `APPLICATION_NOT_FOUND` (also another's reactie), 409 `ALREADY_ANSWERED`, 409 `NOT_AN_OFFER`. */
  async answer(user: RequestUser, id: number, answer: OfferAnswer): Promise<OfferAnswerRecord> {
    const { db, mailer, publicUrl, staffEmail } = this.deps;
    const at = this.deps.now();
    await db.transaction().execute(async (trx) => {
      const application = await lockApplication(trx, id);
      const freelancer = application?.employeeId === user.id ? await findEmployeeIdentity(trx, user.id) : undefined;
      if (!application || !freelancer) throw new ApiError(404, 'APPLICATION_NOT_FOUND', 'Deze reactie bestaat niet of is niet van jou.');
      const answered = await trx.selectFrom('offer_answers').select('answer').where('application_id', '=', id).executeTakeFirst();
      if (answered) throw new ApiError(409, 'ALREADY_ANSWERED', 'Je hebt dit aanbod al beantwoord.');
      if (application.status !== 'offer') throw new ApiError(409, 'NOT_AN_OFFER', 'Er ligt voor deze reactie geen aanbod (meer) klaar.');
      await trx.insertInto('offer_answers').values({ application_id: id, answer, answered_at: at }).execute();
      if (answer === 'declined') {
        const moved = await changeApplicationStatus(trx, {
          applicationId: id,
          from: 'offer',
          to: 'withdrawn',
          reason: DECLINED_OFFER_REASON,
          changedByRole: 'employee',
          changedByUserId: user.id,
          changedAt: at,
        });
        if (!moved) throw new Error(`Application ${id} changed under its row lock`);
      }
      // Who is mailed: the opdracht's consultant, else STAFF_EMAIL.
      const vacancy = await trx
        .selectFrom(vacancyRows().as('v'))
        .leftJoin(accountRows().as('c'), 'c.id', 'v.consultant_id')
        .select(['v.title', 'c.email as consultant_email', 'c.first_name as consultant_first_name'])
        .where('v.id', '=', application.vacancyId)
        .executeTakeFirstOrThrow();
      const name = `${freelancer.firstName} ${freelancer.lastName}`.trim();
      const link = `${publicUrl}/beheer/reacties/${id}`;
      await mailer.enqueue(trx, {
        to: vacancy.consultant_email ?? staffEmail,
        ...renderMail({
          subject: `${OFFER_ANSWER_LABELS[answer]}: ${name} – ${vacancy.title}`,
          greeting: vacancy.consultant_first_name ? `Hallo ${vacancy.consultant_first_name},` : 'Hallo collega,',
          paragraphs: [
            answer === 'accepted'
              ? `${name} heeft het aanbod voor "${vacancy.title}" geaccepteerd. Zet de reactie op Geplaatst zodra alles rond is.`
              : `${name} heeft het aanbod voor "${vacancy.title}" afgeslagen. De reactie is ingetrokken.`,
          ],
          action: { label: 'Bekijk de reactie', url: link },
        }),
        link,
      });
    });
    mailer.wake();
    return { applicationId: id, answer, answeredAt: at.toISOString() };
  }
}
