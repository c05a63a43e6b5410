import { useMemo } from 'react';
import { useStaffMembers } from '@interim/shared/api/backoffice-lists';
import { useAllPositions, useEducationLevels, useSectors } from '@interim/shared/api/reference-data';
import type { AuditFieldFormat } from '../shared/audit-history';
import { VACANCY_FIELD_LABELS, formatVacancyAuditValue } from './audit-format';

/** How the history names and shows an opdracht's fields, with sector, function, education and consultant names once loaded. */
export function useVacancyAuditFields(): AuditFieldFormat {
  const sectors = useSectors();
  const educationLevels = useEducationLevels();
  const positions = useAllPositions();
  const staff = useStaffMembers();
  return useMemo(
    () => ({
      labels: VACANCY_FIELD_LABELS,
      formatValue: (field: string, value: unknown) =>
        formatVacancyAuditValue(field, value, { sectors: sectors.data, positions: positions.data, educationLevels: educationLevels.data, staff: staff.data }),
    }),
    [sectors.data, positions.data, educationLevels.data, staff.data],
  );
}
