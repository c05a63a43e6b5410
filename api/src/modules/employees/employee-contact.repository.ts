import type { PreferredContactTime } from '@interim/shared/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { postcodeCentroidRows } from '../reference-data/reference-data.readers.js';

/** Stores a freelancer's call-back request; answers its id and when it was stored. */
export async function insertContactRequest(
  db: Kysely<Database>,
  input: { employeeId: number; vacancyId: number | null; message: string; phone: string; preferredTime: PreferredContactTime; now: Date },
): Promise<{ id: number; createdAt: Date }> {
  const row = await db
    .insertInto('employee_contact_requests')
    .values({
      employee_id: input.employeeId,
      vacancy_id: input.vacancyId,
      message: input.message,
      phone: input.phone,
      preferred_time: input.preferredTime,
      created_at: input.now,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_at };
}

/**
 * The four-digit postcode area (PC4) of an employee row `e`, or null. The cast
 * only of a well-formed postcode: the planner may evaluate a join condition
 * before any WHERE filter.
 */
const pc4 = sql`CASE WHEN e.postcode ~ '^[1-9][0-9]{3}' THEN substring(e.postcode from 1 for 4)::int END`;

/**
 * Sets latitude/longitude of every employee with a postcode from its PC4
 * centroid, in one transaction; answers how many had a postcode, how many
 * changed, and how many postcode areas the centroid table lacks.
 */
export async function importCoordinatesFromCentroids(
  db: Kysely<Database>,
  now: Date,
  actorId: number,
): Promise<{ considered: number; updated: number; unknownPostcode: number }> {
  return db.transaction().execute(async (trx) => {
    const { rows: considered } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM employees WHERE postcode IS NOT NULL`.execute(trx);
    const { rows: known } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM employees e
      JOIN ${postcodeCentroidRows()} AS c ON c.pc4 = ${pc4}`.execute(trx);
    const updated = await sql<{ id: number }>`
      UPDATE employees e SET latitude = c.latitude, longitude = c.longitude, updated_at = ${now}
      FROM ${postcodeCentroidRows()} AS c
      WHERE c.pc4 = ${pc4}
        AND (e.latitude IS DISTINCT FROM c.latitude OR e.longitude IS DISTINCT FROM c.longitude)
      RETURNING e.id`.execute(trx);
    // A staff write to each record it changed: one audit entry each (issue 29 item 4), without the coordinates.
    for (const { id } of updated.rows) {
      await recordAudit(trx, { actorId, entityType: 'employee', entityId: id, action: 'coordinates_imported', before: null, after: null, at: now });
    }
    const consideredCount = considered[0]?.count ?? 0;
    return { considered: consideredCount, updated: updated.rows.length, unknownPostcode: consideredCount - (known[0]?.count ?? 0) };
  });
}
