import { useMemo } from 'react';
import { useAllPositions, useEducationLevels, useSectors } from '@interim/shared/api/reference-data';
import { Box, SelectField, SimpleGrid, Text, TextField, chakra } from '@interim/shared/ui';
import { parseWholeNumber, type CandidateProfileFilter } from '../candidate-list-state';

/** Props of {@link CandidateProfileFilters}. */
export interface CandidateProfileFiltersProps {
  value: CandidateProfileFilter;
  onChange: (change: Partial<CandidateProfileFilter>) => void;
}

/** Positions grouped by name: one choice per function, standing for its ids in every sector. */
/** The whole-number filters: hours per week and the rate, each with its bound. */
const WHOLE_NUMBER_FIELDS = [
  { key: 'minHours', label: 'Minimaal uren per week', name: 'minUren', max: 80 },
  { key: 'maxHours', label: 'Maximaal uren per week', name: 'maxUren', max: 80 },
  { key: 'maxRate', label: 'Maximaal uurtarief (euro)', name: 'maxTarief', max: 1000 },
] as const satisfies ReadonlyArray<{ key: keyof CandidateProfileFilter; label: string; name: string; max: number }>;

function functionChoices(positions: Array<{ id: number; name: string; sectorId: number }>, sector: number | undefined) {
  const byName = new Map<string, number[]>();
  for (const position of positions) {
    if (sector !== undefined && position.sectorId !== sector) continue;
    byName.set(position.name, [...(byName.get(position.name) ?? []), position.id]);
  }
  return [...byName.entries()].map(([name, ids]) => ({ name, ids })).sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

/**
 * The recruiters' profile filters (issue 30 item 2): functions (any of
 * several, one checkbox per function name whatever its sector), sector,
 * minimum education level, availability, hours per week and maximum rate.
 * Controlled: the search form applies them with its other fields.
 */
export function CandidateProfileFilters({ value, onChange }: CandidateProfileFiltersProps) {
  const sectors = useSectors();
  const positions = useAllPositions();
  const levels = useEducationLevels();
  const choices = useMemo(() => functionChoices(positions.data ?? [], value.sector), [positions.data, value.sector]);
  const toggle = (ids: number[], checked: boolean) => {
    const rest = value.positions.filter((id) => !ids.includes(id));
    onChange({ positions: checked ? [...rest, ...ids] : rest });
  };

  return (
    <Box mt="3">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="flex-start">
        <SelectField
          label="Sector"
          name="sector"
          value={value.sector === undefined ? '' : String(value.sector)}
          options={[{ value: '', label: 'Alle sectoren' }, ...(sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }))]}
          onChange={(event) => onChange({ sector: parseWholeNumber(event.target.value, 1, 9999) })}
        />
        <SelectField
          label="Minimaal opleidingsniveau"
          name="opleiding"
          value={value.educationLevel === undefined ? '' : String(value.educationLevel)}
          options={[{ value: '', label: 'Elk niveau' }, ...(levels.data ?? []).map((level) => ({ value: String(level.id), label: level.name }))]}
          onChange={(event) => onChange({ educationLevel: parseWholeNumber(event.target.value, 1, 9999) })}
        />
        <TextField
          label="Beschikbaar uiterlijk op"
          name="beschikbaar"
          type="date"
          value={value.availableBy}
          onChange={(event) => onChange({ availableBy: event.target.value })}
        />
        {WHOLE_NUMBER_FIELDS.map(({ key, label, name, max }) => (
          <TextField
            key={key}
            label={label}
            name={name}
            inputMode="numeric"
            value={value[key] === undefined ? '' : String(value[key])}
            onChange={(event) => onChange({ [key]: parseWholeNumber(event.target.value, 1, max) })}
          />
        ))}
      </SimpleGrid>
      <chakra.fieldset mt="3" borderWidth="1px" borderRadius="md" px="3" py="2">
        <chakra.legend px="1" fontWeight="medium">
          Functie (een of meer)
        </chakra.legend>
        {choices.length === 0 ? (
          <Text color="fg.muted">{positions.isLoading ? 'Functies laden…' : 'Geen functies in deze sector.'}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="1" maxH="12rem" overflowY="auto">
            {choices.map((choice) => (
              <chakra.label key={choice.name} display="flex" gap="2" alignItems="center" cursor="pointer">
                <chakra.input
                  type="checkbox"
                  boxSize="4"
                  accentColor="brand.solid"
                  focusVisibleRing="outside"
                  checked={choice.ids.some((id) => value.positions.includes(id))}
                  onChange={(event) => toggle(choice.ids, event.target.checked)}
                />
                {choice.name}
              </chakra.label>
            ))}
          </SimpleGrid>
        )}
      </chakra.fieldset>
    </Box>
  );
}
