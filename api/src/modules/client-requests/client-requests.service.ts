import { createHash, randomBytes } from 'node:crypto';
import {
  CLIENT_REQUEST_CONFIRMATION_HOURS,
  type ClientRequestCreated,
  CLIENT_REQUEST_STATUS_LABELS,
  type ClientRequest,
  type ClientRequestListQuery,
  type CreateClientRequest,
  type PatchClientRequestRequestDto,
  type Range,
} from '@interim/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, apiErrors } from '../../http/api-error.js';
import { clientRequestAddressConfirmationMail, clientRequestConfirmationMail, clientRequestSummaryLines } from '../../mail/client-request-mail-templates.js';
import { clientRequestReceivedMail } from '../../mail/mail-templates.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { findPositionName } from '../reference-data/reference-data.readers.js';
import type { ClientRequestUpdates } from './client-request-updates.js';
import {
  findClientRequest,
  insertClientRequest,
  linkRequestToOrganisation,
  listClientRequests,
  lockClientRequest,
  lockRequestToConfirm,
  markRequestEmailConfirmed,
  updateClientRequestStatus,
} from './client-requests.repository.js';
import type { StoredClientRequest } from './client-requests.tables.js';

export const DEFAULT_CLIENT_REQUEST_RANGE: Range = [0, 19];

/**
 * The client organisation of a request whose address was just confirmed
 * (docs/adr/0021 and its addendum), found or made in the confirmation's
 * transaction, with the address's client account when it has none yet: the client portal's `organisationForRequest`, passed in by
 * modules/index.ts (the portal reads this module's tables, so this module
 * cannot import it).
 */
export type OrganisationForRequest = (
  trx: Transaction<Database>,
  input: { email: string; contactName: string; companyName: string; kvkNumber: string | null; now: Date },
) => Promise<{ organisationId: number }>;

export interface ClientRequestServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The request's history and the client's mails. */
  updates: ClientRequestUpdates;
  /** Staff's mail and the client's confirmation of a new request. */
  mailer: Mailer;
  /** Where staff's mail about a new request goes. */
  staffEmail: string;
  /** The site's public URL, for the confirmation link. */
  publicUrl: string;
  organisationFor: OrganisationForRequest;
}

/** The page the confirmation link opens (shared/src/config/routes.ts `clientRequestConfirm`; the API may not import it). */
export const CLIENT_REQUEST_CONFIRM_PATH = '/opdrachtgevers/aanmelden/bevestigen';

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** An unknown (or mistyped) confirmation link. */
export const confirmationInvalid = () => new ApiError(404, 'CONFIRMATION_INVALID', 'Deze bevestigingslink is ongeldig.');
/** A link older than {@link CLIENT_REQUEST_CONFIRMATION_HOURS} for a request still pending. */
export const confirmationExpired = () =>
  new ApiError(410, 'CONFIRMATION_EXPIRED', `Deze bevestigingslink is verlopen: hij is ${CLIENT_REQUEST_CONFIRMATION_HOURS} uur geldig.`);

/** Also the answer to a non-staff user: staff-only records do not reveal that they exist. */
export const clientRequestNotFound = () => new ApiError(404, 'CLIENT_REQUEST_NOT_FOUND', 'Deze aanvraag bestaat niet.');

/**
 * Staff's inbox of client requests: listing, and moving a request between
 * new, in progress and rejected. Converting is creating its vacancy
 * (`markClientRequestConverted`, for the vacancies module through
 * `clientRequestsOfVacancies`).
 */
export class ClientRequestService {
  constructor(private readonly deps: ClientRequestServiceDeps) {}

  /**
   * A client's request (`POST /api/client_requests`): stored with its
   * reference and history, staff's mail (which says the address is not
   * confirmed yet) and the mail with the confirmation link to the address,
   * in one transaction (docs/adr/0012). Nothing else happens before the
   * address owner clicks the link (issue 42 item 2, docs/adr/0021 addendum):
   * no organisation, no account, no mail with what the sender typed. Every
   * request confirms, also one from a contact who is logged in: a client's
   * session counts only in the portal (plugins/auth.ts), and one click per
   * request is cheap. A `positionId` that names no position is a 400 on
   * that field.
   */
  async create(body: CreateClientRequest): Promise<StoredClientRequest> {
    const { db, now, mailer, staffEmail, publicUrl } = this.deps;
    const positionName = body.positionId ? await findPositionName(db, body.positionId) : null;
    if (body.positionId && positionName === null) throw apiErrors.validation([{ path: 'positionId', message: 'Kies een functie uit de lijst' }]);
    const token = randomBytes(32).toString('base64url');
    const stored = await db.transaction().execute(async (trx): Promise<StoredClientRequest> => {
      const { id, reference, createdAt } = await insertClientRequest(trx, body, now(), hashToken(token));
      const row: StoredClientRequest = {
        id,
        reference,
        ...body,
        positionId: body.positionId ?? null,
        startDate: body.startDate ?? null,
        duration: body.duration ?? null,
        hoursPerWeek: body.hoursPerWeek ?? null,
        hourlyRateMin: body.hourlyRateMin ?? null,
        hourlyRateMax: body.hourlyRateMax ?? null,
        budget: body.budget ?? null,
        location: body.location ?? null,
        createdAt,
      };
      // Staff's mail has the contact lines already: the assignment's lines follow them.
      const assignmentLines = clientRequestSummaryLines({ ...row, positionName }).slice(5);
      await mailer.enqueue(trx, { to: staffEmail, ...clientRequestReceivedMail({ ...row, assignmentLines, unconfirmed: true }) });
      await mailer.enqueue(trx, {
        to: row.email,
        ...clientRequestAddressConfirmationMail({
          contactName: row.contactName,
          reference,
          link: `${publicUrl}${CLIENT_REQUEST_CONFIRM_PATH}/${token}`,
          validHours: CLIENT_REQUEST_CONFIRMATION_HOURS,
        }),
      });
      await trx.updateTable('client_requests').set({ staff_notified_at: now() }).where('id', '=', id).execute();
      return row;
    });
    mailer.wake();
    return stored;
  }

  /**
   * `POST /api/client_requests/confirm`: the address owner clicked the
   * mailed link. Only now does the request join its organisation (made with
   * the address's client account when the address has no account yet,
   * docs/adr/0021) and the client get the confirmation with the summary, in
   * one transaction. A link clicked again answers the same request; an
   * unknown token is a 404 `CONFIRMATION_INVALID`, a pending request's link
   * older than {@link CLIENT_REQUEST_CONFIRMATION_HOURS} a 410
   * `CONFIRMATION_EXPIRED`. A request staff already gave an organisation
   * (by inviting a contact for it) keeps it.
   */
  async confirm(token: string): Promise<ClientRequestCreated> {
    const { db, now, mailer, staffEmail } = this.deps;
    const at = now();
    const confirmed = await db.transaction().execute(async (trx) => {
      const pending = await lockRequestToConfirm(trx, hashToken(token));
      if (!pending) throw confirmationInvalid();
      const answer = { id: pending.id, reference: pending.reference, createdAt: pending.createdAt.toISOString() };
      if (pending.emailConfirmedAt) return answer;
      if (at.getTime() - pending.createdAt.getTime() > CLIENT_REQUEST_CONFIRMATION_HOURS * 3600_000) throw confirmationExpired();
      await markRequestEmailConfirmed(trx, pending.id, at);
      const { request } = pending;
      if (pending.organisationId === null) {
        const { organisationId } = await this.deps.organisationFor(trx, {
          email: request.email,
          contactName: request.contactName,
          companyName: request.companyName,
          kvkNumber: request.kvkNumber,
          now: at,
        });
        await linkRequestToOrganisation(trx, pending.id, organisationId);
      }
      const positionName = request.positionId ? await findPositionName(trx, request.positionId) : null;
      await mailer.enqueue(trx, {
        to: request.email,
        ...clientRequestConfirmationMail({ summary: { ...request, positionName }, reference: pending.reference, generalEmail: staffEmail }),
      });
      return answer;
    });
    mailer.wake();
    return confirmed;
  }

  /** `GET /api/client_requests`. */
  async list(query: ClientRequestListQuery): Promise<{ items: ClientRequest[]; start: number; total: number }> {
    const range = query.range ?? DEFAULT_CLIENT_REQUEST_RANGE;
    const result = await listClientRequests(this.deps.db, { filter: query.filter ?? {}, sort: query.sort ?? ['createdAt', 'DESC'], range });
    return { ...result, start: range[0] };
  }

  /**
   * `PATCH /api/client_requests/{id}`: a converted request is final (409);
   * setting the status it already has changes nothing.
   */
  async changeStatus(user: RequestUser, id: number, body: PatchClientRequestRequestDto): Promise<ClientRequest> {
    const { db, now } = this.deps;
    const at = now();
    await db.transaction().execute(async (trx) => {
      const current = await lockClientRequest(trx, id);
      if (!current) throw clientRequestNotFound();
      if (current.status === 'converted') {
        throw new ApiError(
          409,
          'CLIENT_REQUEST_CONVERTED',
          `Van deze aanvraag is al een opdracht gemaakt; de status blijft ${CLIENT_REQUEST_STATUS_LABELS.converted}.`,
        );
      }
      if (current.status === body.status) return;
      await updateClientRequestStatus(trx, { id, status: body.status, vacancyId: null, at });
      await this.deps.updates.statusChanged(trx, { requestId: id, status: body.status, actorId: user.id, at });
      await recordAudit(trx, {
        actorId: user.id,
        entityType: 'client_request',
        entityId: id,
        action: 'status',
        before: { status: current.status },
        after: { status: body.status },
        at,
      });
    });
    this.deps.updates.wake();
    const updated = await findClientRequest(db, id);
    if (!updated) throw clientRequestNotFound();
    return updated;
  }
}
