import type { ClientRequestStatus } from '@interim/shared/contract';
import type { ColumnType, Generated } from 'kysely';

export interface ClientRequestsTable {
  id: Generated<number>;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  kvk_number: string;
  description: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** When staff's mail was stored (durably, in mail_outbox, in the request's own transaction); null for rows from before that. */
  staff_notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Where it stands in staff's inbox; `converted` exactly when `vacancy_id` is set (CHECK). */
  status: Generated<ClientRequestStatus>;
  /** The vacancy made of it (at most one per request). */
  vacancy_id: number | null;
  /** The last status change; the receipt until then. */
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Told to the client: 'AV-<year of receipt>-<id, 5 digits>'; unique, never changes. */
  reference: string;
  position_id: number | null;
  /** 'YYYY-MM-DD' (pg type parser), or null: in overleg. */
  start_date: ColumnType<string | null, string | null | undefined, string | null>;
  duration: string | null;
  hours_per_week: number | null;
  hourly_rate_min: number | null;
  hourly_rate_max: number | null;
  budget: number | null;
  /** A postcode ('1234 AB' or '1234') or a place name. */
  location: string | null;
  /** The staff member who took the request up first: the consultant named in the client's mails. */
  consultant_id: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * When the address clicked the mailed link (migration 1170, issue 42 item 2); null: pending. Only a confirmed
   * request joins an organisation, makes an account, and gets the client's mails.
   */
  email_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** SHA-256 (hex) of the token of the link mailed to the address; null for requests from before migration 1170. */
  confirmation_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * The steps of a request as its client follows them. `new`, `in_progress`
 * and `rejected` are staff's status changes; `converted` made an opdracht of
 * it; `published` is that opdracht's first publication; `candidates_proposed`
 * is staff proposing candidates for it (`count` of them in one step).
 */
export const CLIENT_REQUEST_EVENT_KINDS = ['received', 'new', 'in_progress', 'rejected', 'converted', 'published', 'candidates_proposed'] as const;
/** A step of a request's history. */
export type ClientRequestEventKind = (typeof CLIENT_REQUEST_EVENT_KINDS)[number];

/** The history of each request (migration 0960): what the client portal will show, and which steps were mailed. */
export interface ClientRequestEventsTable {
  id: Generated<number>;
  client_request_id: number;
  kind: ClientRequestEventKind;
  at: ColumnType<Date, Date | string | undefined, never>;
  /** The staff member who made the step (null: the client, or the system). */
  actor_id: number | null;
  vacancy_id: number | null;
  count: number | null;
}

/** A stored client request, as handed to `clientRequest.created` handlers. */
export interface StoredClientRequest {
  id: number;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  kvkNumber: string;
  description: string;
  reference: string;
  positionId: number | null;
  startDate: string | null;
  duration: string | null;
  hoursPerWeek: number | null;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
  budget: number | null;
  location: string | null;
  createdAt: Date;
}

declare module '../../db/schema.js' {
  interface Database {
    client_requests: ClientRequestsTable;
    client_request_events: ClientRequestEventsTable;
  }
}

declare module '../../plugins/app-events.js' {
  interface AppEvents {
    /**
     * A client (opdrachtgever) registered an assignment; committed, with
     * staff's mail queued in the same transaction.
     */
    'clientRequest.created': StoredClientRequest;
  }
}
