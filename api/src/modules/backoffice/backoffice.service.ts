import type { NamedRef, VacancyStaffSummary, VacancyStatus } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { isStaffMember, listStaffMembers } from '../employees/employees.readers.js';
import { findVacancyChoices, lockVacancyConsultant, setVacancyConsultant } from '../vacancies/vacancies.readers.js';
import { findVacancySummaries } from './backoffice.repository.js';

export interface BackofficeServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** Staff's tools over several records (issue 30): the opdracht picker, the list's summaries, the responsible consultant. */
export class BackofficeService {
  constructor(private readonly deps: BackofficeServiceDeps) {}

  /** Opdrachten to pick: titles starting with `q` first, then the newest; with the number of matches. */
  vacancyChoices(q: string | undefined, limit: number, status: VacancyStatus | undefined) {
    return findVacancyChoices(this.deps.db, q, limit, status);
  }

  /** The staff summaries (consultant, reacties per status) of the given opdrachten. */
  vacancySummaries(ids: number[]): Promise<VacancyStaffSummary[]> {
    return findVacancySummaries(this.deps.db, ids);
  }

  /** The staff accounts to choose a consultant from. */
  staffMembers(): Promise<NamedRef[]> {
    return listStaffMembers(this.deps.db);
  }

  /**
   * Sets (or clears, with null) the responsible consultant of an opdracht,
   * audited as `consultant`; answers its summary. 404 `VACANCY_NOT_FOUND`,
   * 400 `NOT_STAFF` for an account that is not staff.
   */
  async setConsultant(actor: RequestUser, vacancyId: number, consultantId: number | null): Promise<VacancyStaffSummary> {
    const { db, now } = this.deps;
    await db.transaction().execute(async (trx) => {
      const current = await lockVacancyConsultant(trx, vacancyId);
      if (!current) throw new ApiError(404, 'VACANCY_NOT_FOUND', 'Deze opdracht bestaat niet (meer).');
      if (consultantId !== null && !(await isStaffMember(trx, consultantId))) {
        throw new ApiError(400, 'NOT_STAFF', 'Kies een medewerker als consultant.', [{ path: 'consultantId', message: 'Kies een medewerker' }]);
      }
      if (current.consultantId === consultantId) return;
      await setVacancyConsultant(trx, vacancyId, consultantId);
      await recordAudit(trx, {
        actorId: actor.id,
        entityType: 'vacancy',
        entityId: vacancyId,
        action: 'consultant',
        before: { consultantId: current.consultantId },
        after: { consultantId },
        at: now(),
      });
    });
    const [summary] = await findVacancySummaries(db, [vacancyId]);
    return summary!;
  }
}
