import { POSTCODE_CENTROIDS } from '../../modules/reference-data/postcode-centroids.fixture.js';
import { SEED_VACANCY_COUNT } from '../../modules/vacancies/vacancies.seed.js';
import { generateVacancies } from '../../modules/vacancies/vacancy-generator.js';
import { CLIENT_AREAS } from '../../modules/vacancies/vacancy-seed-content.js';
import { CITY_PROVINCE, PROVINCES } from './provinces.js';

const NOW = new Date('2026-11-22T08:00:00.000Z');
const CITIES = [...new Set(POSTCODE_CENTROIDS.map(([, city]) => city))];

/** Every place a text names: cities of the demo data and provinces, longest first ('Den Haag' before 'Haag'). */
function placesNamedIn(text: string): string[] {
  return [...CITIES, ...PROVINCES].filter((place) => new RegExp(`(^|[^\\p{L}])${place}($|[^\\p{L}-])`, 'u').test(text));
}

// Issue 17: cards said "Provincie Utrecht · Rotterdam", and a search for "Utrecht" answered Rotterdam.
describe('the demo vacancies lie where their clients are', () => {
  const vacancies = generateVacancies(SEED_VACANCY_COUNT, NOW);

  it('knows the province of every city of the demo data', () => {
    expect(Object.keys(CITY_PROVINCE).sort()).toEqual([...CITIES].sort());
  });

  it('every client names only its city or the province of its city, and regional clients work in their region', () => {
    const wrong: string[] = [];
    for (const vacancy of vacancies) {
      const province = CITY_PROVINCE[vacancy.city];
      const where = `${vacancy.externalRef}: ${vacancy.clientName} · ${vacancy.city}`;
      if (!province) wrong.push(`${where} (no province)`);
      for (const place of placesNamedIn(vacancy.clientName ?? '')) {
        if (place !== vacancy.city && place !== province) wrong.push(`${where} (names ${place})`);
      }
      const area = CLIENT_AREAS[vacancy.clientName ?? ''];
      if (area && !area.includes(vacancy.city)) wrong.push(`${where} (works in ${area.join(', ')})`);
      // The postcode and coordinates are the city's.
      const pc4 = Number(vacancy.postcode.slice(0, 4));
      if (POSTCODE_CENTROIDS.find(([code]) => code === pc4)?.[1] !== vacancy.city) wrong.push(`${where} (postcode ${vacancy.postcode})`);
    }
    expect(wrong).toEqual([]);
  });

  it('every vacancy whose client or text says "Utrecht" lies in the province of Utrecht', () => {
    const sayUtrecht = vacancies.filter((vacancy) => /Utrecht/.test(`${vacancy.title} ${vacancy.clientName ?? ''} ${vacancy.description}`));
    expect(sayUtrecht.length).toBeGreaterThan(0);
    expect(sayUtrecht.filter((vacancy) => CITY_PROVINCE[vacancy.city] !== 'Utrecht').map((vacancy) => `${vacancy.clientName} · ${vacancy.city}`)).toEqual([]);
  });

  it('still places regional clients in several cities of their region', () => {
    const utrechtProvince = vacancies.filter((vacancy) => vacancy.clientName === 'Provincie Utrecht');
    expect(utrechtProvince.length).toBeGreaterThan(0);
    expect(new Set(utrechtProvince.map((vacancy) => CITY_PROVINCE[vacancy.city]))).toEqual(new Set(['Utrecht']));
  });
});
