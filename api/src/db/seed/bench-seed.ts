import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { generateVacancies } from '../../modules/vacancies/vacancy-generator.js';
import { toVacancyRows } from '../../modules/vacancies/vacancies.seed.js';
import type { Database } from '../schema.js';

const TEMPLATE_COUNT = 500;
const BATCH = 10_000;

/**
 * Inserts `count` extra vacancies quickly, for benchmarks: 500 realistic
 * generated vacancies go into a temporary table, then batches of
 * `INSERT ... SELECT generate_series` copy them with varied publication
 * times, rates, closing dates and ids. The search-vector trigger runs per
 * row as in production. Ends with VACUUM ANALYZE, so the planner knows the
 * new size and index-only scans work.
 */
export async function insertBenchVacancies(
  db: Kysely<Database>,
  count: number,
  options: { now?: Date; log?: (message: string) => void } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const runId = randomBytes(4).toString('hex');
  const templates = await toVacancyRows(db, generateVacancies(TEMPLATE_COUNT, now, { seed: 4242, refPrefix: `bench-template-${runId}` }));

  // One pinned connection: a temporary table lives in one session.
  await db.connection().execute(async (connection) => {
    await sql`CREATE TEMP TABLE bench_templates (LIKE vacancies INCLUDING DEFAULTS) ON COMMIT PRESERVE ROWS`.execute(connection);
    await sql`ALTER TABLE bench_templates ADD COLUMN template_index integer`.execute(connection);
    for (let offset = 0; offset < templates.length; offset += 100) {
      await connection
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a temp table outside the schema types
        .insertInto('bench_templates' as any)
        .values(templates.slice(offset, offset + 100).map((row, index) => ({ ...row, id: offset + index + 1, template_index: offset + index })))
        .execute();
    }
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      await sql`
        INSERT INTO vacancies (
          external_ref, title, description, client_name, client_anonymous, sector_id, position_id, city, postcode,
          latitude, longitude, hours_per_week_min, hours_per_week_max, hourly_rate_min, hourly_rate_max, start_date,
          duration, closing_date, work_mode, zzp_allowed, requirements, wishes, education_level_id,
          drivers_license_required, status, published_at)
        SELECT
          ${`bench-${runId}-`} || g, t.title, t.description, t.client_name, t.client_anonymous, t.sector_id, t.position_id,
          t.city, t.postcode, t.latitude + ((g % 97) - 48) * 0.0002, t.longitude + ((g % 89) - 44) * 0.0002,
          t.hours_per_week_min, t.hours_per_week_max,
          least(140, greatest(45, t.hourly_rate_min + (g % 11) - 5)),
          least(140, greatest(45, t.hourly_rate_min + (g % 11) - 5) + (t.hourly_rate_max - t.hourly_rate_min)),
          t.start_date, t.duration, t.closing_date + ((g % 21) - 10), t.work_mode, t.zzp_allowed, t.requirements, t.wishes,
          t.education_level_id, t.drivers_license_required, t.status,
          ${now}::timestamptz - ((g * 7919) % (90 * 24 * 60)) * interval '1 minute' - (g % 60) * interval '1 second'
        FROM generate_series(${done + 1}::int, ${done + size}::int) AS g
        JOIN bench_templates t ON t.template_index = g % ${TEMPLATE_COUNT}::int`.execute(connection);
      log(`inserted ${done + size} / ${count}`);
    }
    await sql`DROP TABLE bench_templates`.execute(connection);
  });
  await sql`VACUUM ANALYZE vacancies`.execute(db);
}
