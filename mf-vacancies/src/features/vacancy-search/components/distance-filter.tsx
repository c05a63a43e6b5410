import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Stack, Text, chakra } from '@interim/shared/ui';
import { RADIUS_OPTIONS, isValidPostcode, normalisePostcode, type SearchChange, type SearchState } from '../search-state';
import { toNumber } from './filter-select';

/** Props of {@link DistanceFilter}. */
export interface DistanceFilterProps {
  state: SearchState;
  onChange: (change: SearchChange) => void;
  /** Postcode filled in when the URL has none (a logged-in user's own). */
  defaultPostcode?: string | undefined;
  /** An error of the API about the postcode (e.g. unknown area). */
  postcodeError?: string | undefined;
}

/** A whole postcode, digits and letters: typing it applies it (four digits alone wait for Enter or leaving the field). */
const COMPLETE_POSTCODE = /^[1-9][0-9]{3} ?[a-z]{2}$/i;

/**
 * Postcode and distance, applied like every other filter (issue 17, no
 * button of their own): a radius as soon as it is chosen, a postcode once it
 * is complete (1234 AB), or on Enter or leaving the field (1234, or to show
 * why it is wrong); emptying the postcode drops the distance. A wrong
 * postcode is refused in Dutch before anything is sent.
 */
export function DistanceFilter({ state, onChange, defaultPostcode, postcodeError }: DistanceFilterProps) {
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

  const applyDistance = (text: string, km: number | undefined) => {
    const trimmed = text.trim();
    if (!trimmed) {
      setPostcodeProblem(km ? 'Vul een postcode in om op afstand te zoeken' : undefined);
      if (state.postcode) onChange({ postcode: undefined, radiusKm: undefined });
      return;
    }
    if (!isValidPostcode(trimmed)) {
      setPostcodeProblem('Vul een geldige postcode in, bijvoorbeeld 1234 AB');
      return;
    }
    setPostcodeProblem(undefined);
    const normalised = normalisePostcode(trimmed);
    if (normalised !== state.postcode || km !== state.radiusKm) onChange({ postcode: normalised, radiusKm: km });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyDistance(postcode, radius);
  };

  const distanceError = postcodeProblem ?? postcodeError;

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Zoeken op afstand">
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
            onChange={(event) => {
              const text = event.currentTarget.value;
              setPostcode(text);
              if (COMPLETE_POSTCODE.test(text.trim()) || (!text.trim() && state.postcode)) applyDistance(text, radius);
            }}
            onBlur={() => {
              // Leaving an untouched field changes nothing (the profile's postcode is only a suggestion).
              if (postcode.trim() !== (state.postcode ?? defaultPostcode ?? '')) applyDistance(postcode, radius);
            }}
          />
          {distanceError ? (
            <Field.ErrorText id={`${postcodeId}-error`}>{distanceError}</Field.ErrorText>
          ) : null}
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={radiusId}>Afstand</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id={radiusId}
              value={radius ?? ''}
              onChange={(event) => {
                const km = toNumber(event.currentTarget.value);
                setRadius(km);
                applyDistance(postcode, km);
              }}
            >
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
        {state.postcode ? (
          <HStack>
            <Button size="sm" variant="ghost" onClick={() => onChange({ postcode: undefined, radiusKm: undefined })}>
              Wis afstand
            </Button>
          </HStack>
        ) : null}
        {defaultPostcode && !state.postcode ? (
          <Text fontSize="xs" color="fg.muted">
            Ingevuld met de postcode uit je profiel.
          </Text>
        ) : null}
      </Stack>
    </chakra.form>
  );
}
