import { type AliasableExpression, type Expression } from 'kysely';
import { readerQuery } from '../../db/schema.js';
import './client-requests.tables.js';

/**
 * What other modules use of the client requests' tables: they import it
 * from here, never from client-requests.repository.ts (ADR 0025), and their
 * SQL names none of its tables. The vacancies module converts a request
 * when staff create its opdracht (passed in by modules/index.ts, see
 * `clientRequestsOfVacancies`); the client portal reads an organisation's
 * requests and links a request to its organisation.
 *
 * {@link clientRequestRows} is for joins in another module's query, under
 * an alias of the caller's: `.innerJoin(clientRequestRows().as('cr'),
 * 'cr.vacancy_id', 'a.vacancy_id')`. A plain SELECT of one table, which
 * PostgreSQL flattens into the outer query: a list stays one query.
 */

/**
 * Client requests: id, reference, status, what was asked (position,
 * description), who asked (contact, company, address, phone), the
 * opdracht made of it, the consultant, the organisation, the times.
 */
export function clientRequestRows() {
  return readerQuery()
    .selectFrom('client_requests')
    .select([
      'id',
      'reference',
      'status',
      'position_id',
      'description',
      'contact_name',
      'company_name',
      'email',
      'phone',
      'vacancy_id',
      'consultant_id',
      'organisation_id',
      'created_at',
      'updated_at',
    ]);
}

/** The company name of request `id`, or null: a scalar subquery (the audit log's name of a request). */
export function clientRequestLabelOf(id: Expression<number>): AliasableExpression<string | null> {
  return readerQuery().selectFrom('client_requests as request').select('request.company_name').where('request.id', '=', id).$asScalar();
}

export { clientRequestsOfVacancies } from './client-request-updates.js';
export { anonymiseRequestContacts, findRequestIdOfVacancy, findRequestOrganisation, linkRequestToOrganisation } from './client-requests.repository.js';
