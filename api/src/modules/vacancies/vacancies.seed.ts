import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SeedContext } from '../api-module.js';
import { listEducationLevels, listPositions, listSectors } from '../reference-data/reference-data.service.js';
import { type GeneratedVacancy, generateVacancies } from './vacancy-generator.js';
import './vacancies.tables.js';

/** How many demo vacancies a fresh database gets. */
export const SEED_VACANCY_COUNT = 240;

/** Maps generated vacancies to rows, resolving sector, position and education ids. */
export async function toVacancyRows(db: Kysely<Database>, vacancies: GeneratedVacancy[]) {
  const [sectors, positions, levels] = await Promise.all([listSectors(db), listPositions(db), listEducationLevels(db)]);
  const sectorId = new Map(sectors.map((row) => [row.slug, row.id]));
  const positionId = new Map(positions.map((row) => [`${row.sectorId}:${row.name}`, row.id]));
  const levelId = new Map(levels.map((row) => [row.code, row.id]));
  return vacancies.map((vacancy) => {
    const sector = sectorId.get(vacancy.sectorSlug);
    const position = sector === undefined ? undefined : positionId.get(`${sector}:${vacancy.positionName}`);
    if (sector === undefined || position === undefined) {
      throw new Error(`Seed reference data missing for ${vacancy.sectorSlug} / ${vacancy.positionName}`);
    }
    return {
      external_ref: vacancy.externalRef,
      title: vacancy.title,
      description: vacancy.description,
      client_name: vacancy.clientName,
      client_anonymous: vacancy.clientAnonymous,
      sector_id: sector,
      position_id: position,
      city: vacancy.city,
      postcode: vacancy.postcode,
      latitude: vacancy.latitude,
      longitude: vacancy.longitude,
      hours_per_week_min: vacancy.hoursMin,
      hours_per_week_max: vacancy.hoursMax,
      hourly_rate_min: vacancy.rateMin,
      hourly_rate_max: vacancy.rateMax,
      start_date: vacancy.startDate,
      duration: vacancy.duration,
      closing_date: vacancy.closingDate,
      work_mode: vacancy.workMode,
      zzp_allowed: vacancy.zzpAllowed,
      requirements: vacancy.requirements,
      wishes: vacancy.wishes,
      education_level_id: vacancy.educationCode ? (levelId.get(vacancy.educationCode) ?? null) : null,
      drivers_license_required: vacancy.driversLicenseRequired,
      status: vacancy.status,
      published_at: vacancy.publishedAt,
    };
  });
}

/**
 * Inserts the demo vacancies once: rows are keyed by `external_ref`, so a
 * second start (or a second instance) inserts nothing.
 */
export async function seedVacancies({ db, now, log }: SeedContext): Promise<void> {
  const existing = await db.selectFrom('vacancies').select((eb) => eb.fn.countAll<number>().as('count')).where('external_ref', 'like', 'seed-%').executeTakeFirstOrThrow();
  if (Number(existing.count) >= SEED_VACANCY_COUNT) return;
  const rows = await toVacancyRows(db, generateVacancies(SEED_VACANCY_COUNT, now));
  for (let offset = 0; offset < rows.length; offset += 100) {
    await db
      .insertInto('vacancies')
      .values(rows.slice(offset, offset + 100))
      .onConflict((conflict) => conflict.column('external_ref').doNothing())
      .execute();
  }
  log(`seeded ${SEED_VACANCY_COUNT} demo vacancies`);
}
