import { WORK_MODES, WORK_MODE_LABELS, type WorkMode } from '@interim/shared/contract/labels';
import { formatEuro } from '@interim/shared/format';
import { Stack, chakra } from '@interim/shared/ui';
import { HOURS_OPTIONS, RATE_OPTIONS, type SearchChange, type SearchState } from '../search-state';
import { DistanceFilter } from './distance-filter';
import { FilterSelect, toNumber } from './filter-select';
import { useEducationLevels, usePositions, useSectors } from '@interim/shared/api';

/** Props of {@link SearchFilters}. */
export interface SearchFiltersProps {
  state: SearchState;
  /** Applies a change (the page resets to 1). */
  onChange: (change: SearchChange) => void;
  /** Postcode filled in when the URL has none (a logged-in user's own). */
  defaultPostcode?: string | undefined;
  /** An error of the API about the postcode (e.g. unknown area). */
  postcodeError?: string | undefined;
}

/** The filters of `/opdrachten`. Choices apply at once; the distance with its own button ({@link DistanceFilter}). */
export function SearchFilters({ state, onChange, defaultPostcode, postcodeError }: SearchFiltersProps) {
  const sectors = useSectors();
  const positions = usePositions(state.sector);
  const levels = useEducationLevels();
  const toggleWorkMode = (mode: WorkMode, checked: boolean) => {
    onChange((current) => ({
      workModes: checked ? [...current.workModes.filter((m) => m !== mode), mode] : current.workModes.filter((m) => m !== mode),
    }));
  };

  return (
    <Stack gap="5" as="section" aria-label="Filters">
      <FilterSelect label="Sector" value={state.sector} onChange={(v) => onChange({ sector: toNumber(v), position: undefined })}>
        <option value="">Alle sectoren</option>
        {sectors.data?.map((sector) => (
          <option key={sector.id} value={sector.id}>
            {sector.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Functie" value={state.position} onChange={(v) => onChange({ position: toNumber(v) })} disabled={!state.sector}>
        <option value="">{state.sector ? 'Alle functies' : 'Kies eerst een sector'}</option>
        {positions.data?.map((position) => (
          <option key={position.id} value={position.id}>
            {position.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Opleidingsniveau" value={state.educationLevel} onChange={(v) => onChange({ educationLevel: toNumber(v) })}>
        <option value="">Alle niveaus</option>
        {levels.data?.map((level) => (
          <option key={level.id} value={level.id}>
            {level.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Uren per week" value={state.hours} onChange={(v) => onChange({ hours: v || undefined })}>
        <option value="">Alle uren</option>
        {HOURS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Minimaal uurtarief" value={state.rateMin} onChange={(v) => onChange({ rateMin: toNumber(v) })}>
        <option value="">Elk tarief</option>
        {RATE_OPTIONS.map((rate) => (
          <option key={rate} value={rate}>
            {`Vanaf ${formatEuro(rate)} per uur`}
          </option>
        ))}
      </FilterSelect>
      <chakra.fieldset>
        <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
          Werkvorm
        </chakra.legend>
        <Stack gap="1">
          {WORK_MODES.map((mode) => (
            <chakra.label key={mode} display="flex" gap="2" alignItems="center" fontSize="sm" cursor="pointer">
              <chakra.input
                type="checkbox"
                boxSize="4"
                accentColor="brand.solid"
                checked={state.workModes.includes(mode)}
                onChange={(event) => toggleWorkMode(mode, event.currentTarget.checked)}
              />
              {WORK_MODE_LABELS[mode]}
            </chakra.label>
          ))}
        </Stack>
      </chakra.fieldset>
      <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm" cursor="pointer">
        <chakra.input
          type="checkbox"
          boxSize="4"
          accentColor="brand.solid"
          checked={state.zzpOnly}
          onChange={(event) => onChange({ zzpOnly: event.currentTarget.checked })}
        />
        Alleen opdrachten voor zzp&apos;ers
      </chakra.label>
      <DistanceFilter state={state} onChange={onChange} defaultPostcode={defaultPostcode} postcodeError={postcodeError} />
    </Stack>
  );
}
