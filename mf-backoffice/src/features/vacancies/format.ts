import type { VacancyListItem, VacancyStatus } from '@interim/shared/contract';
import { ANONYMOUS_CLIENT_NAME, VACANCY_STATUS_LABELS, WORK_MODE_LABELS } from '@interim/shared/contract/labels';
import { formatDutchDate, formatHourRange, formatRateBand } from '@interim/shared/format';

// The texts freelancers read on /opdrachten/:id (mf-vacancies formats them
// the same way from @interim/shared/format; remotes do not import each other).

/** '24 – 32 uur per week', or '32 uur per week' when the band is one value. */
export function formatHours(vacancy: Pick<VacancyListItem, 'hoursPerWeekMin' | 'hoursPerWeekMax'>): string {
  return formatHourRange(vacancy.hoursPerWeekMin, vacancy.hoursPerWeekMax);
}

/** '€ 60 – € 75 per uur excl. btw'. */
export function formatRate(vacancy: Pick<VacancyListItem, 'hourlyRateMin' | 'hourlyRateMax'>): string {
  return `${formatRateBand(vacancy.hourlyRateMin, vacancy.hourlyRateMax)} excl. btw`;
}

/** The start date, or 'In overleg'. */
export function formatStart(startDate: string | null): string {
  return startDate ? formatDutchDate(startDate) : 'In overleg';
}

/** The client's name as freelancers see it: 'Anonieme opdrachtgever' when anonymous or unnamed. */
export function clientLabel(vacancy: { clientName: string | null; isAnonymous: boolean }): string {
  return vacancy.isAnonymous || !vacancy.clientName ? ANONYMOUS_CLIENT_NAME : vacancy.clientName;
}

/** Dutch label of a work mode. */
export function workModeLabel(mode: VacancyListItem['workMode']): string {
  return WORK_MODE_LABELS[mode];
}

/** Badge colours of the statuses: concept grey, published green, closed red. */
export const STATUS_PALETTE: Record<VacancyStatus, string> = { concept: 'gray', open: 'green', closed: 'red' };

/** Dutch label of a status: Concept, Gepubliceerd, Gesloten. */
export function statusLabel(status: VacancyStatus): string {
  return VACANCY_STATUS_LABELS[status];
}
