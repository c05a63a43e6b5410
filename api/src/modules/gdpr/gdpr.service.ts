import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  type CreateGdprRequestRequestDto,
  GDPR_EXPORT_FORMAT,
  GDPR_REQUEST_STATUS_LABELS,
  GDPR_REQUEST_TYPE_LABELS,
  type GdprExport,
  type GdprRequest,
  type GdprRequestListQuery,
  type GdprStaffRequest,
  OPEN_GDPR_REQUEST_STATUSES,
  type PatchGdprRequestRequestDto,
  type Range,
} from '@interim/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { purgeOldRowVersions } from '../../db/purge-old-row-versions.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { gdprExportReadyMail, gdprRequestHandledMail, gdprRequestReceivedMail, type MailContent } from '../../mail/mail-templates.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { findEmployeeIdentity, lockAccount } from '../employees/employees.readers.js';
import { daysUntil, dutchDate, gdprDeadline } from './gdpr-deadline.js';
import {
  completeExport,
  findExportFile,
  findGdprRequest,
  findOpenGdprRequest,
  findStaffGdprRequest,
  insertGdprRequest,
  isAnonymised,
  listGdprRequests,
  listStaffGdprRequests,
  lockGdprRequest,
  recordGdprHandling,
  type StaffGdprRequestRecord,
} from './gdpr.repository.js';
import { type AnonymizeContext, type PersonalDataRegistry, toExportRecord } from './personal-data.js';

/** Path of the GDPR page (shared/src/config routes.profileGdpr; the API may not import it). */
const GDPR_PAGE_PATH = '/profiel/persoonsgegevens-beheren';

export interface GdprServiceDeps {
  db: Kysely<Database>;
  /** The database behind `db`: which kind decides how old row versions are purged after an anonymisation. */
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  now: () => Date;
  mailer: Pick<Mailer, 'enqueue' | 'wake' | 'purgeOutbox' | 'flush'>;
  publicUrl: string;
  /** The data folder: CV files and the mail outbox live below it. */
  dataDir: string;
  log: FastifyBaseLogger;
  /** What every module declares about personal data (personal-data.ts). */
  personalData: PersonalDataRegistry;
}

/** What creating a request did. `loggedOut`: the account was anonymised, the caller clears the session cookies. */
export interface GdprRequestOutcome {
  request: GdprRequest;
  loggedOut: boolean;
}

const exportNotFound = () => new ApiError(404, 'GDPR_EXPORT_NOT_FOUND', 'Deze export bestaat niet of is niet van jou.');

/** Also the answer to anyone but staff on staff's routes: ids reveal nothing. */
export const gdprRequestNotFound = () => new ApiError(404, 'GDPR_REQUEST_NOT_FOUND', 'Dit verzoek bestaat niet.');

/** A day as Dutch people write it: '3 december 2026'. */
const longDutchDate = (at: Date) => at.toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });

/**
 * A second request of a type the person still has open (issue 42, item 5):
 * refused, so a burst of clicks cannot fill staff's queue with legal
 * deadlines. The page shows this message; the open request is in its list.
 */
export function gdprRequestAlreadyOpen(open: GdprRequest): ApiError {
  const deadline = new Date(`${open.deadline}T12:00:00Z`);
  return new ApiError(
    409,
    'GDPR_REQUEST_ALREADY_OPEN',
    `Je hebt al een verzoek "${GDPR_REQUEST_TYPE_LABELS[open.type]}" dat nog loopt (ontvangen op ${longDutchDate(new Date(open.createdAt))}). ` +
      `We handelen het uiterlijk ${longDutchDate(deadline)} af; daarna kun je zo nodig een nieuw verzoek doen.`,
  );
}

export const DEFAULT_GDPR_REQUEST_RANGE: Range = [0, 19];

/** A request of staff's queue with its deadline as of `now`. */
export function toStaffRequest(record: StaffGdprRequestRecord, now: Date): GdprStaffRequest {
  const deadline = gdprDeadline(record.receivedAt);
  const open = (OPEN_GDPR_REQUEST_STATUSES as readonly string[]).includes(record.status);
  const daysLeft = open ? daysUntil(deadline, dutchDate(now)) : null;
  return {
    id: record.id,
    type: record.type,
    status: record.status,
    message: record.message,
    receivedAt: record.receivedAt.toISOString(),
    deadline,
    daysLeft,
    overdue: daysLeft !== null && daysLeft < 0,
    employee: record.employee,
    handledAt: record.handledAt ? record.handledAt.toISOString() : null,
    handledBy: record.handledBy,
    resolution: record.resolution,
    completedAt: record.completedAt ? record.completedAt.toISOString() : null,
  };
}

function publicRequest(request: GdprRequest & { employeeId: number }): GdprRequest {
  const { employeeId: _employeeId, ...rest } = request;
  return rest;
}

/**
 * GDPR requests of a freelancer about their own data. An export and an
 * anonymisation are carried out at once; a request to see or change data is
 * queued for staff (status `received`) and confirmed by mail.
 */
export class GdprService {
  constructor(private readonly deps: GdprServiceDeps) {}

  /** `POST /api/gdpr_requests`. */
  async create(user: RequestUser, body: CreateGdprRequestRequestDto): Promise<GdprRequestOutcome> {
    switch (body.type) {
      case 'export-personal-data':
        return { request: await this.exportPersonalData(user.id), loggedOut: false };
      case 'anonymize-data':
        return { request: await this.anonymize(user.id), loggedOut: true };
      case 'request-personal-data':
      case 'change-personal-data':
        return { request: await this.queue(user.id, body), loggedOut: false };
    }
  }

  /** `GET /api/gdpr_requests`: the person's own requests, newest first. */
  async list(user: RequestUser): Promise<GdprRequest[]> {
    return (await listGdprRequests(this.deps.db, user.id)).map(publicRequest);
  }

  /** `GET /api/gdpr_requests` as staff: everyone's requests with their deadlines. */
  async listForStaff(query: GdprRequestListQuery): Promise<{ items: GdprStaffRequest[]; start: number; total: number }> {
    const range = query.range ?? DEFAULT_GDPR_REQUEST_RANGE;
    const result = await listStaffGdprRequests(this.deps.db, { filter: query.filter ?? {}, sort: query.sort, range });
    const now = this.deps.now();
    return { items: result.items.map((record) => toStaffRequest(record, now)), total: result.total, start: range[0] };
  }

  /**
   * `PATCH /api/gdpr_requests/{id}` (staff): takes the request in hand or
   * closes it, recording who, when and their note, audited in the same
   * transaction. A completed or rejected request is final (409), as is
   * taking in hand what is in hand already. Closing it mails the person (the
   * "received" mail promised a message when it is done) with staff's note,
   * unless they were anonymised since: their address is no address any more.
   */
  async handle(user: RequestUser, id: number, body: PatchGdprRequestRequestDto): Promise<GdprStaffRequest> {
    const { db, now } = this.deps;
    const at = now();
    await db.transaction().execute(async (trx) => {
      const current = await lockGdprRequest(trx, id);
      if (!current) throw gdprRequestNotFound();
      if (current.status === 'completed' || current.status === 'rejected') {
        throw new ApiError(
          409,
          'GDPR_REQUEST_CLOSED',
          `Dit verzoek is al afgehandeld (${GDPR_REQUEST_STATUS_LABELS[current.status]}) en kan niet meer veranderen.`,
        );
      }
      if (current.status === body.status) throw new ApiError(409, 'GDPR_REQUEST_UNCHANGED', 'Dit verzoek is al in behandeling.');
      if (body.attachExport && current.type !== 'request-personal-data') {
        throw new ApiError(400, 'EXPORT_NOT_ATTACHABLE', 'Alleen bij een verzoek om inzage gaat een overzicht van de gegevens mee.', [
          { path: 'attachExport', message: 'Alleen bij een verzoek om inzage' },
        ]);
      }
      const closes = body.status === 'completed' || body.status === 'rejected';
      await recordGdprHandling(trx, {
        id,
        status: body.status,
        handledBy: user.id,
        handledAt: at,
        // Taking a request in hand without a note keeps an earlier note.
        resolution: body.resolution ? body.resolution : current.resolution,
        completedAt: closes ? at : null,
      });
      // Inzage (issue 30): the overview is the export file, a snapshot taken in this transaction; the person downloads it.
      const attached = Boolean(body.attachExport) && !(await isAnonymised(trx, current.employeeId));
      if (attached) await completeExport(trx, id, `${JSON.stringify(await this.buildExport(trx, current.employeeId, at), null, 2)}\n`, at);
      // The note is left out: it may describe the person (the request row keeps it, and is anonymised with them).
      await recordAudit(trx, {
        actorId: user.id,
        entityType: 'gdpr_request',
        entityId: id,
        action: 'status',
        before: { status: current.status },
        after: closes
          ? { status: body.status, handledAt: at.toISOString(), completedAt: at.toISOString(), ...(attached ? { exportAttached: true } : {}) }
          : { status: body.status, handledAt: at.toISOString() },
        at,
      });
      const outcome = body.status;
      if ((outcome === 'completed' || outcome === 'rejected') && !(await isAnonymised(trx, current.employeeId))) {
        const resolution = body.resolution ? body.resolution : current.resolution;
        await this.mailEmployee(trx, current.employeeId, (firstName) =>
          gdprRequestHandledMail({
            firstName,
            requestTypeLabel: GDPR_REQUEST_TYPE_LABELS[current.type],
            receivedAt: new Date(current.createdAt),
            outcome,
            resolution: resolution ?? '',
            link: this.gdprPageLink(),
          }),
        );
      }
    });
    this.deps.mailer.wake();
    const record = await findStaffGdprRequest(db, id);
    if (!record) throw gdprRequestNotFound();
    return toStaffRequest(record, at);
  }

  /** `GET /api/gdpr_requests/{id}/export`: the owner's export file; anyone else's id is a 404. */
  async exportFile(user: RequestUser, id: number): Promise<{ json: string; fileName: string }> {
    const file = await findExportFile(this.deps.db, id, user.id);
    if (!file) throw exportNotFound();
    return { json: file.json, fileName: `persoonsgegevens-${dutchDate(file.completedAt)}.json` };
  }

  /** Everything held about the person, as the export file's object. */
  async buildExport(db: Kysely<Database>, employeeId: number, at: Date): Promise<GdprExport> {
    const sections: Record<string, unknown> = {};
    for (const step of this.deps.personalData.steps) sections[step.section] = await step.export(db, { employeeId, record: toExportRecord });
    return { format: GDPR_EXPORT_FORMAT, exportedAt: at.toISOString(), employeeId, sections };
  }

  private async queue(employeeId: number, body: CreateGdprRequestRequestDto): Promise<GdprRequest> {
    const { db, now } = this.deps;
    const id = await db.transaction().execute(async (trx) => {
      // Serialises the person's concurrent requests, so two at once cannot both find nothing open.
      if (!(await lockAccount(trx, employeeId, 'no key update'))) throw new ApiError(404, 'EMPLOYEE_NOT_FOUND', 'Dit account bestaat niet meer.');
      const open = await findOpenGdprRequest(trx, employeeId, body.type);
      if (open) throw gdprRequestAlreadyOpen(publicRequest(open));
      const requestId = await insertGdprRequest(trx, {
        employeeId,
        type: body.type,
        status: 'received',
        message: body.message ? body.message : null,
        createdAt: now(),
        completedAt: null,
      });
      await this.mailEmployee(trx, employeeId, (firstName) =>
        gdprRequestReceivedMail({ firstName, requestTypeLabel: GDPR_REQUEST_TYPE_LABELS[body.type], link: this.gdprPageLink() }),
      );
      return requestId;
    });
    this.deps.mailer.wake();
    return this.read(id);
  }

  private async exportPersonalData(employeeId: number): Promise<GdprRequest> {
    const { db, now } = this.deps;
    const at = now();
    // One transaction: the export is a consistent snapshot, and a failure leaves no half-done request.
    const id = await db.transaction().execute(async (trx) => {
      const requestId = await insertGdprRequest(trx, {
        employeeId,
        type: 'export-personal-data',
        status: 'in_progress',
        message: null,
        createdAt: at,
        completedAt: null,
      });
      const file = await this.buildExport(trx, employeeId, at);
      await completeExport(trx, requestId, `${JSON.stringify(file, null, 2)}\n`, at);
      await this.mailEmployee(trx, employeeId, (firstName) => gdprExportReadyMail({ firstName, link: this.gdprPageLink() }));
      return requestId;
    });
    this.deps.mailer.wake();
    return this.read(id);
  }

  /**
   * Irreversibly removes everything that identifies the person (the steps
   * the modules declare, see personal-data.ts; the auth module's revokes
   * every session), and keeps a completed request as the record that it was
   * done. After the database has committed: files (the CV) are deleted, the
   * outbox loses every mail that mentions any address, name or phone number
   * the person had, and the touched tables are vacuumed so that the old row
   * versions leave the database files too (db/purge-old-row-versions.ts).
   */
  private async anonymize(employeeId: number): Promise<GdprRequest> {
    const { db, now } = this.deps;
    const at = now();
    const context: AnonymizeContext = { employeeId, now: at, filesToDelete: [], mentions: [] };
    // A login link asked for just before is stored after its answer (mailer.queueAfter): let that land
    // first, so the anonymisation removes it instead of the link arriving after it.
    await this.deps.mailer.flush();
    const id = await db.transaction().execute(async (trx) => {
      // Serialises concurrent requests of the same account.
      const email = (await lockAccount(trx, employeeId, 'update'))?.email;
      if (email === undefined) throw new ApiError(404, 'EMPLOYEE_NOT_FOUND', 'Dit account bestaat niet meer.');
      context.mentions.push(email);
      // Rows that reference others first: the steps are in dependency order.
      for (const step of [...this.deps.personalData.steps].reverse()) await step.anonymize(trx, context);
      const requestId = await insertGdprRequest(trx, {
        employeeId,
        type: 'anonymize-data',
        status: 'completed',
        message: null,
        createdAt: at,
        completedAt: at,
      });
      return requestId;
    });
    await this.deleteFiles(context.filesToDelete);
    await this.purgeOutbox(context.mentions);
    await this.purgeOldRowVersions();
    return this.read(id);
  }

  private async read(id: number): Promise<GdprRequest> {
    const request = await findGdprRequest(this.deps.db, id);
    if (!request) throw new Error(`GDPR request ${id} vanished`);
    return publicRequest(request);
  }

  private async deleteFiles(relativePaths: string[]): Promise<void> {
    for (const relative of relativePaths) {
      try {
        await rm(path.join(this.deps.dataDir, relative), { force: true });
      } catch (error) {
        // The row is gone already; an orphaned file is found by its absence from employee_cvs.
        this.deps.log.error({ err: error, file: relative }, 'anonymisation: deleting a file failed');
      }
    }
  }

  /**
   * The outbox (development, MAIL_OUTBOX=1) keeps copies of sent mails: every
   * one that mentions an address the person ever had (earlier ones from the
   * e-mail changes), their name or a phone number they left goes, whoever it
   * was sent to (staff's call-back mail names them). With SMTP nothing is kept.
   */
  private async purgeOutbox(mentions: readonly string[]): Promise<void> {
    try {
      await this.deps.mailer.purgeOutbox(mentions);
    } catch (error) {
      // The database is anonymised already; the request still succeeds.
      this.deps.log.error({ err: error }, 'anonymisation: purging the outbox failed');
    }
  }

  /** VACUUM of every table an anonymisation step touched; failures are logged, the anonymisation stands. */
  private async purgeOldRowVersions(): Promise<void> {
    const tables = this.deps.personalData.steps.flatMap((step) => step.tables);
    try {
      await purgeOldRowVersions(this.deps.database, tables);
    } catch (error) {
      this.deps.log.error({ err: error }, 'anonymisation: vacuuming the touched tables failed');
    }
  }

  private gdprPageLink(): string {
    return `${this.deps.publicUrl}${GDPR_PAGE_PATH}`;
  }

  /**
   * Stores a mail to the person in `trx`, the transaction of the request it
   * tells of (docs/adr/0012): the mail worker sends it after the commit and
   * retries it; a failing mail server never undoes the request.
   */
  private async mailEmployee(trx: Kysely<Database>, employeeId: number, build: (firstName: string) => MailContent): Promise<void> {
    const employee = await findEmployeeIdentity(trx, employeeId);
    if (!employee) return;
    await this.deps.mailer.enqueue(trx, { to: employee.email, ...build(employee.firstName) });
  }
}
