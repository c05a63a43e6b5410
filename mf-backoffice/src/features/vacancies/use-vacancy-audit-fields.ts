import { useMemo } from 'react';
import { useEducationLevels, useSectors } from '@interim/shared/api/reference-data';
import type { AuditFieldFormat } from '../shared/audit-history';
import { VACANCY_FIELD_LABELS, formatVacancyAuditValue } from './audit-format';

/** How the history names and shows an opdracht's fields, with sector and education names once loaded. */
export function useVacancyAuditFields(): AuditFieldFormat {
  const sectors = useSectors();
  const educationLevels = useEducationLevels();
  return useMemo(
    () => ({
      labels: VACANCY_FIELD_LABELS,
      formatValue: (field: string, value: unknown) =>
        formatVacancyAuditValue(field, value, { sectors: sectors.data, educationLevels: educationLevels.data }),
    }),
    [sectors.data, educationLevels.data],
  );
}
