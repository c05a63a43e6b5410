import { type AliasableExpression, type Expression, sql } from 'kysely';
import { readerQuery } from '../../db/schema.js';
import { accountRows } from '../employees/employees.readers.js';
import { vacancyRows } from '../vacancies/vacancies.readers.js';
import './applications.tables.js';

/**
 * What other modules use of the applications module's tables: they import
 * it from here, never from applications.repository.ts (ADR 0025), and
 * their SQL names none of its tables. The follow-up module moves a reactie
 * on when an offer is declined or its opdracht closes; the client portal
 * when a client invites the candidate (both with their history entry);
 * the portal, the notes and the back office read reacties and their counts.
 *
 * {@link applicationRows} is for joins in another module's query, under an
 * alias of the caller's: `.innerJoin(applicationRows().as('a'), 'a.id',
 * 'n.application_id')`. A plain SELECT of one table, which PostgreSQL
 * flattens into the outer query: a list stays one query.
 */

/** Reacties: id, employee_id, vacancy_id, status, what the freelancer offered, the client consent and the CV sent with it. */
export function applicationRows() {
  return readerQuery()
    .selectFrom('applications')
    .select([
      'id',
      'employee_id',
      'vacancy_id',
      'status',
      'offered_hourly_rate_cents',
      'available_from',
      'hours_per_week',
      'client_share_profile',
      'client_share_cv',
      'cv_id',
    ]);
}

/** The ids of the reacties of freelancer `employeeId`: a subquery for `where('x', 'in', ...)`. */
export function applicationIdsOf(employeeId: number) {
  return readerQuery().selectFrom('applications').select('id').where('employee_id', '=', employeeId);
}

/** "First Last – Title" of reactie `id` (its freelancer and opdracht), or null: a scalar subquery (the audit log's name of a reactie). */
export function applicationLabelOf(id: Expression<number>): AliasableExpression<string | null> {
  return readerQuery()
    .selectFrom('applications as application')
    .innerJoin(accountRows().as('person'), 'person.id', 'application.employee_id')
    .innerJoin(vacancyRows().as('vacancy'), 'vacancy.id', 'application.vacancy_id')
    .select(sql<string>`trim(person.first_name || ' ' || person.last_name) || ' – ' || vacancy.title`.as('label'))
    .where('application.id', '=', id)
    .$asScalar();
}

export {
  changeApplicationStatus,
  countApplicationsByStatus,
  findApplicationForMail,
  findApplicationOwner,
  lockApplication,
  lockOpenApplicationsOf,
  type StatusChange,
} from './applications.repository.js';
