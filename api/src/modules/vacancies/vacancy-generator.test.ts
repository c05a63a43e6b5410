import { SEED_SECTORS } from '../reference-data/reference-data.seed-data.js';
import { generateVacancies } from './vacancy-generator.js';

const NOW = new Date('2026-11-22T08:00:00.000Z');

describe('generateVacancies', () => {
  const vacancies = generateVacancies(300, NOW);

  it('is deterministic', () => {
    expect(generateVacancies(300, NOW)).toEqual(vacancies);
    expect(generateVacancies(5, NOW, { seed: 7 })).not.toEqual(vacancies.slice(0, 5));
  });

  it('makes realistic Dutch interim vacancies', () => {
    const positions = new Set(SEED_SECTORS.flatMap((sector) => sector.positions.map((position) => `${sector.slug}:${position}`)));
    for (const vacancy of vacancies) {
      expect(positions.has(`${vacancy.sectorSlug}:${vacancy.positionName}`)).toBe(true);
      expect(vacancy.rateMin).toBeGreaterThanOrEqual(45);
      expect(vacancy.rateMax).toBeLessThanOrEqual(140);
      expect(vacancy.rateMin).toBeLessThanOrEqual(vacancy.rateMax);
      expect(vacancy.hoursMin).toBeLessThanOrEqual(vacancy.hoursMax);
      expect(vacancy.hoursMax).toBeLessThanOrEqual(40);
      expect(vacancy.postcode).toMatch(/^[1-9][0-9]{3} (?!SA|SD|SS)[A-Z]{2}$/);
      expect(vacancy.requirements.length).toBeGreaterThanOrEqual(3);
      expect(vacancy.wishes.length).toBeGreaterThanOrEqual(2);
      expect(vacancy.description).toMatch(/zoekt/);
      expect(vacancy.publishedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(vacancy.closingDate > NOW.toISOString().slice(0, 10)).toBe(true);
      if (vacancy.startDate) expect(vacancy.closingDate < vacancy.startDate).toBe(true);
      if (vacancy.clientAnonymous) expect(vacancy.description).not.toContain(vacancy.clientName!);
    }
    expect(new Set(vacancies.map((vacancy) => vacancy.externalRef)).size).toBe(vacancies.length);
    expect(vacancies.some((vacancy) => /^Interim projectmanager /.test(vacancy.title))).toBe(true);
    expect(new Set(vacancies.map((vacancy) => vacancy.city)).size).toBeGreaterThan(15);
  });
});
