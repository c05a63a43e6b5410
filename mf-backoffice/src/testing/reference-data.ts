import { api, buildEducationLevel, buildPosition, buildSector, json, server } from '@interim/shared/testing';

/** Sectors of the tests: Overheid (3) and ICT (4). */
export const SECTORS = [buildSector({ id: 3, name: 'Overheid', slug: 'overheid' }), buildSector({ id: 4, name: 'ICT', slug: 'ict' })];
/** Positions per sector. */
export const POSITIONS = [
  buildPosition({ id: 31, name: 'Beleidsadviseur', sectorId: 3 }),
  buildPosition({ id: 32, name: 'Projectleider', sectorId: 3 }),
  buildPosition({ id: 41, name: 'Data-analist', sectorId: 4 }),
];
/** Education levels: mbo (5) and hbo (6). */
export const EDUCATION_LEVELS = [buildEducationLevel({ id: 5, code: 'mbo', name: 'mbo', rank: 5 }), buildEducationLevel({ id: 6, code: 'hbo', name: 'hbo', rank: 6 })];

/** Answers the reference data the opdracht form reads: sectors, the positions of the asked sector, education levels, places. */
export function answerReferenceData(): void {
  server.use(
    api.get('/sectors', () => json(SECTORS)),
    api.get('/positions', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as { sector?: number };
      return json(POSITIONS.filter((position) => position.sectorId === filter.sector));
    }),
    api.get('/education_levels', () => json(EDUCATION_LEVELS)),
    // No postcode area is known unless a test says so (a known one fills "Plaats").
    api.get('/places', () => json([])),
  );
}
