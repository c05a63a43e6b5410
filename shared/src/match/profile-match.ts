import { routes } from '@interim/shared/config';
import type { EducationLevel, Employee, Vacancy } from '@interim/shared/contract';
import { formatDutchDate, formatEuro, formatHourRange, formatRateBand, formatWholeNumber } from '@interim/shared/format';

/** The requirements of an opdracht a profile is held against, in the order they are shown. */
export const MATCH_POINT_KEYS = ['position', 'education', 'driversLicense', 'distance', 'hours', 'rate', 'availability'] as const;
/** One requirement of an opdracht. */
export type MatchPointKey = (typeof MATCH_POINT_KEYS)[number];

/**
 * How the profile meets one requirement: `met`, `unmet`, or `unknown` when
 * the profile does not say (then it counts as not met, and the fix link asks
 * the freelancer to fill it in).
 */
export type MatchStatus = 'met' | 'unmet' | 'unknown';

/** One point of the comparison. */
export interface MatchPoint {
  key: MatchPointKey;
  /** Dutch name of the requirement ('Rijbewijs'). */
  label: string;
  status: MatchStatus;
  /** Dutch sentence that says why ('Je wilt 40 uur per week; de opdracht vraagt 16 – 24 uur per week.'). */
  detail: string;
  /** Where in the profile this is changed. */
  fixPath: string;
}

/** The whole comparison: only the requirements the opdracht has count. */
export interface ProfileMatch {
  points: MatchPoint[];
  met: number;
  total: number;
  /** Points the profile says something about (met or not met); 0 for a profile that says nothing yet. */
  known: number;
  /** 'Je voldoet aan 5 van 6 punten', or {@link EMPTY_PROFILE_MATCH_SUMMARY} when the profile says nothing yet. */
  summary: string;
}

/**
 * The summary for a profile that says nothing about any point yet (issue 32
 * item 5): an invitation, not "Je voldoet aan 0 van 6 punten".
 */
export const EMPTY_PROFILE_MATCH_SUMMARY = 'Vul je profiel aan om te zien of je past';

/** What {@link matchProfile} compares. */
export interface MatchInput {
  employee: Pick<Employee, 'hourlyRate' | 'preferences' | 'education' | 'latitude' | 'longitude'>;
  vacancy: Pick<
    Vacancy,
    | 'sector'
    | 'position'
    | 'educationLevel'
    | 'driversLicenseRequired'
    | 'latitude'
    | 'longitude'
    | 'workMode'
    | 'hoursPerWeekMin'
    | 'hoursPerWeekMax'
    | 'hourlyRateMin'
    | 'hourlyRateMax'
    | 'startDate'
  >;
  /** The education levels with their rank (`GET /api/education_levels`). */
  educationLevels: ReadonlyArray<Pick<EducationLevel, 'id' | 'rank' | 'name'>>;
  /** Today in the Netherlands, YYYY-MM-DD (`dutchToday()`): an opdracht without a start date starts "in overleg", from today. */
  today: string;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const preferences = routes.profilePreferences.path;
const details = routes.profileDetails.path;

function point(key: MatchPointKey, label: string, status: MatchStatus, detail: string, fixPath: string): MatchPoint {
  return { key, label, status, detail, fixPath };
}

function positionPoint({ employee, vacancy }: MatchInput): MatchPoint {
  const wanted = employee.preferences.position;
  const label = 'Functie';
  if (wanted === null) return point('position', label, 'unknown', 'Je hebt nog geen gewenste functie gekozen.', preferences);
  if (wanted === vacancy.position.id) return point('position', label, 'met', `Je zoekt werk als ${vacancy.position.name}.`, preferences);
  const sameSector = employee.preferences.sector === vacancy.sector.id;
  return point(
    'position',
    label,
    'unmet',
    sameSector ? `Deze opdracht is voor ${vacancy.position.name}, een andere functie in jouw sector.` : `Deze opdracht is voor ${vacancy.position.name} in de sector ${vacancy.sector.name}.`,
    preferences,
  );
}

/** The freelancer's level: the one chosen in the preferences, else the highest of their educations. */
function employeeLevel({ employee, educationLevels }: MatchInput) {
  const byId = new Map(educationLevels.map((level) => [level.id, level]));
  const chosen = employee.preferences.educationLevel === null ? undefined : byId.get(employee.preferences.educationLevel);
  if (chosen) return chosen;
  return employee.education
    .map((item) => (item.educationLevel === null ? undefined : byId.get(item.educationLevel)))
    .filter((level) => level !== undefined)
    .sort((a, b) => b.rank - a.rank)[0];
}

function educationPoint(input: MatchInput): MatchPoint | undefined {
  const required = input.vacancy.educationLevel;
  if (!required) return undefined;
  const label = 'Opleidingsniveau';
  const requiredLevel = input.educationLevels.find((level) => level.id === required.id);
  const own = employeeLevel(input);
  if (!own) return point('education', label, 'unknown', `De opdracht vraagt ${required.name}; je profiel noemt nog geen opleidingsniveau.`, preferences);
  if (!requiredLevel || own.rank >= requiredLevel.rank) return point('education', label, 'met', `De opdracht vraagt ${required.name}; jij hebt ${own.name}.`, preferences);
  return point('education', label, 'unmet', `De opdracht vraagt ${required.name}; jij hebt ${own.name}.`, preferences);
}

function driversLicensePoint({ employee, vacancy }: MatchInput): MatchPoint | undefined {
  if (!vacancy.driversLicenseRequired) return undefined;
  const label = 'Rijbewijs';
  const has = employee.preferences.hasDriversLicense;
  if (has === null) return point('driversLicense', label, 'unknown', 'De opdracht vraagt een rijbewijs; je profiel zegt niet of je er een hebt.', preferences);
  return has
    ? point('driversLicense', label, 'met', 'De opdracht vraagt een rijbewijs en je hebt er een.', preferences)
    : point('driversLicense', label, 'unmet', 'De opdracht vraagt een rijbewijs; volgens je profiel heb je er geen.', preferences);
}

/** Whole kilometres, '< 1 km' below one. */
function kilometres(value: number): string {
  return value < 1 ? '< 1 km' : `${formatWholeNumber(value)} km`;
}

function distancePoint({ employee, vacancy }: MatchInput): MatchPoint | undefined {
  if (vacancy.workMode === 'remote') return undefined;
  const label = 'Reisafstand';
  if (vacancy.latitude === null || vacancy.longitude === null) return undefined;
  if (employee.latitude === null || employee.longitude === null) {
    return point('distance', label, 'unknown', 'Vul je postcode in om de afstand te zien.', details);
  }
  const distance = distanceKm({ latitude: employee.latitude, longitude: employee.longitude }, { latitude: vacancy.latitude, longitude: vacancy.longitude });
  const max = employee.preferences.maxTravelKm;
  if (max === null) return point('distance', label, 'unknown', `De opdracht is ${kilometres(distance)} van je vandaan; je hebt nog geen maximale reisafstand gekozen.`, preferences);
  return distance <= max
    ? point('distance', label, 'met', `De opdracht is ${kilometres(distance)} van je vandaan, binnen je ${formatWholeNumber(max)} km.`, preferences)
    : point('distance', label, 'unmet', `De opdracht is ${kilometres(distance)} van je vandaan, verder dan je ${formatWholeNumber(max)} km.`, preferences);
}

function hoursPoint({ employee, vacancy }: MatchInput): MatchPoint {
  const label = 'Uren per week';
  const asked = formatHourRange(vacancy.hoursPerWeekMin, vacancy.hoursPerWeekMax);
  const wanted = employee.preferences.hoursPerWeek;
  if (wanted === null) return point('hours', label, 'unknown', `De opdracht vraagt ${asked}; je profiel noemt nog geen uren.`, preferences);
  const fits = wanted >= vacancy.hoursPerWeekMin && wanted <= vacancy.hoursPerWeekMax;
  return point('hours', label, fits ? 'met' : 'unmet', `Je wilt ${formatWholeNumber(wanted)} uur per week; de opdracht vraagt ${asked}.`, preferences);
}

function ratePoint({ employee, vacancy }: MatchInput): MatchPoint {
  const label = 'Uurtarief';
  const band = formatRateBand(vacancy.hourlyRateMin, vacancy.hourlyRateMax);
  const rate = employee.hourlyRate;
  if (rate === null) return point('rate', label, 'unknown', `De opdracht betaalt ${band}; je profiel noemt nog geen tarief.`, details);
  return rate <= vacancy.hourlyRateMax
    ? point('rate', label, 'met', `Jouw tarief van ${formatEuro(rate)} past bij ${band}.`, details)
    : point('rate', label, 'unmet', `Jouw tarief van ${formatEuro(rate)} ligt boven ${band}.`, details);
}

function availabilityPoint({ employee, vacancy, today }: MatchInput): MatchPoint {
  const label = 'Beschikbaarheid';
  const from = employee.preferences.availableFrom;
  const start = vacancy.startDate ?? today;
  const startText = vacancy.startDate ? `start op ${formatDutchDate(vacancy.startDate)}` : 'start in overleg';
  if (from === null) return point('availability', label, 'unknown', `De opdracht ${startText}; je profiel zegt niet vanaf wanneer je beschikbaar bent.`, preferences);
  const status: MatchStatus = from <= start ? 'met' : 'unmet';
  return point('availability', label, status, `De opdracht ${startText}; je bent beschikbaar vanaf ${formatDutchDate(from)}.`, preferences);
}

/**
 * How a freelancer's profile meets an opdracht's requirements, point by
 * point ("Past ik hierbij?"). Pure: the same answer wherever it runs. Only
 * the requirements the opdracht has count (no education level asked, no
 * point for it; a remote opdracht has no travel distance). It informs, it
 * never blocks applying.
 */
export function matchProfile(input: MatchInput): ProfileMatch {
  const points = [
    positionPoint(input),
    educationPoint(input),
    driversLicensePoint(input),
    distancePoint(input),
    hoursPoint(input),
    ratePoint(input),
    availabilityPoint(input),
  ].filter((item): item is MatchPoint => item !== undefined);
  const met = points.filter((item) => item.status === 'met').length;
  const known = points.filter((item) => item.status !== 'unknown').length;
  const summary = known === 0 ? EMPTY_PROFILE_MATCH_SUMMARY : `Je voldoet aan ${met} van ${points.length} punten`;
  return { points, met, total: points.length, known, summary };
}
