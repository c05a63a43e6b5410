import { useVacancyChoices } from '@interim/shared/api/backoffice-applications';
import { ANONYMOUS_CLIENT_NAME, APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, VACANCY_STATUS_LABELS } from '@interim/shared/contract/labels';
import { Button, HStack, SelectField, SimpleGrid, Text } from '@interim/shared/ui';
import type { ApplicationListState } from '../application-list-state';

/** Props of {@link ApplicationFilters}. */
export interface ApplicationFiltersProps {
  state: ApplicationListState;
  onChange: (change: Partial<ApplicationListState>) => void;
}

/** Filters of the reacties list: the opdracht (every status, newest first) and the status. Applied on change. */
export function ApplicationFilters({ state, onChange }: ApplicationFiltersProps) {
  const { data: vacancies, error, mutate } = useVacancyChoices();
  const options = (vacancies?.items ?? []).map((vacancy) => ({
    value: vacancy.id,
    label: `${vacancy.title} – ${vacancy.clientName ?? ANONYMOUS_CLIENT_NAME}${vacancy.status === 'open' ? '' : ` (${VACANCY_STATUS_LABELS[vacancy.status].toLowerCase()})`}`,
  }));
  // An opdracht from a shared link that is not among the choices still shows as chosen.
  if (state.vacancyId && !options.some((option) => option.value === state.vacancyId)) {
    options.unshift({ value: state.vacancyId, label: `Opdracht ${state.vacancyId}` });
  }

  return (
    <SimpleGrid as="form" role="search" aria-label="Reacties filteren" columns={{ base: 1, md: 2 }} gap="4" mb="4" onSubmit={(event) => event.preventDefault()}>
      <div>
        <SelectField
          label="Opdracht"
          value={state.vacancyId ?? ''}
          onChange={(event) => onChange(event.target.value ? { vacancyId: Number(event.target.value) } : { vacancyId: undefined })}
          helperText={error ? undefined : 'Kies een opdracht om meerdere reacties tegelijk een nieuwe status te geven.'}
        >
          <option value="">Alle opdrachten</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {error ? (
          <HStack gap="2" mt="1" role="alert">
            <Text fontSize="sm" color="fg.error">
              De opdrachten konden niet worden geladen.
            </Text>
            <Button size="xs" variant="outline" onClick={() => void mutate()}>
              Opnieuw proberen
            </Button>
          </HStack>
        ) : null}
      </div>
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
