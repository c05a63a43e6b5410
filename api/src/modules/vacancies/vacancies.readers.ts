import { type AliasableExpression, type Expression } from 'kysely';
import { readerQuery } from '../../db/schema.js';
import './vacancies.tables.js';

/**
 * What other modules read (or write) of the vacancies' tables: they import
 * it from here, never from vacancies.repository.ts (ADR 0025), and their
 * SQL names none of its tables. Saved searches match opdrachten with the
 * search's own filter code; applications, notes and the client portal show
 * titles; the back office picks opdrachten and sets their consultant.
 *
 * {@link vacancyRows} is for joins in another module's query, under an
 * alias of the caller's: `.innerJoin(vacancyRows().as('v'), 'v.id',
 * 'a.vacancy_id')`. A plain SELECT of one table, which PostgreSQL flattens
 * into the outer query: a list stays one query, and the join costs what a
 * join of the table itself costs.
 */

/** Vacancies (any status): id, title, city, client_name, client_anonymous, status, closing_date, consultant_id, published_at, created_at. */
export function vacancyRows() {
  return readerQuery()
    .selectFrom('vacancies')
    .select(['id', 'title', 'city', 'client_name', 'client_anonymous', 'status', 'closing_date', 'consultant_id', 'published_at', 'created_at']);
}

/** The title of vacancy `id`, or null when there is none: a scalar subquery (the audit log's name of an opdracht). */
export function vacancyTitleOf(id: Expression<number>): AliasableExpression<string | null> {
  return readerQuery().selectFrom('vacancies as vacancy').select('vacancy.title').where('vacancy.id', '=', id).$asScalar();
}

/** The responsible consultant's id of vacancy `id`, or null (none, or no such vacancy): a scalar subquery. */
export function vacancyConsultantIdOf(id: number | Expression<number>): AliasableExpression<number | null> {
  return readerQuery().selectFrom('vacancies as vacancy').select('vacancy.consultant_id').where('vacancy.id', '=', id).$asScalar();
}

export {
  countVacancies,
  findVacancyChoices,
  findVacancyForApplication,
  findVacancyForProposal,
  isVacancyClosed,
  lockVacancyConsultant,
  matchingVacancies,
  type SearchContext,
  setVacancyConsultant,
  vacancyExists,
  type VacancyForApplication,
} from './vacancies.repository.js';
