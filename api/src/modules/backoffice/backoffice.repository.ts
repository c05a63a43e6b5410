import type { NamedRef, VacancyStaffSummary } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countApplicationsByStatus } from '../applications/applications.readers.js';
import { accountRows } from '../employees/employees.readers.js';
import { vacancyRows } from '../vacancies/vacancies.readers.js';

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

/** Staff's summaries of these opdrachten (issue 30 item 8), in the order asked; unknown ids are left out. */
export async function findVacancySummaries(db: Kysely<Database>, ids: number[]): Promise<VacancyStaffSummary[]> {
  if (ids.length === 0) return [];
  const [vacancies, counts] = await Promise.all([
    db
      .selectFrom(vacancyRows().as('v'))
      .leftJoin(accountRows().as('c'), 'c.id', 'v.consultant_id')
      .select(['v.id', 'v.client_name', 'c.id as consultant_id', 'c.first_name', 'c.last_name'])
      .where('v.id', 'in', ids)
      .execute(),
    countApplicationsByStatus(db, ids),
  ]);
  const byId = new Map(vacancies.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const consultant: NamedRef | null =
      row.consultant_id === null || row.first_name === null || row.last_name === null
        ? null
        : { id: row.consultant_id, name: fullName({ first_name: row.first_name, last_name: row.last_name }) };
    return [{ vacancyId: id, clientName: row.client_name, consultant, applicationCounts: counts.get(id)! }];
  });
}
