import type { VacancyListItem } from '@interim/shared/contract';
import { ANONYMOUS_CLIENT_NAME, WORK_MODE_LABELS } from '@interim/shared/contract/labels';
import { formatDutchDate, formatWholeNumber } from '@interim/shared/format';

// Dates and counts are written out (@interim/shared/format): the first Intl
// formatter of a page loads the locale data, 70-100 ms (issue 8). Only the
// time in Amsterdam needs Intl, made on first use, not when the module loads.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** An ISO timestamp as Dutch date and time (Amsterdam time). */
export function formatDateTime(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  dateTimeFormat ??= new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  });
  return dateTimeFormat.format(date);
}

/** '24 - 32 uur per week', or '32 uur per week' when the band is one value. */
export function formatHours(vacancy: Pick<VacancyListItem, 'hoursPerWeekMin' | 'hoursPerWeekMax'>): string {
  const { hoursPerWeekMin: min, hoursPerWeekMax: max } = vacancy;
  return min === max ? `${min} uur per week` : `${min} - ${max} uur per week`;
}

/** '€ 60 - € 75 per uur excl. btw'. */
export function formatRate(vacancy: Pick<VacancyListItem, 'hourlyRateMin' | 'hourlyRateMax'>): string {
  const { hourlyRateMin: min, hourlyRateMax: max } = vacancy;
  return min === max ? `€ ${min} per uur excl. btw` : `€ ${min} - € ${max} per uur excl. btw`;
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
