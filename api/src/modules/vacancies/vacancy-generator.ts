import { SeededRandom } from '../../db/seed/random.js';
import { POSTCODE_CENTROIDS } from '../reference-data/postcode-centroids.fixture.js';
import { SEED_SECTORS } from '../reference-data/reference-data.seed-data.js';
import { clientCities, DURATIONS, GENERIC_REQUIREMENTS, GENERIC_WISHES, MUNICIPALITY, NAMED_AFTER_CITY, SECTOR_CONTENT, TITLE_PREFIXES } from './vacancy-seed-content.js';

/** A demo vacancy before it is tied to database ids (sector by slug, position by name). */
export interface GeneratedVacancy {
  externalRef: string;
  title: string;
  description: string;
  clientName: string | null;
  clientAnonymous: boolean;
  sectorSlug: string;
  positionName: string;
  city: string;
  postcode: string;
  latitude: number;
  longitude: number;
  hoursMin: number;
  hoursMax: number;
  rateMin: number;
  rateMax: number;
  startDate: string | null;
  duration: string | null;
  closingDate: string;
  workMode: 'onsite' | 'hybrid' | 'remote';
  zzpAllowed: boolean;
  requirements: string[];
  wishes: string[];
  educationCode: string | null;
  driversLicenseRequired: boolean;
  status: 'open' | 'closed';
  publishedAt: Date;
}

const DAY = 24 * 60 * 60 * 1000;
const CITIES = [...new Set(POSTCODE_CENTROIDS.map(([, city]) => city))];
/** The four largest cities get more assignments, as in reality. */
const CITY_WEIGHTS = CITIES.flatMap((city) => (['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht'].includes(city) ? [city, city, city] : [city]));
const LETTERS = 'ABCDEFGHJKLMNPRTVWXZ';
const WORK_MODE_TEXT = { onsite: 'op locatie', hybrid: 'hybride (deels thuis, deels op locatie)', remote: 'grotendeels op afstand' } as const;
const EDUCATION_TEXT: Record<string, string> = { 'mbo-4': 'mbo 4', hbo: 'hbo', wo: 'wo' };

function lowerFirst(text: string): string {
  // Keep acronyms ('HR-adviseur', 'ICT') as they are.
  return text.length > 1 && text[1] === text[1]!.toLowerCase() ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function formatDutchDate(date: Date): string {
  const months = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

function postcodeLetters(random: SeededRandom): string {
  for (;;) {
    const letters = random.pick([...LETTERS]) + random.pick([...LETTERS]);
    if (!['SA', 'SD', 'SS'].includes(letters)) return letters;
  }
}

/**
 * Deterministic, realistic Dutch interim vacancies: the same `seed` and
 * `now` give the same list. Dates are relative to `now` (published in the
 * last 60 days, closing in the next weeks).
 */
export function generateVacancies(count: number, now: Date, options: { seed?: number; refPrefix?: string; startIndex?: number } = {}): GeneratedVacancy[] {
  const random = new SeededRandom(options.seed ?? 20240601);
  const prefix = options.refPrefix ?? 'seed';
  const start = options.startIndex ?? 1;
  const vacancies: GeneratedVacancy[] = [];

  for (let index = start; index < start + count; index += 1) {
    const sector = random.pick(SEED_SECTORS);
    const content = SECTOR_CONTENT[sector.slug]!;
    const positionName = random.pick(sector.positions);
    const topic = random.pick(content.topics.filter((candidate) => !positionName.toLowerCase().includes(candidate.toLowerCase())));
    const prefixWord = random.pick(TITLE_PREFIXES);
    const title = prefixWord ? `${prefixWord} ${lowerFirst(positionName)} ${topic}` : `${positionName} ${topic}`;

    // Draws in the same order as before the regions were checked, so the
    // vacancies of clients that work anywhere stay exactly as they were.
    const drawnCity = random.pick(CITY_WEIGHTS);
    const areaDraw = random.next();
    const [clientBase, clientKind] = random.pick(content.clients);
    // A regional client ('Provincie Utrecht') works in its region, not in the drawn city.
    const allowed = clientCities(clientBase);
    const city = !allowed || allowed.includes(drawnCity) ? drawnCity : allowed[index % allowed.length]!;
    const areas = POSTCODE_CENTROIDS.filter(([, areaCity]) => areaCity === city);
    const [pc4, , latitude, longitude] = areas[Math.floor(areaDraw * areas.length)]!;
    const clientName = clientKind === MUNICIPALITY || NAMED_AFTER_CITY.has(clientBase) ? `${clientBase} ${city}` : clientBase;
    const clientAnonymous = random.chance(0.2);

    const senior = prefixWord === 'Senior' || /manager|architect|bestuurder|hoofd|programmamanager/i.test(positionName);
    const rateMin = senior ? random.int(85, 120) : random.int(45, 95);
    const rateMax = Math.min(140, rateMin + random.int(0, 4) * 5);
    const hoursMin = random.pick([16, 20, 24, 28, 32, 36]);
    const hoursMax = Math.min(40, hoursMin + random.pick([0, 4, 8]));
    const workMode = random.pick(['onsite', 'hybrid', 'hybrid', 'hybrid', 'remote'] as const);
    const zzpAllowed = random.chance(0.8);
    const educationCode = random.chance(0.1) ? null : random.pick(['mbo-4', 'hbo', 'hbo', 'hbo', 'wo', 'wo']);

    const publishedAt = new Date(now.getTime() - random.int(0, 60 * 24 * 60) * 60 * 1000);
    const startDate = random.chance(0.15) ? null : new Date(now.getTime() + random.int(7, 60) * DAY);
    // Applications close before the work starts.
    const latestClosing = startDate ? Math.max(2, Math.round((startDate.getTime() - now.getTime()) / DAY) - 3) : 35;
    const closingDate = new Date(now.getTime() + Math.min(random.int(3, 35), latestClosing) * DAY);
    const duration = random.chance(0.1) ? null : random.pick(DURATIONS);
    const status = random.chance(0.1) ? 'closed' : 'open';

    const who = clientAnonymous ? `Onze opdrachtgever, een ${clientKind} in de regio ${city},` : clientName;
    const when = startDate ? `per ${formatDutchDate(startDate)}` : 'zo snel mogelijk';
    const tasks = random.sample(content.tasks, 3);
    const requirements = [
      ...random.sample(content.requirements, random.int(2, 3)),
      ...(educationCode && EDUCATION_TEXT[educationCode] ? [`Een afgeronde opleiding op ${EDUCATION_TEXT[educationCode]}-niveau`] : []),
      ...random.sample(GENERIC_REQUIREMENTS, 1),
    ];
    const wishes = [...random.sample(content.wishes, random.int(1, 2)), ...random.sample(GENERIC_WISHES, 1)];
    const description = [
      `${who} zoekt ${when} een ${lowerFirst(positionName)} voor ${topic}. ${random.pick(content.context)}`,
      `Wat ga je doen? ${tasks.map((task, position) => (position === 0 ? task[0]!.toUpperCase() + task.slice(1) : task)).join('; ')}.`,
      `De opdracht is voor ${hoursMin === hoursMax ? hoursMin : `${hoursMin} tot ${hoursMax}`} uur per week, ${WORK_MODE_TEXT[workMode]}${duration ? `, voor ${duration} met uitzicht op verlenging` : ''}. ${
        zzpAllowed ? 'Inhuur als zzp’er is mogelijk.' : 'Deze opdracht loopt via een detacheringsconstructie; inhuur als zzp’er is niet mogelijk.'
      }`,
    ].join('\n\n');

    vacancies.push({
      externalRef: `${prefix}-${String(index).padStart(6, '0')}`,
      title,
      description,
      clientName,
      clientAnonymous,
      sectorSlug: sector.slug,
      positionName,
      city,
      postcode: `${pc4} ${postcodeLetters(random)}`,
      latitude: Math.round((latitude + (random.next() - 0.5) * 0.01) * 1e5) / 1e5,
      longitude: Math.round((longitude + (random.next() - 0.5) * 0.01) * 1e5) / 1e5,
      hoursMin,
      hoursMax,
      rateMin,
      rateMax,
      startDate: startDate ? isoDate(startDate) : null,
      duration,
      closingDate: isoDate(closingDate),
      workMode,
      zzpAllowed,
      requirements,
      wishes,
      educationCode,
      driversLicenseRequired: random.chance(0.15),
      status,
      publishedAt,
    });
  }
  return vacancies;
}
