import type { ClientRequestStatus } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  type ClientMailRequest,
  clientRequestCandidatesProposedMail,
  clientRequestConvertedMail,
  clientRequestPublishedMail,
  clientRequestTakenUpMail,
  type ConsultantContact,
} from '../../mail/client-request-mail-templates.js';
import type { MailContent } from '../../mail/mail-templates.js';
import type { Mailer } from '../../mail/mailer.js';
import { accountRows } from '../employees/employees.readers.js';
import { vacancyRows } from '../vacancies/vacancies.readers.js';
import type { VacancyClientRequests } from '../vacancies/vacancy-links.js';
import { findRequestIdOfVacancy, hasClientRequestEvent, insertClientRequestEvent, markClientRequestConverted } from './client-requests.repository.js';

/** Path of an opdracht's public page (shared/src/config routes.vacancyDetail; the API may not import it). */
const VACANCY_PATH = '/opdrachten';

export interface ClientRequestUpdatesDeps {
  mailer: Pick<Mailer, 'enqueue' | 'wake'>;
  /** The site's public URL, for links in mails. */
  publicUrl: string;
  /** Where a client writes before a consultant took their request up (STAFF_EMAIL). */
  generalEmail: string;
}

/** A request as its mails need it, with its consultant. */
interface RequestForMail extends ClientMailRequest {
  id: number;
  email: string;
  consultant: ConsultantContact | null;
}

/**
 * The steps of a client's request after it was sent (issue 31 item 1): each
 * is a row of its history (`client_request_events`) and, where the client
 * hears of it, a mail stored in the same transaction as the step itself
 * (docs/adr/0012). Each step is mailed once: setting a request back to
 * "Nieuw" and taking it up again, or publishing again, mails nothing new.
 * The first staff member to take a request up (or to convert it) becomes
 * its consultant, named with their contact in every later mail. Callers
 * `wake()` after their commit.
 */
/** The client-request updates of the running app: its mailer, public URL and the staff's general address. */
export function clientRequestUpdatesOf(app: FastifyInstance): ClientRequestUpdates {
  return new ClientRequestUpdates({ mailer: app.mailer, publicUrl: app.config.publicUrl, generalEmail: app.config.staffEmail });
}

/**
 * What the vacancies module needs of the requests its opdrachten are made
 * of (vacancy-links.ts), for the running app: modules/index.ts passes it in,
 * since this module reads the vacancies' titles and that module cannot
 * import this one. Converting marks the request converted
 * (`markClientRequestConverted`), then records and mails the step.
 */
export function clientRequestsOfVacancies(app: FastifyInstance): VacancyClientRequests {
  const updates = clientRequestUpdatesOf(app);
  return {
    converted: async (trx, step) => {
      await markClientRequestConverted(trx, step.requestId, step.vacancyId, { actorId: step.actorId, at: step.at });
      await updates.converted(trx, step);
    },
    published: (trx, step) => updates.published(trx, step),
    wake: () => updates.wake(),
    requestIdOf: findRequestIdOfVacancy,
  };
}

export class ClientRequestUpdates {
  constructor(private readonly deps: ClientRequestUpdatesDeps) {}

  /** Lets the mail worker send what the committed steps stored. */
  wake(): void {
    this.deps.mailer.wake();
  }

  /** Staff set the status of request `requestId` (`PATCH /api/client_requests/{id}`); the first "in behandeling" is mailed. */
  async statusChanged(trx: Transaction<Database>, step: { requestId: number; status: Exclude<ClientRequestStatus, 'converted'>; actorId: number; at: Date }): Promise<void> {
    const firstTakeUp = step.status === 'in_progress' && !(await hasClientRequestEvent(trx, step.requestId, 'in_progress'));
    if (step.status === 'in_progress') await this.assignConsultant(trx, step.requestId, step.actorId);
    await insertClientRequestEvent(trx, { requestId: step.requestId, kind: step.status, at: step.at, actorId: step.actorId });
    if (!firstTakeUp) return;
    await this.mail(trx, step.requestId, (request) => clientRequestTakenUpMail({ request, consultant: request.consultant, generalEmail: this.deps.generalEmail }));
  }

  /**
   * An opdracht (`vacancyId`) was made of request `requestId` (in the
   * transaction that created it, after `markClientRequestConverted`).
   * `published`: created open, so this one mail tells both steps.
   */
  async converted(
    trx: Transaction<Database>,
    step: { requestId: number; vacancyId: number; vacancyTitle: string; actorId: number; at: Date; published: boolean },
  ): Promise<void> {
    await this.assignConsultant(trx, step.requestId, step.actorId);
    await insertClientRequestEvent(trx, { requestId: step.requestId, kind: 'converted', at: step.at, actorId: step.actorId, vacancyId: step.vacancyId });
    if (step.published) {
      await insertClientRequestEvent(trx, { requestId: step.requestId, kind: 'published', at: step.at, actorId: step.actorId, vacancyId: step.vacancyId });
    }
    await this.mail(trx, step.requestId, (request) =>
      clientRequestConvertedMail({
        request,
        consultant: request.consultant,
        generalEmail: this.deps.generalEmail,
        vacancyTitle: step.vacancyTitle,
        vacancyLink: this.vacancyLink(step.vacancyId),
        published: step.published,
      }),
    );
  }

  /** Opdracht `vacancyId` was published (concept -> open); its request's client hears of the first publication. */
  async published(trx: Transaction<Database>, step: { vacancyId: number; actorId: number; at: Date }): Promise<void> {
    const found = await this.requestOfVacancy(trx, step.vacancyId);
    if (!found || (await hasClientRequestEvent(trx, found.requestId, 'published'))) return;
    await insertClientRequestEvent(trx, { requestId: found.requestId, kind: 'published', at: step.at, actorId: step.actorId, vacancyId: step.vacancyId });
    await this.mail(trx, found.requestId, (request) =>
      clientRequestPublishedMail({
        request,
        consultant: request.consultant,
        generalEmail: this.deps.generalEmail,
        vacancyTitle: found.vacancyTitle,
        vacancyLink: this.vacancyLink(step.vacancyId),
      }),
    );
  }

  /**
   * Staff proposed `count` candidates (reacties moved to "Voorgesteld", in
   * one step) for opdracht `vacancyId`; its request's client is mailed, once
   * per step.
   */
  async candidatesProposed(trx: Transaction<Database>, step: { vacancyId: number; count: number; actorId: number; at: Date }): Promise<void> {
    if (step.count < 1) return;
    const found = await this.requestOfVacancy(trx, step.vacancyId);
    if (!found) return;
    await insertClientRequestEvent(trx, {
      requestId: found.requestId,
      kind: 'candidates_proposed',
      at: step.at,
      actorId: step.actorId,
      vacancyId: step.vacancyId,
      count: step.count,
    });
    await this.mail(trx, found.requestId, (request) =>
      clientRequestCandidatesProposedMail({
        request,
        consultant: request.consultant,
        generalEmail: this.deps.generalEmail,
        vacancyTitle: found.vacancyTitle,
        count: step.count,
      }),
    );
  }

  private vacancyLink(vacancyId: number): string {
    return `${this.deps.publicUrl}${VACANCY_PATH}/${vacancyId}`;
  }

  /** The first staff member on a request stays its consultant. */
  private async assignConsultant(trx: Transaction<Database>, requestId: number, actorId: number): Promise<void> {
    await trx.updateTable('client_requests').set({ consultant_id: actorId }).where('id', '=', requestId).where('consultant_id', 'is', null).execute();
  }

  private async requestOfVacancy(db: Kysely<Database>, vacancyId: number): Promise<{ requestId: number; vacancyTitle: string } | undefined> {
    return db
      .selectFrom('client_requests as cr')
      .innerJoin(vacancyRows().as('v'), 'v.id', 'cr.vacancy_id')
      .select(['cr.id as requestId', 'v.title as vacancyTitle'])
      .where('cr.vacancy_id', '=', vacancyId)
      .executeTakeFirst();
  }

  private async mail(trx: Kysely<Database>, requestId: number, build: (request: RequestForMail) => MailContent): Promise<void> {
    const row = await trx
      .selectFrom('client_requests as cr')
      .leftJoin(accountRows().as('c'), 'c.id', 'cr.consultant_id')
      .select([
        'cr.id',
        'cr.reference',
        'cr.contact_name',
        'cr.company_name',
        'cr.email',
        'c.first_name as consultant_first_name',
        'c.last_name as consultant_last_name',
        'c.email as consultant_email',
        'c.phone as consultant_phone',
      ])
      .where('cr.id', '=', requestId)
      // An address nobody confirmed gets no mail but the link (issue 42 item 2): staff may work on the request meanwhile.
      .where('cr.email_confirmed_at', 'is not', null)
      .executeTakeFirst();
    if (!row) return;
    const consultant =
      row.consultant_email !== null
        ? { name: `${row.consultant_first_name ?? ''} ${row.consultant_last_name ?? ''}`.trim() || 'uw consultant', email: row.consultant_email, phone: row.consultant_phone }
        : null;
    const request: RequestForMail = { id: row.id, reference: row.reference, contactName: row.contact_name, companyName: row.company_name, email: row.email, consultant };
    await this.deps.mailer.enqueue(trx, { to: row.email, ...build(request) });
  }
}
