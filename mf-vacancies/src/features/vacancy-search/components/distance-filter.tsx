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

/**
 * Postcode and distance. They apply with the button or Enter (typing a
 * postcode would otherwise search on every key); a wrong postcode is refused
 * in Dutch before anything is sent.
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

  const distanceError = postcodeProblem ?? postcodeError;

  return (
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
  );
}
