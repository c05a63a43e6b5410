import type { VacancyListItem, VacancyStatus } from '@interim/shared/contract';
import { VACANCY_STATUS_LABELS, WORK_MODE_LABELS } from '@interim/shared/contract/labels';

// The texts freelancers read on /opdrachten/:id come from @interim/shared/format, as in mf-vacancies.
export {
  vacancyClientLabel as clientLabel,
  formatVacancyHours as formatHours,
  formatVacancyRate as formatRate,
  formatVacancyStart as formatStart,
} from '@interim/shared/format';

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
