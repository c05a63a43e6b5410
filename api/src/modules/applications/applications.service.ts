import {
  APPLICATION_STATUS_LABELS,
  type Application,
  type ApplicationDetail,
  type ApplicationListQuery,
  type ApplicationStatus,
  applicationTransitionActor,
  awaitsCandidateFor,
  type BulkPatchApplicationsRequestDto,
  type BulkPatchApplicationsResult,
  type CreateApplicationRequestDto,
  isForwardSkip,
  NO_CLIENT_CONSENT,
  isOpenApplicationStatus,
  type PatchApplicationRequestDto,
  type Range,
} from '@interim/shared/contract';
import { dutchToday } from '@interim/shared/format';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, apiErrors, type FieldError } from '../../http/api-error.js';
import { applicationReceivedMail, applicationStatusChangedMail } from '../../mail/mail-templates.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { clientRequestUpdatesOf, type ClientRequestUpdates } from '../client-requests/client-request-updates.js';
import { findCvIdOf, findEmployeeIdentity } from '../employees/employees.readers.js';
import { composeStatusMail, isStatusMailKind } from '../status-mails/status-mails.js';
import { findVacancyForApplication, isVacancyClosed } from '../vacancies/vacancies.readers.js';
import {
  changeApplicationStatus,
  findApplication,
  findApplicationDetail,
  insertApplication,
  isDuplicateApplicationError,
  listApplications,
  lockApplications,
} from './applications.repository.js';

export const DEFAULT_APPLICATION_RANGE: Range = [0, 19];

/** Path of "Mijn reacties" (shared/src/config routes.myApplications; the API may not import it). */
const MY_APPLICATIONS_PATH = '/mijn-reacties';

export interface ApplicationServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  mailer: Pick<Mailer, 'enqueue' | 'wake'>;
  /** The site's public URL, for links in mails. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The history and mails of the client whose request the opdracht was made of ("candidates proposed"). */
  clientRequests?: Pick<ClientRequestUpdates, 'candidatesProposed'>;
}


const notFound = () => new ApiError(404, 'APPLICATION_NOT_FOUND', 'Deze reactie bestaat niet of is niet van jou.');

/** The application service of the running app; the client of an opdracht's request hears when candidates are proposed (issue 31). */
export function applicationServiceOf(app: FastifyInstance): ApplicationService {
  return new ApplicationService({
    db: app.db,
    now: app.now,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
    clientRequests: clientRequestUpdatesOf(app),
  });
}

/**
 * Applying, listing and moving applications. Access rule: a freelancer sees
 * and changes only their own applications (another's is a 404, so ids do not
 * reveal what exists); staff see and move all.
 */
export class ApplicationService {
  constructor(private readonly deps: ApplicationServiceDeps) {}

  /** `POST /api/applications`. */
  async apply(user: RequestUser, body: CreateApplicationRequestDto): Promise<Application> {
    const { db, now } = this.deps;
    const at = now();
    const vacancy = await findVacancyForApplication(db, body.vacancyId);
    if (!vacancy) throw new ApiError(404, 'VACANCY_NOT_FOUND', 'Deze opdracht bestaat niet (meer).');
    if (isVacancyClosed(vacancy, dutchToday(at))) {
      throw new ApiError(409, 'VACANCY_CLOSED', 'Deze opdracht is gesloten. Reageren is niet meer mogelijk.');
    }
    const cvId = await this.resolveCv(user.id, body);

    let id: number;
    try {
      // The application and its "reactie ontvangen" mail in one transaction (docs/adr/0012).
      id = await db.transaction().execute(async (trx) => {
        const inserted = await insertApplication(trx, {
          employeeId: user.id,
          vacancyId: vacancy.id,
          motivation: body.motivation ? body.motivation : null,
          offeredHourlyRateCents: body.offeredHourlyRate === undefined ? null : Math.round(body.offeredHourlyRate * 100),
          availableFrom: body.availableFrom ?? null,
          hoursPerWeek: body.hoursPerWeek ?? null,
          cvId,
          channel: body.channel,
          clientConsent: body.clientConsent ?? NO_CLIENT_CONSENT,
          createdAt: at,
        });
        await this.mailEmployee(trx, user.id, (firstName) =>
          applicationReceivedMail({ firstName, vacancyTitle: vacancy.title, applicationsLink: this.applicationsLink() }),
        );
        return inserted;
      });
    } catch (error) {
      if (isDuplicateApplicationError(error)) {
        throw new ApiError(409, 'ALREADY_APPLIED', 'Je hebt al op deze opdracht gereageerd.');
      }
      throw error;
    }
    this.deps.mailer.wake();
    const application = await findApplication(db, id, dutchToday(at));
    if (!application) throw new Error(`Application ${id} vanished after insert`);
    return application;
  }

  /**
   * `GET /api/applications`: own applications, or (staff without
   * `filter.mine`) everyone's.
   */
  async list(user: RequestUser, query: ApplicationListQuery): Promise<{ items: Application[]; start: number; total: number }> {
    const range = query.range ?? DEFAULT_APPLICATION_RANGE;
    const { mine, ...filter } = query.filter ?? {};
    const result = await listApplications(this.deps.db, {
      scope: user.role === 'staff' && !mine ? 'all' : { employeeId: user.id },
      ...(query.filter ? { filter } : {}),
      ...(query.sort ? { sort: query.sort } : {}),
      range,
      today: dutchToday(this.deps.now()),
    });
    return { ...result, start: range[0] };
  }

  /** `GET /api/applications/{id}` with its candidate: another person's application is a 404, as if it did not exist. */
  async read(user: RequestUser, id: number): Promise<ApplicationDetail> {
    const application = await findApplicationDetail(this.deps.db, id, dutchToday(this.deps.now()));
    if (!application || (user.role !== 'staff' && application.employeeId !== user.id)) throw notFound();
    return application;
  }

  /** `PATCH /api/applications/{id}`: one step of the status machine, recorded and mailed. */
  async changeStatus(user: RequestUser, id: number, body: PatchApplicationRequestDto): Promise<Application> {
    const { db, now } = this.deps;
    const at = now();
    const today = dutchToday(at);
    const current = await findApplication(db, id, today);
    if (!current || (user.role !== 'staff' && current.employeeId !== user.id)) throw notFound();

    const actor = user.role === 'staff' ? 'staff' : 'employee';
    if (actor === 'employee' && body.status !== 'withdrawn') {
      throw apiErrors.forbidden('FORBIDDEN', 'Je kunt je reactie alleen intrekken.');
    }
    if (actor === 'employee' && body.mail !== undefined) {
      throw apiErrors.forbidden('FORBIDDEN', 'Alleen medewerkers sturen een statusmail.');
    }
    const allowed = applicationTransitionActor(current.status, body.status);
    // The board may skip steps forward once staff confirmed it (ADR 0019).
    const skipping = actor === 'staff' && body.skipSteps === true && isForwardSkip(current.status, body.status);
    if (allowed !== actor && !skipping) throw illegalTransition(current.status, body.status, allowed);
    if (actor === 'staff' && awaitsCandidateFor(current.proposal?.response, body.status)) throw awaitingCandidate();

    const reason = body.reason ? body.reason : null;
    const changed = await db.transaction().execute(async (trx) => {
      const moved = await changeApplicationStatus(trx, {
        applicationId: id,
        from: current.status,
        to: body.status,
        reason,
        changedByRole: actor,
        changedByUserId: user.id,
        changedAt: at,
      });
      if (moved) {
        await auditStatusChange(trx, { actorId: user.id, applicationId: id, from: current.status, to: body.status, reason, at });
        // `mail: null`: staff chose to send none (ADR 0020).
        if (body.mail !== null) {
          await this.mailStatusChange(trx, { employeeId: current.employeeId, vacancyId: current.vacancy.id, vacancyTitle: current.vacancy.title, status: body.status, reason, actorId: user.id, approved: body.mail });
        }
        if (body.status === 'proposed') await this.deps.clientRequests?.candidatesProposed(trx, { vacancyId: current.vacancy.id, count: 1, actorId: user.id, at });
      }
      return moved;
    });
    if (!changed) {
      // Someone moved it between our read and our write: judge against what is there now.
      const latest = await findApplication(db, id, today);
      if (!latest) throw notFound();
      throw illegalTransition(latest.status, body.status, applicationTransitionActor(latest.status, body.status));
    }
    this.deps.mailer.wake();
    const updated = await findApplication(db, id, today);
    if (!updated) throw notFound();
    return updated;
  }

  /**
   * Staff's bulk `PATCH /api/applications`: every application of `ids`, all
   * of one vacancy, one step to `status` in one transaction. All or nothing:
   * an unknown id (404), a mix of vacancies (400) or one illegal step (409,
   * each offending id as a field error `ids.<index>`) changes nothing. Each
   * candidate is mailed once the whole batch is stored.
   */
  async bulkChangeStatus(user: RequestUser, body: BulkPatchApplicationsRequestDto): Promise<BulkPatchApplicationsResult> {
    const { db, now } = this.deps;
    const at = now();
    const reason = body.reason ? body.reason : null;
    const { vacancyId, moved } = await db.transaction().execute(async (trx) => {
      const locked = new Map((await lockApplications(trx, body.ids)).map((row) => [row.id, row]));
      const missing = body.ids.flatMap((id, index) => (locked.has(id) ? [] : [{ path: `ids.${index}`, message: `Reactie ${id} bestaat niet.` }]));
      if (missing.length > 0) {
        throw new ApiError(404, 'APPLICATION_NOT_FOUND', missing.length === 1 ? 'Een van de gekozen reacties bestaat niet.' : 'Enkele van de gekozen reacties bestaan niet.', missing);
      }
      const rows = body.ids.map((id) => locked.get(id)!);
      const vacancyIds = new Set(rows.map((row) => row.vacancyId));
      if (vacancyIds.size > 1) {
        throw new ApiError(400, 'MIXED_VACANCIES', 'Kies reacties van één opdracht: deze reacties horen bij verschillende opdrachten.', [
          { path: 'ids', message: 'Kies reacties van één opdracht' },
        ]);
      }
      const illegal: FieldError[] = rows.flatMap((row, index) =>
        applicationTransitionActor(row.status, body.status) === 'staff'
          ? awaitsCandidateFor(row.proposalResponse ?? undefined, body.status)
            ? [{ path: `ids.${index}`, message: `Reactie ${row.id}: ${awaitingCandidate().message}` }]
            : []
          : [{ path: `ids.${index}`, message: `Reactie ${row.id}: ${illegalTransition(row.status, body.status, applicationTransitionActor(row.status, body.status)).message}` }],
      );
      if (illegal.length > 0) {
        throw new ApiError(
          409,
          'ILLEGAL_STATUS_TRANSITION',
          `Niet elke gekozen reactie kan naar ${APPLICATION_STATUS_LABELS[body.status]}; er is niets gewijzigd.`,
          illegal,
        );
      }
      for (const row of rows) {
        // The rows are locked: the compare-and-set cannot lose here.
        const changed = await changeApplicationStatus(trx, {
          applicationId: row.id,
          from: row.status,
          to: body.status,
          reason,
          changedByRole: 'staff',
          changedByUserId: user.id,
          changedAt: at,
        });
        if (!changed) throw new Error(`Application ${row.id} changed under its row lock`);
        await auditStatusChange(trx, { actorId: user.id, applicationId: row.id, from: row.status, to: body.status, reason, at });
        await this.mailStatusChange(trx, { employeeId: row.employeeId, vacancyId: row.vacancyId, vacancyTitle: row.vacancyTitle, status: body.status, reason, actorId: user.id });
      }
      // One mail to the client for the whole batch (all of one vacancy).
      if (body.status === 'proposed') await this.deps.clientRequests?.candidatesProposed(trx, { vacancyId: rows[0]!.vacancyId, count: rows.length, actorId: user.id, at });
      return { vacancyId: rows[0]!.vacancyId, moved: rows };
    });
    this.deps.mailer.wake();
    return { vacancyId, results: moved.map((row) => ({ id: row.id, previousStatus: row.status, status: body.status })) };
  }

  /** The CV to attach: an explicit `cvId` of the applicant's own, or their stored CV with `useStoredCv`. */
  private async resolveCv(employeeId: number, body: CreateApplicationRequestDto): Promise<number | null> {
    if (body.cvId === undefined && !body.useStoredCv) return null;
    const cvId = await findCvIdOf(this.deps.db, employeeId, body.cvId);
    if (cvId !== undefined) return cvId;
    throw body.cvId !== undefined
      ? apiErrors.validation([{ path: 'cvId', message: 'Dit cv hebben we niet van je.' }])
      : apiErrors.validation([{ path: 'useStoredCv', message: 'Je hebt nog geen cv geüpload.' }]);
  }

  /**
   * The mail of a status step: staff's steps get the status's template
   * (ADR 0020), as staff approved it when they edited it; other steps (the
   * freelancer withdrawing) the short generic update.
   */
  private async mailStatusChange(
    trx: Kysely<Database>,
    change: {
      employeeId: number;
      vacancyId: number;
      vacancyTitle: string;
      status: ApplicationStatus;
      reason: string | null;
      actorId: number;
      approved?: { subject: string; body: string } | undefined;
    },
  ): Promise<void> {
    const { employeeId, vacancyTitle, status, reason } = change;
    if (isStatusMailKind(status)) {
      const mail = await composeStatusMail(trx, {
        employeeId,
        vacancyId: change.vacancyId,
        vacancyTitle,
        kind: status,
        reason,
        actorId: change.actorId,
        ...(change.approved ? { approved: change.approved } : {}),
        publicUrl: this.deps.publicUrl,
      });
      if (mail) {
        await this.deps.mailer.enqueue(trx, { to: mail.to, ...mail.content });
        return;
      }
    }
    await this.mailEmployee(trx, employeeId, (firstName) =>
      applicationStatusChangedMail({
        firstName,
        vacancyTitle,
        statusLabel: APPLICATION_STATUS_LABELS[status],
        reason,
        applicationsLink: this.applicationsLink(),
      }),
    );
  }

  private applicationsLink(): string {
    return `${this.deps.publicUrl}${MY_APPLICATIONS_PATH}`;
  }

  /**
   * Stores a mail to the freelancer in `trx`, the transaction of the change
   * it tells of: it is sent by the mail worker after the commit, retried
   * when the mail server fails, and never undoes the change.
   */
  private async mailEmployee(trx: Kysely<Database>, employeeId: number, build: (firstName: string) => ReturnType<typeof applicationReceivedMail>): Promise<void> {
    const employee = await findEmployeeIdentity(trx, employeeId);
    if (!employee) return;
    await this.deps.mailer.enqueue(trx, { to: employee.email, ...build(employee.firstName) });
  }
}

/**
 * The audit entry of a status step: the statuses, and the reason (which the
 * audit module drops when the person is anonymised).
 */
async function auditStatusChange(
  trx: Transaction<Database>,
  change: { actorId: number; applicationId: number; from: ApplicationStatus; to: ApplicationStatus; reason: string | null; at: Date },
): Promise<void> {
  await recordAudit(trx, {
    actorId: change.actorId,
    entityType: 'application',
    entityId: change.applicationId,
    action: 'status',
    before: { status: change.from },
    after: change.reason === null ? { status: change.to } : { status: change.to, reason: change.reason },
    at: change.at,
  });
}

/** A proposed reactie whose candidate has not said yes yet cannot reach the client (ADR 0019). */
function awaitingCandidate(): ApiError {
  return new ApiError(
    409,
    'AWAITING_CANDIDATE',
    'Wacht op bevestiging van de kandidaat: pas als die interesse heeft bevestigd, kan de reactie naar de opdrachtgever.',
  );
}

function illegalTransition(from: Application['status'], to: Application['status'], allowedActor: 'staff' | 'employee' | undefined): ApiError {
  const fromLabel = APPLICATION_STATUS_LABELS[from];
  const toLabel = APPLICATION_STATUS_LABELS[to];
  let message: string;
  if (!isOpenApplicationStatus(from)) message = `Deze reactie is al afgerond (${fromLabel}) en kan niet meer veranderen.`;
  else if (allowedActor === 'employee') message = 'Alleen de kandidaat zelf kan een reactie intrekken.';
  else message = `Een reactie kan niet van ${fromLabel} naar ${toLabel} gaan.`;
  return new ApiError(409, 'ILLEGAL_STATUS_TRANSITION', message);
}
