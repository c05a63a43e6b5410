import { APPLICATION_STATUSES, type ApplicationCounts, type NamedRef, type VacancyChoice, type VacancyStaffSummary, type VacancyStatus } from '@interim/shared/contract';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { escapeLike } from '../../http/content-range.js';
import '../applications/applications.tables.js';
import '../employees/employees.tables.js';
import '../vacancies/vacancies.tables.js';

/** The words of a picker's query: at most 8, each a literal LIKE fragment. */
function wordsOf(q: string | undefined): string[] {
  return (q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${escapeLike(word.toLowerCase())}%`);
}

/**
 * Staff's opdracht picker (issue 30 item 1): every status, each word of `q`
 * in the title, the stored client name or the city (or `q` as the id);
 * titles that start with the query first, then the newest. A plain scan with
 * LIKE: a few thousand opdrachten take a millisecond or two, and it matches
 * while a word is still being typed, which the stemmed full-text search of
 * the public list does not ("projectm").
 */
export async function findVacancyChoices(
  db: Kysely<Database>,
  q: string | undefined,
  limit: number,
  status?: VacancyStatus,
): Promise<{ items: VacancyChoice[]; total: number }> {
  const words = wordsOf(q);
  const id = q && /^\d{1,9}$/.test(q.trim()) ? Number(q.trim()) : undefined;
  let query = db.selectFrom('vacancies as v');
  if (status !== undefined) query = query.where('v.status', '=', status);
  if (words.length > 0) {
    query = query.where((eb) => {
      const allWords = eb.and(
        words.map((pattern) =>
          eb.or([
            eb(sql`lower(v.title)`, 'like', pattern),
            eb(sql`lower(coalesce(v.client_name, ''))`, 'like', pattern),
            eb(sql`lower(v.city)`, 'like', pattern),
          ]),
        ),
      );
      return id === undefined ? allWords : eb.or([allWords, eb('v.id', '=', id)]);
    });
  }
  const prefix = `${escapeLike((q ?? '').trim().toLowerCase())}%`;
  let page = query.select(['v.id', 'v.title', 'v.client_name', 'v.client_anonymous', 'v.status', 'v.city']);
  if (id !== undefined) page = page.orderBy(sql`v.id = ${id}`, 'desc');
  const [rows, count] = await Promise.all([
    page
      .orderBy(sql`lower(v.title) LIKE ${prefix}`, 'desc')
      .orderBy('v.created_at', 'desc')
      .orderBy('v.id', 'desc')
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      clientName: row.client_name,
      isAnonymous: row.client_anonymous,
      status: row.status,
      city: row.city,
    })),
    total: Number(count.count),
  };
}

function emptyCounts(): ApplicationCounts {
  return Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as ApplicationCounts;
}

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

/** Staff's summaries of these opdrachten (issue 30 item 8), in the order asked; unknown ids are left out. */
export async function findVacancySummaries(db: Kysely<Database>, ids: number[]): Promise<VacancyStaffSummary[]> {
  if (ids.length === 0) return [];
  const [vacancies, counts] = await Promise.all([
    db
      .selectFrom('vacancies as v')
      .leftJoin('employees as c', 'c.id', 'v.consultant_id')
      .select(['v.id', 'v.client_name', 'c.id as consultant_id', 'c.first_name', 'c.last_name'])
      .where('v.id', 'in', ids)
      .execute(),
    db
      .selectFrom('applications as a')
      .select(['a.vacancy_id', 'a.status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('a.vacancy_id', 'in', ids)
      .groupBy(['a.vacancy_id', 'a.status'])
      .execute(),
  ]);
  const byId = new Map(vacancies.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const applicationCounts = emptyCounts();
    for (const count of counts) if (count.vacancy_id === id) applicationCounts[count.status] = Number(count.count);
    const consultant: NamedRef | null =
      row.consultant_id === null || row.first_name === null || row.last_name === null
        ? null
        : { id: row.consultant_id, name: fullName({ first_name: row.first_name, last_name: row.last_name }) };
    return [{ vacancyId: id, clientName: row.client_name, consultant, applicationCounts }];
  });
}

/** Every staff account, by name: the consultants an opdracht can be given to. */
export async function listStaffMembers(db: Kysely<Database>): Promise<NamedRef[]> {
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name'])
    .where('role', '=', 'staff')
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: fullName(row) }));
}

/** True when this id is a staff account. */
export async function isStaffMember(db: Kysely<Database> | Transaction<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('employees').select('id').where('id', '=', id).where('role', '=', 'staff').executeTakeFirst();
  return row !== undefined;
}
