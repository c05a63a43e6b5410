import { useEffect, useState, type FormEvent } from 'react';
import { useSectors } from '@interim/shared/api/reference-data';
import { VACANCY_STATUSES, VACANCY_STATUS_LABELS } from '@interim/shared/contract/labels';
import { Box, Button, Flex, SelectField, SimpleGrid, TextField, chakra } from '@interim/shared/ui';
import { SORT_OPTIONS, parseDay, type SortKey, type StatusChoice, type VacancyListState } from '../vacancy-list-state';

/** Props of {@link VacancyFilters}. */
export interface VacancyFiltersProps {
  state: VacancyListState;
  onChange: (change: Partial<VacancyListState>) => void;
}

/**
 * Search, filters (status, sector, closing date from/to) and sort of the
 * staff list. Native controls: each choice applies at once; the text applies
 * on "Zoeken" (or Enter), so a search is not sent per keystroke.
 */
export function VacancyFilters({ state, onChange }: VacancyFiltersProps) {
  const sectors = useSectors();
  const [text, setText] = useState(state.q);
  // The URL may change the text (back button, "Wis alle filters").
  useEffect(() => setText(state.q), [state.q]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() });
  };

  return (
    <Box mb="6">
      <chakra.form role="search" aria-label="Opdrachten zoeken" onSubmit={search} mb="4">
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box flex="1" minW="16rem">
            <TextField
              label="Zoeken in opdrachten"
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </Box>
          <Button type="submit">
            Zoeken
          </Button>
        </Flex>
      </chakra.form>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        <SelectField
          label="Status"
          value={state.status}
          options={[{ value: 'all', label: 'Alle statussen' }, ...VACANCY_STATUSES.map((status) => ({ value: status, label: VACANCY_STATUS_LABELS[status] }))]}
          onChange={(event) => onChange({ status: event.target.value as StatusChoice })}
        />
        <SelectField
          label="Sector"
          value={state.sectorId ? String(state.sectorId) : ''}
          options={[{ value: '', label: 'Alle sectoren' }, ...(sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }))]}
          onChange={(event) => onChange({ sectorId: Number(event.target.value) || undefined })}
        />
        <TextField
          label="Sluit op of na"
          type="date"
          value={state.closingAfter ?? ''}
          onChange={(event) => onChange({ closingAfter: parseDay(event.target.value) })}
        />
        <TextField
          label="Sluit op of voor"
          type="date"
          value={state.closingBefore ?? ''}
          onChange={(event) => onChange({ closingBefore: parseDay(event.target.value) })}
        />
        <SelectField
          label="Sorteren"
          value={state.sort}
          options={(Object.keys(SORT_OPTIONS) as SortKey[]).map((key) => ({ value: key, label: SORT_OPTIONS[key].label }))}
          onChange={(event) => onChange({ sort: event.target.value as SortKey })}
        />
      </SimpleGrid>
    </Box>
  );
}
