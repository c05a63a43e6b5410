import type { NamedRef, WorkMode } from '@interim/shared/contract';
import { WORK_MODE_LABELS } from '@interim/shared/contract/labels';
import { formatDutchDate } from '@interim/shared/format';

/** Dutch names of the audited fields of an opdracht (the API logs the contract's field names). */
export const VACANCY_FIELD_LABELS: Record<string, string> = {
  title: 'Titel',
  clientName: 'Opdrachtgever',
  isAnonymous: 'Anoniem',
  city: 'Plaats',
  postcode: 'Postcode',
  sectorId: 'Sector',
  positionId: 'Functie',
  hoursPerWeekMin: 'Uren per week (minimaal)',
  hoursPerWeekMax: 'Uren per week (maximaal)',
  hourlyRateMin: 'Uurtarief (minimaal)',
  hourlyRateMax: 'Uurtarief (maximaal)',
  startDate: 'Startdatum',
  duration: 'Duur',
  closingDate: 'Sluitingsdatum',
  workMode: 'Werkvorm',
  zzpAllowed: 'Zzp mogelijk',
  educationLevelId: 'Opleidingsniveau',
  driversLicenseRequired: 'Rijbewijs vereist',
  description: 'Omschrijving',
  requirements: 'Eisen',
  wishes: 'Wensen',
  status: 'Status',
  publishedAt: 'Gepubliceerd op',
  consultantId: 'Consultant',
};

/** Names of the reference data an opdracht's ids point at, where loaded. */
export interface ReferenceLookup {
  sectors?: readonly NamedRef[];
  positions?: readonly NamedRef[];
  educationLevels?: readonly NamedRef[];
  /** Staff members, for the responsible consultant. */
  staff?: readonly NamedRef[];
}

function nameOf(list: readonly NamedRef[] | undefined, id: unknown): string {
  return list?.find((item) => item.id === id)?.name ?? `nr. ${String(id)}`;
}

/**
 * A logged value of an opdracht's field as people read it: names for
 * reference ids, Dutch work modes and dates, lists by their lines;
 * undefined where the history's defaults apply (statuses, timestamps,
 * booleans, empty values).
 */
export function formatVacancyAuditValue(field: string, value: unknown, lookup: ReferenceLookup = {}): string | undefined {
  if (field === 'consultantId') return value === null || value === undefined ? 'Niemand' : nameOf(lookup.staff, value);
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.length === 0 ? '(leeg)' : value.map(String).join('; ');
  if (field === 'workMode' && typeof value === 'string' && value in WORK_MODE_LABELS) return WORK_MODE_LABELS[value as WorkMode];
  if (field === 'sectorId') return nameOf(lookup.sectors, value);
  if (field === 'educationLevelId') return nameOf(lookup.educationLevels, value);
  if (field === 'positionId') return nameOf(lookup.positions, value);
  if ((field === 'startDate' || field === 'closingDate') && typeof value === 'string') return formatDutchDate(value);
  return undefined;
}
