import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One analytics event as stored. */
export interface NewAnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
  userId: number | null;
  anonymousId: string;
  at: Date;
}

/** Stores an event; answers its id. */
export async function insertAnalyticsEvent(db: Kysely<Database>, input: NewAnalyticsEvent): Promise<number> {
  const row = await db
    .insertInto('analytics_events')
    .values({
      event: input.event,
      properties: JSON.stringify(input.properties),
      user_id: input.userId,
      anonymous_id: input.anonymousId,
      created_at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks an event as forwarded to Mixpanel. */
export async function markEventForwarded(db: Kysely<Database>, id: number, at: Date): Promise<void> {
  await db.updateTable('analytics_events').set({ forwarded_at: at }).where('id', '=', id).execute();
}

/** Deletes the events stored more than `months` calendar months before `now`; answers how many. */
export async function deleteAnalyticsEventsOlderThan(db: Kysely<Database>, now: Date, months: number): Promise<number> {
  const result = await db
    .deleteFrom('analytics_events')
    .where('created_at', '<', sql<Date>`${now}::timestamptz - make_interval(months => ${months})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
