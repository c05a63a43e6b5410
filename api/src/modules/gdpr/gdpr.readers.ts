import { type AliasableExpression, type Expression, sql } from 'kysely';
import { readerQuery } from '../../db/schema.js';
import { accountRows } from '../employees/employees.readers.js';
import './gdpr.tables.js';

/**
 * What other modules read of the GDPR requests: the audit log names a
 * request by its requester and finds a person's requests (modules/index.ts
 * passes these to the audit module, which every module imports). They
 * import it from here, never from gdpr.repository.ts (ADR 0025).
 */

/** "First Last" of the person who made GDPR request `id`, or null: a scalar subquery (the audit log's name of a request). */
export function gdprRequestLabelOf(id: Expression<number>): AliasableExpression<string | null> {
  return readerQuery()
    .selectFrom('gdpr_requests as request')
    .innerJoin(accountRows().as('person'), 'person.id', 'request.employee_id')
    .select(sql<string>`trim(person.first_name || ' ' || person.last_name)`.as('label'))
    .where('request.id', '=', id)
    .$asScalar();
}

/** The ids of the GDPR requests of person `employeeId`: a subquery for `where('x', 'in', ...)`. */
export function gdprRequestIdsOf(employeeId: number) {
  return readerQuery().selectFrom('gdpr_requests').select('id').where('employee_id', '=', employeeId);
}
