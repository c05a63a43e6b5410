import { dutchToday } from '@interim/shared/format';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** Seeded open vacancies a suite hands out one per test, so no two tests share one. */
export interface OpenVacancies {
  /** The next unused vacancy; throws when the seed has no more. */
  take(): { id: number; title: string };
}

/**
 * The first `limit` open vacancies (by id) whose closing date is at least
 * `openForDays` days after today (Dutch calendar), so none closes during the
 * suite.
 */
export async function openVacancies(db: Kysely<Database>, { openForDays = 7, limit = 30 }: { openForDays?: number; limit?: number } = {}): Promise<OpenVacancies> {
  const rows = await db
    .selectFrom('vacancies')
    .select(['id', 'title'])
    .where('status', '=', 'open')
    .where(sql<boolean>`closing_date >= ${dutchToday(new Date())}::date + ${openForDays}::integer`)
    .orderBy('id')
    .limit(limit)
    .execute();
  let next = 0;
  return {
    take() {
      const vacancy = rows[next++];
      if (!vacancy) throw new Error(`not enough seeded vacancies: ${rows.length} close at least ${openForDays} days from now`);
      return vacancy;
    },
  };
}
