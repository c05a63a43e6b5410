import { useEffect, useState, type FormEvent } from 'react';
import { Button, Flex, SelectField, SimpleGrid, TextField, chakra } from '@interim/shared/ui';
import { messages } from '@interim/shared/validation';
import { CandidateProfileFilters } from './candidate-profile-filters';
import {
  CANDIDATE_DISTANCES,
  NO_PROFILE_FILTER,
  defaultCandidateSort,
  hasProfileFilter,
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
 * The candidates' search: name or e-mail, words in the CV, postcode and
 * distance, and behind "Meer filters" the profile filters; applied together
 * on "Zoeken" (or Enter) so nothing is sent per keystroke. A new postcode
 * sorts nearest first, new CV words by best match; dropping them leaves
 * those sorts.
 */
export function CandidateSearch({ state, onChange, postcodeError }: CandidateSearchProps) {
  const [q, setQ] = useState(state.q);
  const [postcode, setPostcode] = useState(state.postcode);
  const [distance, setDistance] = useState<CandidateDistance | undefined>(state.distanceKm);
  const [cv, setCv] = useState(state.cv);
  const [cvError, setCvError] = useState<string | undefined>();
  const [profile, setProfile] = useState(state.profile);
  // Open when the URL has a profile filter; the reference data is loaded only once it is open.
  const [moreOpen, setMoreOpen] = useState(() => hasProfileFilter(state.profile));
  const [error, setError] = useState<string | undefined>();
  // The URL may change the search (back button, "Wis de zoekopdracht").
  useEffect(() => {
    setQ(state.q);
    setPostcode(state.postcode);
    setDistance(state.distanceKm);
    setCv(state.cv);
    setProfile(state.profile);
    setError(undefined);
    setCvError(undefined);
  }, [state.q, state.postcode, state.distanceKm, state.cv, state.profile]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const typed = postcode.trim();
    const normalized = typed ? normalizePostcode(typed) : '';
    if (normalized === undefined) return setError(messages.postcodeInvalid);
    if (!normalized && distance !== undefined) return setError('Vul een postcode in om op afstand te zoeken');
    setError(undefined);
    const words = cv.trim();
    if (words.length === 1) return setCvError('Vul minstens 2 tekens in');
    setCvError(undefined);
    let sort = state.sort;
    if (words && words !== state.cv) sort = 'relevantie';
    else if (normalized && normalized !== state.postcode) sort = 'dichtstbij';
    if (!normalized && sort === 'dichtstbij') sort = defaultCandidateSort('', words);
    if (!words && sort === 'relevantie') sort = defaultCandidateSort(normalized ?? '');
    const { minHours, maxHours } = profile;
    // Swapped bounds are what was meant.
    const hours = minHours !== undefined && maxHours !== undefined && minHours > maxHours ? { minHours: maxHours, maxHours: minHours } : {};
    onChange({ q: q.trim(), postcode: normalized, distanceKm: normalized ? distance : undefined, cv: words, profile: { ...profile, ...hours }, sort, page: 1 });
  };

  return (
    <chakra.form role="search" aria-label="Kandidaten zoeken" noValidate onSubmit={search} flex="1" minW="16rem">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="flex-start">
        <TextField label="Zoeken op naam of e-mailadres" name="q" type="search" maxLength={200} value={q} onChange={(event) => setQ(event.target.value)} />
        <TextField
          label="Zoeken in cv's"
          name="cv"
          type="search"
          maxLength={200}
          helperText='Alle woorden; "tussen aanhalingstekens" voor een zin, -woord om uit te sluiten'
          error={cvError}
          value={cv}
          onChange={(event) => setCv(event.target.value)}
        />
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
      {moreOpen ? <CandidateProfileFilters value={profile} onChange={(change) => setProfile((current) => ({ ...current, ...change }))} /> : null}
      <Flex mt="3" gap="3" wrap="wrap">
        <Button type="submit" variant="outline">
          Zoeken
        </Button>
        <Button type="button" variant="ghost" aria-expanded={moreOpen} onClick={() => setMoreOpen((open) => !open)}>
          {moreOpen ? 'Minder filters' : 'Meer filters'}
        </Button>
        {hasProfileFilter(profile) ? (
          <Button type="button" variant="ghost" onClick={() => setProfile(NO_PROFILE_FILTER)}>
            Wis de profielfilters
          </Button>
        ) : null}
      </Flex>
    </chakra.form>
  );
}
