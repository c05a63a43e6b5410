import { useEffect, useState, type FormEvent } from 'react';
import { useStaffMembers } from '@interim/shared/api/backoffice-lists';
import { useMe } from '@interim/shared/api/employees';
import { useSectors } from '@interim/shared/api/reference-data';
import { VACANCY_STATUSES, VACANCY_STATUS_LABELS } from '@interim/shared/contract/labels';
import { Box, Button, Flex, HStack, SelectField, SimpleGrid, TextField, chakra } from '@interim/shared/ui';
import { SORT_OPTIONS, parseDay, type SortKey, type StatusChoice, type VacancyListState } from '../vacancy-list-state';

/** Props of {@link VacancyFilters}. */
export interface VacancyFiltersProps {
  state: VacancyListState;
  onChange: (change: Partial<VacancyListState>) => void;
}

/**
 * Search, filters (status, sector, closing date from/to, responsible
 * consultant with a "Mijn opdrachten" shortcut) and sort of the staff list. Native controls: each choice applies at once; the text applies
 * on "Zoeken" (or Enter), so a search is not sent per keystroke.
 */
export function VacancyFilters({ state, onChange }: VacancyFiltersProps) {
  const sectors = useSectors();
  const staff = useStaffMembers();
  const { data: me } = useMe();
  const mine = me !== undefined && state.consultantId === me.id;
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
      <HStack role="group" aria-label="Opdrachten van" gap="2" mb="4">
        <Button
          variant={state.consultantId ? 'outline' : 'solid'}
          size="sm"
          aria-pressed={!state.consultantId}
          onClick={() => onChange({ consultantId: undefined })}
        >
          Alle opdrachten
        </Button>
        <Button
          variant={mine ? 'solid' : 'outline'}
          size="sm"
          aria-pressed={mine}
          disabled={me === undefined}
          onClick={() => (me ? onChange({ consultantId: me.id }) : undefined)}
        >
          Mijn opdrachten
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
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
          label="Consultant"
          value={state.consultantId ? String(state.consultantId) : ''}
          options={[
            { value: '', label: 'Alle consultants' },
            ...(staff.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
            // A consultant from a shared link shows before the names are in.
            ...(state.consultantId && !staff.data ? [{ value: String(state.consultantId), label: 'Consultant laden…' }] : []),
          ]}
          onChange={(event) => onChange({ consultantId: Number(event.target.value) || undefined })}
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
