import { buildEmployee, buildVacancy } from '@interim/shared/testing';
import { distanceKm, EMPTY_PROFILE_MATCH_SUMMARY, matchProfile, type MatchInput, type MatchPointKey, type MatchStatus } from './index';

const LEVELS = [
  { id: 1, rank: 1, name: 'mbo 4' },
  { id: 2, rank: 2, name: 'hbo' },
  { id: 3, rank: 3, name: 'wo' },
];
const UTRECHT = { latitude: 52.0907, longitude: 5.1214 };
const AMERSFOORT = { latitude: 52.1561, longitude: 5.3878 }; // ~19 km from Utrecht
const GRONINGEN = { latitude: 53.2194, longitude: 6.5665 }; // ~159 km from Utrecht

type EmployeeInput = MatchInput['employee'];
type Preferences = EmployeeInput['preferences'];

function employee(preferences: Partial<Preferences> = {}, rest: Partial<Omit<EmployeeInput, 'preferences'>> = {}): EmployeeInput {
  const base = buildEmployee();
  return {
    hourlyRate: 90,
    education: [],
    ...UTRECHT,
    ...rest,
    preferences: {
      ...base.preferences,
      sector: 10,
      position: 100,
      educationLevel: 2,
      hasDriversLicense: true,
      hoursPerWeek: 32,
      maxTravelKm: 50,
      availableFrom: '2026-12-01',
      ...preferences,
    },
  };
}

function vacancy(overrides: Partial<MatchInput['vacancy']> = {}): MatchInput['vacancy'] {
  return {
    ...buildVacancy(),
    sector: { id: 10, name: 'ICT' },
    position: { id: 100, name: 'Projectmanager' },
    educationLevel: { id: 2, name: 'hbo' },
    driversLicenseRequired: true,
    ...AMERSFOORT,
    workMode: 'hybrid',
    hoursPerWeekMin: 24,
    hoursPerWeekMax: 36,
    hourlyRateMin: 80,
    hourlyRateMax: 95,
    startDate: '2027-01-04',
    ...overrides,
  };
}

const statusOf = (input: Omit<MatchInput, 'educationLevels' | 'today'>, key: MatchPointKey): MatchStatus | 'absent' =>
  matchProfile({ ...input, educationLevels: LEVELS, today: '2026-11-25' }).points.find((p) => p.key === key)?.status ?? 'absent';

describe('matchProfile', () => {
  it('meets every point of a fitting opdracht and says so', () => {
    const result = matchProfile({ employee: employee(), vacancy: vacancy(), educationLevels: LEVELS, today: '2026-11-25' });
    expect(result.points.map((p) => [p.key, p.status])).toEqual([
      ['position', 'met'],
      ['education', 'met'],
      ['driversLicense', 'met'],
      ['distance', 'met'],
      ['hours', 'met'],
      ['rate', 'met'],
      ['availability', 'met'],
    ]);
    expect(result.summary).toBe('Je voldoet aan 7 van 7 punten');
  });

  it.each<[string, Partial<Preferences>, Partial<Omit<EmployeeInput, 'preferences'>>, Partial<MatchInput['vacancy']>, MatchPointKey, MatchStatus | 'absent']>([
    ['another position in the same sector', { position: 101 }, {}, {}, 'position', 'unmet'],
    ['no position chosen', { position: null }, {}, {}, 'position', 'unknown'],
    ['a lower education level', { educationLevel: 1 }, {}, {}, 'education', 'unmet'],
    ['a higher education level', { educationLevel: 3 }, {}, {}, 'education', 'met'],
    ['no level chosen, but a higher one among the educations', { educationLevel: null }, { education: [{ institution: 'UU', study: 'Informatica', educationLevel: 3, from: null, to: null, completed: true }] }, {}, 'education', 'met'],
    ['no level anywhere', { educationLevel: null }, {}, {}, 'education', 'unknown'],
    ['no level asked', {}, {}, { educationLevel: null }, 'education', 'absent'],
    ['no licence', { hasDriversLicense: false }, {}, {}, 'driversLicense', 'unmet'],
    ['licence unknown', { hasDriversLicense: null }, {}, {}, 'driversLicense', 'unknown'],
    ['no licence asked', { hasDriversLicense: false }, {}, { driversLicenseRequired: false }, 'driversLicense', 'absent'],
    ['too far', {}, {}, GRONINGEN, 'distance', 'unmet'],
    ['far but remote', {}, {}, { ...GRONINGEN, workMode: 'remote' }, 'distance', 'absent'],
    ['no own postcode', {}, { latitude: null, longitude: null }, {}, 'distance', 'unknown'],
    ['no maximum distance', { maxTravelKm: null }, {}, {}, 'distance', 'unknown'],
    ['more hours than asked', { hoursPerWeek: 40 }, {}, {}, 'hours', 'unmet'],
    ['fewer hours than asked', { hoursPerWeek: 16 }, {}, {}, 'hours', 'unmet'],
    ['hours at the lower bound', { hoursPerWeek: 24 }, {}, {}, 'hours', 'met'],
    ['no hours', { hoursPerWeek: null }, {}, {}, 'hours', 'unknown'],
    ['rate above the band', {}, { hourlyRate: 96 }, {}, 'rate', 'unmet'],
    ['rate at the top of the band', {}, { hourlyRate: 95 }, {}, 'rate', 'met'],
    ['rate below the band', {}, { hourlyRate: 60 }, {}, 'rate', 'met'],
    ['no rate', {}, { hourlyRate: null }, {}, 'rate', 'unknown'],
    ['available after the start', { availableFrom: '2027-02-01' }, {}, {}, 'availability', 'unmet'],
    ['available on the start day', { availableFrom: '2027-01-04' }, {}, {}, 'availability', 'met'],
    ['start in overleg, available later', { availableFrom: '2026-12-01' }, {}, { startDate: null }, 'availability', 'unmet'],
    ['start in overleg, available now', { availableFrom: '2026-11-01' }, {}, { startDate: null }, 'availability', 'met'],
    ['availability unknown', { availableFrom: null }, {}, {}, 'availability', 'unknown'],
  ])('%s', (_case, preferences, rest, vacancyOverrides, key, expected) => {
    expect(statusOf({ employee: employee(preferences, rest), vacancy: vacancy(vacancyOverrides) }, key)).toBe(expected);
  });

  // Issue 32 item 5: a new profile was told "Je voldoet aan 0 van 6 punten".
  it('invites a profile that says nothing about any point to fill it in, instead of scoring it 0', () => {
    const nothing = { sector: null, position: null, educationLevel: null, hasDriversLicense: null, hoursPerWeek: null, maxTravelKm: null, availableFrom: null };
    const empty = matchProfile({
      employee: employee(nothing, { hourlyRate: null, latitude: null, longitude: null, education: [] }),
      vacancy: vacancy(),
      educationLevels: LEVELS,
      today: '2026-11-25',
    });
    expect(empty).toMatchObject({ met: 0, known: 0, summary: EMPTY_PROFILE_MATCH_SUMMARY });
    expect(EMPTY_PROFILE_MATCH_SUMMARY).toBe('Vul je profiel aan om te zien of je past');
    // One thing known is a score again.
    const one = matchProfile({ employee: employee({ ...nothing, hoursPerWeek: 32 }, { hourlyRate: null, latitude: null, longitude: null }), vacancy: vacancy(), educationLevels: LEVELS, today: '2026-11-25' });
    expect(one.known).toBe(1);
    expect(one.summary).toBe(`Je voldoet aan 1 van ${one.total} punten`);
  });

  it('counts only the requirements the opdracht has, and names what is missing with where to fix it', () => {
    const result = matchProfile({
      employee: employee({ hoursPerWeek: 40 }),
      vacancy: vacancy({ educationLevel: null, driversLicenseRequired: false }),
      educationLevels: LEVELS,
      today: '2026-11-25',
    });
    expect(result.total).toBe(5);
    expect(result.summary).toBe('Je voldoet aan 4 van 5 punten');
    const missing = result.points.filter((p) => p.status !== 'met');
    expect(missing).toEqual([
      {
        key: 'hours',
        label: 'Uren per week',
        status: 'unmet',
        detail: 'Je wilt 40 uur per week; de opdracht vraagt 24 – 36 uur per week.',
        fixPath: '/profiel/voorkeuren',
      },
    ]);
  });

  it('writes distances in whole kilometres and the rate against the band', () => {
    const result = matchProfile({ employee: employee({}, { hourlyRate: 120 }), vacancy: vacancy(GRONINGEN), educationLevels: LEVELS, today: '2026-11-25' });
    const detail = (key: MatchPointKey) => result.points.find((p) => p.key === key)?.detail;
    expect(detail('distance')).toMatch(/^De opdracht is 1\d\d km van je vandaan, verder dan je 50 km\.$/);
    expect(detail('rate')).toBe('Jouw tarief van €\u00a0120 ligt boven €\u00a080 – €\u00a095 per uur.');
    expect(result.points.find((p) => p.key === 'rate')?.fixPath).toBe('/profiel/gegevens');
  });
});

describe('distanceKm', () => {
  it.each([
    [UTRECHT, UTRECHT, 0, 0.001],
    [UTRECHT, AMERSFOORT, 19.7, 1],
    [UTRECHT, GRONINGEN, 159, 2],
  ])('%o to %o is about %d km', (from, to, expected, tolerance) => {
    expect(Math.abs(distanceKm(from, to) - expected)).toBeLessThanOrEqual(tolerance);
  });
});
