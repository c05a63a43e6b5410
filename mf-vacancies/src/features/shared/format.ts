import { formatWholeNumber } from '@interim/shared/format';

// The vacancy texts the back office's preview shows too live in @interim/shared/format.
export {
  vacancyClientLabel as clientLabel,
  formatVacancyHours as formatHours,
  formatVacancyRate as formatRate,
  formatVacancyStart as formatStart,
} from '@interim/shared/format';

// Formatting itself lives in @interim/shared/format (written out, no Intl: issue 8); these apply it to vacancies.

/** '1 opdracht' / '12 opdrachten' (with thousands separators). */
export function countVacancies(total: number): string {
  return `${formatWholeNumber(total)} ${total === 1 ? 'opdracht' : 'opdrachten'}`;
}
