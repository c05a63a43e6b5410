import type { VacancyStatus } from '@interim/shared/contract';
import { VACANCY_STATUS_LABELS } from '@interim/shared/contract/labels';

/** Badge colours of the statuses: concept grey, published green, closed red. */
export const STATUS_PALETTE: Record<VacancyStatus, string> = { concept: 'gray', open: 'green', closed: 'red' };

/** Dutch label of a status: Concept, Gepubliceerd, Gesloten. */
export function statusLabel(status: VacancyStatus): string {
  return VACANCY_STATUS_LABELS[status];
}
