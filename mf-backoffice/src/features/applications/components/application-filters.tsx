import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@interim/shared/contract/labels';
import { SelectField, SimpleGrid } from '@interim/shared/ui';
import { VacancyPicker } from '../../shared/vacancy-picker';
import type { ApplicationListState } from '../application-list-state';

/** Props of {@link ApplicationFilters}. */
export interface ApplicationFiltersProps {
  state: ApplicationListState;
  onChange: (change: Partial<ApplicationListState>) => void;
}

/** Filters of the reacties list: the opdracht (searched among all of them) and the status. Applied on change. */
export function ApplicationFilters({ state, onChange }: ApplicationFiltersProps) {
  return (
    <SimpleGrid as="form" role="search" aria-label="Reacties filteren" columns={{ base: 1, md: 2 }} gap="4" mb="4" onSubmit={(event) => event.preventDefault()}>
      <VacancyPicker
        value={state.vacancyId}
        onChange={(vacancyId) => onChange({ vacancyId })}
        helperText="Kies een opdracht om meerdere reacties tegelijk een nieuwe status te geven."
      />
      <SelectField
        label="Status"
        value={state.status ?? ''}
        onChange={(event) => onChange({ status: (event.target.value || undefined) as ApplicationListState['status'] })}
      >
        <option value="">Alle statussen</option>
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {APPLICATION_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
    </SimpleGrid>
  );
}
