import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import { recordAudit } from '../audit/audit.service.js';
import { changeApplicationStatus, lockOpenApplicationsOf } from '../applications/applications.readers.js';
import { composeStatusMail } from '../status-mails/status-mails.js';

/**
 * Staff closed opdracht `vacancyId` (issue 32 item 8): every reactie still
 * open gets the final status `vacancy_closed` ("Opdracht gesloten"), an
 * audit entry, and the `vacancy_closed` template mail, all in the
 * transaction of the closing. A closed opdracht never re-opens and a final
 * status never changes, so each freelancer is mailed once. Answers how many
 * reacties were closed; the caller wakes the mailer after its commit.
 */
export async function closeOpenApplications(
  trx: Transaction<Database>,
  deps: { mailer: Pick<Mailer, 'enqueue'>; publicUrl: string },
  step: { vacancyId: number; vacancyTitle: string; actorId: number; at: Date },
): Promise<number> {
  const open = await lockOpenApplicationsOf(trx, step.vacancyId);
  for (const application of open) {
    const moved = await changeApplicationStatus(trx, {
      applicationId: application.id,
      from: application.status,
      to: 'vacancy_closed',
      reason: null,
      changedByRole: 'staff',
      changedByUserId: step.actorId,
      changedAt: step.at,
    });
    if (!moved) throw new Error(`Application ${application.id} changed under its row lock`);
    await recordAudit(trx, {
      actorId: step.actorId,
      entityType: 'application',
      entityId: application.id,
      action: 'status',
      before: { status: application.status },
      after: { status: 'vacancy_closed' },
      at: step.at,
    });
    const mail = await composeStatusMail(trx, {
      employeeId: application.employeeId,
      vacancyId: step.vacancyId,
      vacancyTitle: step.vacancyTitle,
      kind: 'vacancy_closed',
      reason: null,
      actorId: step.actorId,
      publicUrl: deps.publicUrl,
    });
    if (mail) await deps.mailer.enqueue(trx, { to: mail.to, ...mail.content });
  }
  return open.length;
}
