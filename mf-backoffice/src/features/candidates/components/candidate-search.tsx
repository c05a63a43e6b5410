import { useEffect, useState, type FormEvent } from 'react';
import { Button, Flex, SelectField, SimpleGrid, TextField, chakra } from '@interim/shared/ui';
import { messages } from '@interim/shared/validation';
import {
  CANDIDATE_DISTANCES,
  defaultCandidateSort,
  normalizePostcode,
  parseCandidateDistance,
  type CandidateDistance,
  type CandidateListState,
} from '../candidate-list-state';

/** Props of {@link CandidateSearch}. */
export interface CandidateSearchProps {
  state: CandidateListState;
  onChange: (change: Partial<CandidateListState>) => void;
  /** The API's message about the postcode (an unknown postcode), shown on its field. */
  postcodeError?: string | undefined;
}

/**
 * The candidates' search: name or e-mail, postcode and distance, applied
 * together on "Zoeken" (or Enter) so nothing is sent per keystroke. A new
 * postcode sorts nearest first; dropping it leaves the nearest-first sort.
 */
export function CandidateSearch({ state, onChange, postcodeError }: CandidateSearchProps) {
  const [q, setQ] = useState(state.q);
  const [postcode, setPostcode] = useState(state.postcode);
  const [distance, setDistance] = useState<CandidateDistance | undefined>(state.distanceKm);
  const [error, setError] = useState<string | undefined>();
  // The URL may change the search (back button, "Wis de zoekopdracht").
  useEffect(() => {
    setQ(state.q);
    setPostcode(state.postcode);
    setDistance(state.distanceKm);
    setError(undefined);
  }, [state.q, state.postcode, state.distanceKm]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const typed = postcode.trim();
    const normalized = typed ? normalizePostcode(typed) : '';
    if (normalized === undefined) return setError(messages.postcodeInvalid);
    if (!normalized && distance !== undefined) return setError('Vul een postcode in om op afstand te zoeken');
    setError(undefined);
    let sort = state.sort;
    if (normalized && normalized !== state.postcode) sort = 'dichtstbij';
    else if (!normalized && sort === 'dichtstbij') sort = defaultCandidateSort('');
    onChange({ q: q.trim(), postcode: normalized, distanceKm: normalized ? distance : undefined, sort });
  };

  return (
    <chakra.form role="search" aria-label="Kandidaten zoeken" noValidate onSubmit={search} flex="1" minW="16rem">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="flex-start">
        <TextField label="Zoeken op naam of e-mailadres" name="q" type="search" maxLength={200} value={q} onChange={(event) => setQ(event.target.value)} />
        <TextField
          label="Postcode"
          name="postcode"
          helperText="Bijvoorbeeld 3511 AB of 3511"
          autoComplete="off"
          maxLength={7}
          value={postcode}
          error={error ?? postcodeError}
          onChange={(event) => setPostcode(event.target.value)}
        />
        <SelectField
          label="Afstand"
          name="afstand"
          value={distance === undefined ? '' : String(distance)}
          options={[{ value: '', label: 'Alle afstanden' }, ...CANDIDATE_DISTANCES.map((km) => ({ value: String(km), label: `Binnen ${km} km` }))]}
          onChange={(event) => setDistance(parseCandidateDistance(event.target.value))}
        />
      </SimpleGrid>
      <Flex mt="3">
        <Button type="submit" variant="outline">
          Zoeken
        </Button>
      </Flex>
    </chakra.form>
  );
}
