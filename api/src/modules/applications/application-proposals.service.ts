import {
  APPLICATION_STATUS_LABELS,
  type Application,
  type CreateApplicationProposal,
  isOpenApplicationStatus,
  NO_CLIENT_CONSENT,
  type ProposalResponseRequest,
} from '@interim/shared/contract';
import { dutchToday } from '@interim/shared/format';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, apiErrors } from '../../http/api-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { findEmployeeIdentity } from '../employees/employees.readers.js';
import { findVacancyForProposal, isVacancyClosed } from '../vacancies/vacancies.readers.js';
import { answerProposal, changeApplicationStatus, findApplication, insertProposal, isDuplicateApplicationError } from './applications.repository.js';
import { proposalMail } from './proposal-mail.js';

/** Path of "Mijn reacties" (shared/src/config routes.myApplications; the API may not import it). */
const MY_APPLICATIONS_PATH = '/mijn-reacties';

export interface ApplicationProposalServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  mailer: Pick<Mailer, 'enqueue' | 'wake'>;
  publicUrl: string;
}

const alreadyHasApplication = () =>
  new ApiError(409, 'ALREADY_HAS_APPLICATION', 'Deze kandidaat heeft al een reactie op deze opdracht. Je kunt hem of haar er niet nog eens voor voorstellen.');

/**
 * Staff put a candidate forward for an opdracht, and the candidate answers
 * (issue 30 item 3, ADR 0019). The reactie exists from the proposal on, but
 * waits at Ontvangen for the candidate: the status machine refuses the
 * client-facing statuses until they confirm (`awaitsCandidateFor`).
 */
export class ApplicationProposalService {
  constructor(private readonly deps: ApplicationProposalServiceDeps) {}

  /**
   * `POST /api/application_proposals` (staff). 404 for an unknown candidate
   * or opdracht, 400 when the person is a staff account, 409 when the
   * opdracht is not open or the candidate has any reactie to it already
   * (a withdrawn or declined one included: ask them again by phone, not by a
   * second mail).
   */
  async propose(user: RequestUser, body: CreateApplicationProposal): Promise<Application> {
    const { db, now } = this.deps;
    const at = now();
    const today = dutchToday(at);
    const candidate = await findEmployeeIdentity(db, body.employeeId);
    if (!candidate) throw new ApiError(404, 'EMPLOYEE_NOT_FOUND', 'Deze kandidaat bestaat niet (meer).');
    if (candidate.role !== 'employee') {
      throw apiErrors.validation([{ path: 'employeeId', message: 'Alleen een kandidaat kun je voorstellen, geen medewerker.' }]);
    }
    const vacancy = await findVacancyForProposal(db, body.vacancyId);
    if (!vacancy) throw new ApiError(404, 'VACANCY_NOT_FOUND', 'Deze opdracht bestaat niet (meer).');
    if (vacancy.status === 'concept') {
      throw new ApiError(409, 'VACANCY_NOT_OPEN', 'Deze opdracht is nog een concept. Publiceer hem eerst, dan kun je er kandidaten voor voorstellen.');
    }
    if (isVacancyClosed(vacancy, today)) {
      throw new ApiError(409, 'VACANCY_CLOSED', 'Deze opdracht is gesloten. Je kunt er geen kandidaten meer voor voorstellen.');
    }
    const existing = await db
      .selectFrom('applications')
      .select('id')
      .where('employee_id', '=', candidate.id)
      .where('vacancy_id', '=', vacancy.id)
      .executeTakeFirst();
    if (existing) throw alreadyHasApplication();
    const staff = await findEmployeeIdentity(db, user.id);
    const consultantName = staff ? `${staff.firstName} ${staff.lastName}`.trim() : 'Een consultant';

    let id: number;
    try {
      // The reactie, its audit entry and the mail to the candidate together (docs/adr/0012).
      id = await db.transaction().execute(async (trx) => {
        const inserted = await insertProposal(trx, { employeeId: candidate.id, vacancyId: vacancy.id, proposedBy: user.id, at });
        await recordAudit(trx, {
          actorId: user.id,
          entityType: 'application',
          entityId: inserted,
          action: 'proposed',
          before: null,
          after: { employeeId: candidate.id, vacancyId: vacancy.id, status: 'submitted', proposalResponse: 'pending' },
          at,
        });
        const employee = await findEmployeeIdentity(trx, candidate.id);
        if (!employee) throw new Error(`Candidate ${candidate.id} vanished during the proposal`);
        await this.deps.mailer.enqueue(trx, {
          to: employee.email,
          ...proposalMail({
            firstName: employee.firstName,
            consultantName,
            vacancyTitle: vacancy.title,
            clientName: vacancy.clientAnonymous ? null : vacancy.clientName,
            applicationsLink: `${this.deps.publicUrl}${MY_APPLICATIONS_PATH}`,
          }),
        });
        return inserted;
      });
    } catch (error) {
      // Two consultants at once, or the candidate applied meanwhile: the unique index decides.
      if (isDuplicateApplicationError(error)) throw alreadyHasApplication();
      throw error;
    }
    this.deps.mailer.wake();
    const application = await findApplication(db, id, today);
    if (!application) throw new Error(`Application ${id} vanished after insert`);
    return application;
  }

  /**
   * `POST /api/applications/{id}/proposal_response` (the candidate, on their
   * own proposed reactie). "Ja" confirms: staff may then move it on. "Nee"
   * withdraws the reactie (final, like the freelancer's own withdrawal) and
   * staff see it declined. 409 when there is no pending proposal.
   */
  async respond(user: RequestUser, id: number, body: ProposalResponseRequest): Promise<Application> {
    const { db, now } = this.deps;
    const at = now();
    const today = dutchToday(at);
    const current = await findApplication(db, id, today);
    if (!current || current.employeeId !== user.id) throw new ApiError(404, 'APPLICATION_NOT_FOUND', 'Deze reactie bestaat niet of is niet van jou.');
    if (current.proposal?.response !== 'pending') {
      throw new ApiError(
        409,
        'NO_PENDING_PROPOSAL',
        current.proposal ? 'Je hebt dit voorstel al beantwoord.' : 'Op deze reactie hoef je niets te bevestigen: je hebt zelf gereageerd.',
      );
    }
    if (!isOpenApplicationStatus(current.status)) {
      throw new ApiError(409, 'APPLICATION_CLOSED', `Deze reactie is al afgerond (${APPLICATION_STATUS_LABELS[current.status]}). Je hoeft niets meer te bevestigen.`);
    }
    const changedMeanwhile = () => new ApiError(409, 'NO_PENDING_PROPOSAL', 'Deze reactie is intussen gewijzigd. Vernieuw de pagina en probeer het opnieuw.');
    await db.transaction().execute(async (trx) => {
      // "Ja" answers the consent question too (docs/adr/0021); left out, nothing is shared.
      if (!(await answerProposal(trx, id, body.interested ? 'confirmed' : 'declined', at, body.clientConsent ?? NO_CLIENT_CONSENT))) throw changedMeanwhile();
      if (body.interested) return;
      const withdrawn = await changeApplicationStatus(trx, {
        applicationId: id,
        from: current.status,
        to: 'withdrawn',
        reason: null,
        changedByRole: 'employee',
        changedByUserId: user.id,
        changedAt: at,
      });
      // Staff moved it between our read and our write: nothing is stored.
      if (!withdrawn) throw changedMeanwhile();
    });
    const updated = await findApplication(db, id, today);
    if (!updated) throw new Error(`Application ${id} vanished after answering`);
    return updated;
  }
}
