import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { usePlaceSuggestions } from '@interim/shared/api';
import type { PlaceSuggestion } from '@interim/shared/contract';
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, chakra } from '@interim/shared/ui';
import { RADIUS_OPTIONS, normaliseLocation, type SearchChange, type SearchState } from '../search-state';
import { toNumber } from './filter-select';

/** Props of {@link DistanceFilter}. */
export interface DistanceFilterProps {
  state: SearchState;
  onChange: (change: SearchChange) => void;
  /** Postcode filled in when the URL has none (a logged-in user's own). */
  defaultPostcode?: string | undefined;
  /** An error of the API about the postcode or place (e.g. unknown), saying what to type instead. */
  postcodeError?: string | undefined;
}

/** A whole postcode, digits and letters: typing it applies it (four digits alone wait for Enter or leaving the field). */
const COMPLETE_POSTCODE = /^[1-9][0-9]{3} ?[a-z]{2}$/i;

/** How long typing pauses before suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

function suggestionLabel(suggestion: PlaceSuggestion): string {
  return suggestion.postcode ? `${suggestion.value} · ${suggestion.name}` : suggestion.province ? `${suggestion.name}, ${suggestion.province}` : suggestion.name;
}

/**
 * Postcode or place, and distance, applied like every other filter (issue
 * 17, no button of their own): a radius as soon as it is chosen, a postcode
 * once it is complete (1234 AB), a place when it is picked from the
 * suggestions, and anything typed on Enter or leaving the field; emptying
 * the field drops the distance. The field is an ARIA 1.2 combobox (issue
 * 32): suggestions from `GET /api/places` in a listbox, arrows to move,
 * Enter to pick, Escape to close. Text that is neither a postcode nor a
 * place name is refused in Dutch before anything is sent.
 */
export function DistanceFilter({ state, onChange, defaultPostcode, postcodeError }: DistanceFilterProps) {
  const [location, setLocation] = useState(state.postcode ?? defaultPostcode ?? '');
  const [radius, setRadius] = useState<number | undefined>(state.radiusKm);
  const [problem, setProblem] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState('');
  const fieldId = useId();
  const listId = `${fieldId}-suggestions`;
  const radiusId = useId();

  // Back/forward or "clear filters" change the URL: follow it.
  useEffect(() => {
    setLocation(state.postcode ?? defaultPostcode ?? '');
    setRadius(state.radiusKm);
    setProblem(undefined);
  }, [state.postcode, state.radiusKm, defaultPostcode]);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(open ? location : ''), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location, open]);
  const suggestions = usePlaceSuggestions(query).data ?? [];
  const showList = open && query.trim().length >= 2 && suggestions.length > 0;

  const applyDistance = (text: string, km: number | undefined) => {
    const trimmed = text.trim();
    if (!trimmed) {
      setProblem(km ? 'Vul een postcode of plaats in om op afstand te zoeken' : undefined);
      if (state.postcode) onChange({ postcode: undefined, radiusKm: undefined });
      return;
    }
    const normalised = normaliseLocation(trimmed);
    if (!normalised) {
      setProblem('Vul een postcode (1234 AB) of een plaatsnaam in, bijvoorbeeld Zeist');
      return;
    }
    setProblem(undefined);
    if (normalised !== state.postcode || km !== state.radiusKm) onChange({ postcode: normalised, radiusKm: km });
  };
  const choose = (suggestion: PlaceSuggestion) => {
    setLocation(suggestion.value);
    setOpen(false);
    setActive(-1);
    applyDistance(suggestion.value, radius);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyDistance(location, radius);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && showList && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const distanceError = problem ?? postcodeError;
  const describedBy = [`${fieldId}-help`, distanceError ? `${fieldId}-error` : undefined].filter(Boolean).join(' ');

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Zoeken op afstand">
      <Stack gap="2">
        <Field.Root invalid={Boolean(distanceError)}>
          <Field.Label htmlFor={fieldId}>Postcode of plaats</Field.Label>
          <Box position="relative" w="full">
            <Input
              id={fieldId}
              size="sm"
              value={location}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
              autoComplete="off"
              placeholder="1234 AB of Zeist"
              aria-describedby={describedBy}
              aria-invalid={distanceError ? true : undefined}
              onKeyDown={onKeyDown}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setLocation(text);
                setOpen(true);
                setActive(-1);
                if (COMPLETE_POSTCODE.test(text.trim()) || (!text.trim() && state.postcode)) applyDistance(text, radius);
              }}
              onBlur={() => {
                setOpen(false);
                setActive(-1);
                // Leaving an untouched field changes nothing (the profile's postcode is only a suggestion).
                if (location.trim() !== (state.postcode ?? defaultPostcode ?? '')) applyDistance(location, radius);
              }}
            />
            <chakra.ul
              id={listId}
              role="listbox"
              aria-label="Suggesties"
              hidden={!showList}
              position="absolute"
              zIndex="dropdown"
              top="100%"
              left="0"
              right="0"
              mt="1"
              bg="bg"
              borderWidth="1px"
              borderRadius="l2"
              boxShadow="md"
              listStyleType="none"
              py="1"
              maxH="64"
              overflowY="auto"
            >
              {showList
                ? suggestions.map((suggestion, index) => (
                    <chakra.li
                      key={suggestion.value}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      px="3"
                      py="1.5"
                      fontSize="sm"
                      cursor="pointer"
                      bg={index === active ? 'bg.emphasized' : undefined}
                      _hover={{ bg: 'bg.muted' }}
                      // Keep the focus in the field: a click picks without a blur applying the half-typed text first.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(suggestion)}
                    >
                      {suggestionLabel(suggestion)}
                    </chakra.li>
                  ))
                : null}
            </chakra.ul>
          </Box>
          <Field.HelperText id={`${fieldId}-help`}>Een postcode of de naam van een plaats</Field.HelperText>
          {distanceError ? <Field.ErrorText id={`${fieldId}-error`}>{distanceError}</Field.ErrorText> : null}
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
                applyDistance(location, km);
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
