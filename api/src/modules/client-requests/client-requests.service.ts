import {
  CLIENT_REQUEST_STATUS_LABELS,
  type ClientRequest,
  type ClientRequestListQuery,
  type PatchClientRequestRequestDto,
  type Range,
} from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { ClientRequestUpdates } from './client-request-updates.js';
import { findClientRequest, listClientRequests, lockClientRequest, updateClientRequestStatus } from './client-requests.repository.js';

export const DEFAULT_CLIENT_REQUEST_RANGE: Range = [0, 19];

export interface ClientRequestServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The request's history and the client's mails. */
  updates: ClientRequestUpdates;
}

/** Also the answer to a non-staff user: staff-only records do not reveal that they exist. */
export const clientRequestNotFound = () => new ApiError(404, 'CLIENT_REQUEST_NOT_FOUND', 'Deze aanvraag bestaat niet.');

/**
 * Staff's inbox of client requests: listing, and moving a request between
 * new, in progress and rejected. Converting is creating its vacancy
 * (`markClientRequestConverted`, called by the vacancies module).
 */
export class ClientRequestService {
  constructor(private readonly deps: ClientRequestServiceDeps) {}

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
