import type { ColumnType, Generated } from 'kysely';

export interface AnalyticsEventsTable {
  id: Generated<number>;
  event: string;
  /** JSON text on insert. */
  properties: ColumnType<unknown, string, never>;
  user_id: number | null;
  /** Random id of an anonymous browser session (HttpOnly cookie); reset by the transaction endpoint. */
  anonymous_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  forwarded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../../db/schema.js' {
  interface Database {
    analytics_events: AnalyticsEventsTable;
  }
}
