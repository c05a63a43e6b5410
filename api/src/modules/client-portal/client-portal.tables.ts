import type { ClientResponseKind } from '@interim/shared/contract';
import type { ColumnType, Generated } from 'kysely';
import '../applications/applications.tables.js';
import '../client-requests/client-requests.tables.js';

/**
 * A client organisation (docs/adr/0021): what the portal scopes by. Made
 * with the first request of an address that is no account yet; never
 * matched by the KvK number a form states (anyone can type one).
 */
export interface ClientOrganisationsTable {
  id: Generated<number>;
  name: string;
  kvk_number: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** An account (a row of `employees` with role `client`) that belongs to a client organisation. */
export interface ClientContactsTable {
  employee_id: number;
  organisation_id: number;
  /** The staff member who invited the contact; null: made by the contact's own request. */
  invited_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A client's answer to a proposed candidate: at most one per application. */
export interface ApplicationClientResponsesTable {
  id: Generated<number>;
  application_id: number;
  /** The client contact who answered. */
  contact_id: number | null;
  kind: ClientResponseKind;
  moments: string | null;
  reason: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/schema.js' {
  interface Database {
    client_organisations: ClientOrganisationsTable;
    client_contacts: ClientContactsTable;
    application_client_responses: ApplicationClientResponsesTable;
  }
}

declare module '../client-requests/client-requests.tables.js' {
  interface ClientRequestsTable {
    /** The organisation the request belongs to (migration 1040); null for requests from before. */
    organisation_id: ColumnType<number | null, number | null | undefined, number | null>;
  }
}
