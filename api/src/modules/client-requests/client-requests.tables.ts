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
  /** Set by whoever tells staff (the mail module); null means not yet. */
  staff_notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Where it stands in staff's inbox; `converted` exactly when `vacancy_id` is set (CHECK). */
  status: Generated<ClientRequestStatus>;
  /** The vacancy made of it (at most one per request). */
  vacancy_id: number | null;
  /** The last status change; the receipt until then. */
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
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
  createdAt: Date;
}

declare module '../../db/schema.js' {
  interface Database {
    client_requests: ClientRequestsTable;
  }
}

declare module '../../plugins/app-events.js' {
  interface AppEvents {
    /**
     * A client (opdrachtgever) registered an assignment. The mail module
     * subscribes to tell staff, then sets `client_requests.staff_notified_at`.
     */
    'clientRequest.created': StoredClientRequest;
  }
}
