import type { VacancyListItem } from '@interim/shared/contract';
import { ANONYMOUS_CLIENT_NAME, WORK_MODE_LABELS } from '@interim/shared/contract/labels';
import { formatDutchDate, formatHourRange, formatRateBand, formatWholeNumber } from '@interim/shared/format';

// Formatting itself lives in @interim/shared/format (written out, no Intl: issue 8); these apply it to vacancies.

/** '24 – 32 uur per week', or '32 uur per week' when the band is one value. */
export function formatHours(vacancy: Pick<VacancyListItem, 'hoursPerWeekMin' | 'hoursPerWeekMax'>): string {
  return formatHourRange(vacancy.hoursPerWeekMin, vacancy.hoursPerWeekMax);
}

/** '€ 60 – € 75 per uur excl. btw', or '€ 60 per uur excl. btw' when the band is one value. */
export function formatRate(vacancy: Pick<VacancyListItem, 'hourlyRateMin' | 'hourlyRateMax'>): string {
  return `${formatRateBand(vacancy.hourlyRateMin, vacancy.hourlyRateMax)} excl. btw`;
}

/** The start date, or 'In overleg'. */
export function formatStart(startDate: string | null): string {
  return startDate ? formatDutchDate(startDate) : 'In overleg';
}

/** The client's name, or 'Anonieme opdrachtgever'. */
export function clientLabel(vacancy: Pick<VacancyListItem, 'clientName' | 'isAnonymous'>): string {
  return vacancy.isAnonymous || !vacancy.clientName ? ANONYMOUS_CLIENT_NAME : vacancy.clientName;
}

/** Dutch label of a work mode. */
export function workModeLabel(mode: VacancyListItem['workMode']): string {
  return WORK_MODE_LABELS[mode];
}

/** '1 opdracht' / '12 opdrachten' (with thousands separators). */
export function countVacancies(total: number): string {
  return `${formatWholeNumber(total)} ${total === 1 ? 'opdracht' : 'opdrachten'}`;
}
