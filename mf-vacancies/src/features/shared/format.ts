import type { VacancyListItem } from '@interim/shared/contract';
import { ANONYMOUS_CLIENT_NAME, WORK_MODE_LABELS } from '@interim/shared/contract/labels';

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** '2026-12-01' -> '1 december 2026'. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}

/** An ISO timestamp as Dutch date and time (Amsterdam time). */
export function formatDateTime(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : dateTimeFormat.format(date);
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
  return startDate ? formatDate(startDate) : 'In overleg';
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
  return `${total.toLocaleString('nl-NL')} ${total === 1 ? 'opdracht' : 'opdrachten'}`;
}
