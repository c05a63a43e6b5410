import type { VacancyInputInput } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A complete, valid opdracht as staff would post it (`POST /api/vacancies`):
 * the first position of the seeded reference data, the lowest education
 * level, Utrecht 3511 AB, 24-32 hours, € 80-95. `overrides` replace fields.
 */
export async function testVacancyInput(db: Kysely<Database>, overrides: Partial<VacancyInputInput> = {}): Promise<VacancyInputInput> {
  const position = await db.selectFrom('positions').select(['id', 'sector_id']).orderBy('id').executeTakeFirstOrThrow();
  const level = await db.selectFrom('education_levels').select('id').orderBy('rank').executeTakeFirstOrThrow();
  return {
    title: 'Kwartiermaker',
    clientName: 'Gemeente Teststad',
    isAnonymous: false,
    city: 'Utrecht',
    postcode: '3511ab',
    sectorId: position.sector_id,
    positionId: position.id,
    hoursPerWeekMin: 24,
    hoursPerWeekMax: 32,
    hourlyRateMin: 80,
    hourlyRateMax: 95,
    startDate: '2027-01-04',
    duration: '6 maanden',
    closingDate: '2027-12-15',
    workMode: 'hybrid',
    zzpAllowed: true,
    educationLevelId: level.id,
    driversLicenseRequired: false,
    description: 'Je zet een nieuwe afdeling op, van plan tot team.',
    requirements: [],
    wishes: [],
    ...overrides,
  };
}
