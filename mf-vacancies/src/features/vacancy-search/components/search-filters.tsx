import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { WORK_MODES, WORK_MODE_LABELS, type WorkMode } from '@interim/shared/contract/labels';
import { formatEuro } from '@interim/shared/format';
import { Button, Field, HStack, Input, NativeSelect, Stack, Text, chakra } from '@interim/shared/ui';
import {
  HOURS_OPTIONS,
  RADIUS_OPTIONS,
  RATE_OPTIONS,
  isValidPostcode,
  normalisePostcode,
  type SearchChange,
  type SearchState,
} from '../search-state';
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

const toNumber = (value: string) => (value ? Number(value) : undefined);

function FilterSelect({
  label,
  value,
  onChange,
  children,
  disabled,
}: {
  label: string;
  value: string | number | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Field.Root disabled={disabled}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The filters of `/opdrachten`. Choices apply at once; the postcode applies
 * with its button or Enter (typing would otherwise search on every key).
 */
export function SearchFilters({ state, onChange, defaultPostcode, postcodeError }: SearchFiltersProps) {
  const sectors = useSectors();
  const positions = usePositions(state.sector);
  const levels = useEducationLevels();
  const [postcode, setPostcode] = useState(state.postcode ?? defaultPostcode ?? '');
  const [radius, setRadius] = useState<number | undefined>(state.radiusKm);
  const [postcodeProblem, setPostcodeProblem] = useState<string | undefined>();
  const postcodeId = useId();
  const radiusId = useId();

  // Back/forward or "clear filters" change the URL: follow it.
  useEffect(() => {
    setPostcode(state.postcode ?? defaultPostcode ?? '');
    setRadius(state.radiusKm);
    setPostcodeProblem(undefined);
  }, [state.postcode, state.radiusKm, defaultPostcode]);

  const applyDistance = (event?: FormEvent) => {
    event?.preventDefault();
    const text = postcode.trim();
    if (!text) {
      setPostcodeProblem(radius ? 'Vul een postcode in om op afstand te zoeken' : undefined);
      if (!radius) onChange({ postcode: undefined, radiusKm: undefined });
      return;
    }
    if (!isValidPostcode(text)) {
      setPostcodeProblem('Vul een geldige postcode in, bijvoorbeeld 1234 AB');
      return;
    }
    setPostcodeProblem(undefined);
    onChange({ postcode: normalisePostcode(text), radiusKm: radius });
  };

  const toggleWorkMode = (mode: WorkMode, checked: boolean) => {
    onChange((current) => ({
      workModes: checked ? [...current.workModes.filter((m) => m !== mode), mode] : current.workModes.filter((m) => m !== mode),
    }));
  };

  const distanceError = postcodeProblem ?? postcodeError;

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
      <chakra.form onSubmit={applyDistance} noValidate aria-label="Zoeken op afstand">
        <Stack gap="2">
          <Field.Root invalid={Boolean(distanceError)}>
            <Field.Label htmlFor={postcodeId}>Postcode</Field.Label>
            <Input
              id={postcodeId}
              size="sm"
              value={postcode}
              autoComplete="postal-code"
              placeholder="1234 AB"
              aria-describedby={distanceError ? `${postcodeId}-error` : undefined}
              aria-invalid={distanceError ? true : undefined}
              onChange={(event) => setPostcode(event.currentTarget.value)}
            />
            {distanceError ? (
              <Field.ErrorText id={`${postcodeId}-error`}>{distanceError}</Field.ErrorText>
            ) : null}
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor={radiusId}>Afstand</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id={radiusId} value={radius ?? ''} onChange={(event) => setRadius(toNumber(event.currentTarget.value))}>
                <option value="">Elke afstand</option>
                {RADIUS_OPTIONS.map((km) => (
                  <option key={km} value={km}>
                    {`Binnen ${km} km`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack>
            <Button type="submit" size="sm" variant="outline">
              Afstand toepassen
            </Button>
            {state.postcode ? (
              <Button size="sm" variant="ghost" onClick={() => onChange({ postcode: undefined, radiusKm: undefined })}>
                Wis afstand
              </Button>
            ) : null}
          </HStack>
          {defaultPostcode && !state.postcode ? (
            <Text fontSize="xs" color="fg.muted">
              Ingevuld met de postcode uit je profiel.
            </Text>
          ) : null}
        </Stack>
      </chakra.form>
    </Stack>
  );
}
