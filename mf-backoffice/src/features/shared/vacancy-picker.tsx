import { useCallback, useState } from 'react';
import { useVacancyChoiceSearch } from '@interim/shared/api/backoffice-lists';
import { useStaffVacancy } from '@interim/shared/api/backoffice-vacancies';
import type { VacancyChoice, VacancyStatus } from '@interim/shared/contract';
import { VACANCY_STATUS_LABELS } from '@interim/shared/contract/labels';
import { SearchCombobox, type ComboboxChoice } from './search-combobox';

/** Props of {@link VacancyPicker}. */
export interface VacancyPickerProps {
  /** The chosen opdracht (from the URL, e.g. `?opdracht=116`), or undefined. */
  value: number | undefined;
  onChange: (vacancyId: number | undefined) => void;
  label?: string;
  helperText?: string;
  /** Only opdrachten of this status (e.g. the open ones to put a candidate forward for). */
  status?: VacancyStatus;
}

/** "Titel – Opdrachtgever": the real client also when the opdracht is anonymous (staff see it, marked). */
export function vacancyChoiceLabel(vacancy: { title: string; clientName: string | null; isAnonymous: boolean }): string {
  const client = vacancy.clientName ?? 'opdrachtgever onbekend';
  return `${vacancy.title} – ${client}${vacancy.isAnonymous ? ' (anoniem)' : ''}`;
}

function toChoice(vacancy: VacancyChoice): ComboboxChoice {
  const status = vacancy.status === 'open' ? '' : ` · ${VACANCY_STATUS_LABELS[vacancy.status].toLowerCase()}`;
  return { id: vacancy.id, label: vacancyChoiceLabel(vacancy), detail: `${vacancy.city} · nr. ${vacancy.id}${status}` };
}

/** Announced after each search: how many opdrachten match, and how many the list shows. */
export function describeVacancyResults(total: number, shown: number): string {
  if (total === 0) return 'Geen opdrachten gevonden.';
  const found = total === 1 ? '1 opdracht gevonden' : `${total} opdrachten gevonden`;
  if (shown < total) return `${found}, de eerste ${shown} staan in de lijst. Typ verder om te verfijnen.`;
  return `${found}. Kies met de pijltjestoetsen en Enter.`;
}

/**
 * Choose one opdracht out of all of them (issue 30 item 1): type part of its
 * title, client or city (or its number); the server searches every
 * opdracht, whatever its age or status. Shows title and client, never a
 * bare id, also when the choice came from a link.
 */
export function VacancyPicker({ value, onChange, label = 'Opdracht', helperText, status }: VacancyPickerProps) {
  const [query, setQuery] = useState<string | null>(null);
  const onQueryChange = useCallback((next: string | null) => setQuery(next), []);
  const search = useVacancyChoiceSearch(query, undefined, status);
  const { data: chosen } = useStaffVacancy(value);
  return (
    <SearchCombobox
      label={label}
      helperText={helperText}
      placeholder="Zoek op titel, opdrachtgever of plaats"
      selectedLabel={value === undefined ? '' : chosen && chosen.id === value ? vacancyChoiceLabel(chosen) : 'Opdracht laden…'}
      hasSelection={value !== undefined}
      onQueryChange={onQueryChange}
      results={search.data ? { items: search.data.items.map(toChoice), total: search.data.total } : undefined}
      resultsQuery={search.data?.query}
      loading={search.isLoading || search.isValidating}
      error={Boolean(search.error)}
      describeResults={describeVacancyResults}
      onSelect={onChange}
      clearLabel="Wis de opdracht"
    />
  );
}
