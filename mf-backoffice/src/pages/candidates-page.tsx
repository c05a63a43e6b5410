import { useMemo } from 'react';
import { isApiError } from '@interim/shared/api-client';
import { useEmployees } from '@interim/shared/api/backoffice-employees';
import { routes } from '@interim/shared/config';
import { Box, EmptyState, ErrorPanel, Flex, PageSpinner, SelectField, Text } from '@interim/shared/ui';
import {
  CANDIDATES_PAGE_SIZE,
  CANDIDATE_SORTS,
  hasProfileFilter,
  parseCandidateList,
  serializeCandidateList,
  toCandidatesQuery,
  type CandidateListState,
  type CandidateSortKey,
} from '../features/candidates/candidate-list-state';
import { CandidateSearch } from '../features/candidates/components/candidate-search';
import { CandidateTable } from '../features/candidates/components/candidate-table';
import { ProposeForVacancy } from '../features/proposals/components/propose-for-vacancy';
import { CoordinateImport } from '../features/candidates/components/coordinate-import';
import { BackofficePage } from '../features/shared/backoffice-page';
import { Pagination, pageCountOf } from '../features/shared/pagination';
import { useUrlState } from '../features/shared/use-url-state';

/** What the search asked for, in words: 'met "jansen" in de naam of het e-mailadres en binnen 25 km van 3511 AB'. */
function describeSearch(state: CandidateListState): string {
  const parts = [];
  if (state.q) parts.push(`met "${state.q}" in de naam of het e-mailadres`);
  if (state.cv) parts.push(`met "${state.cv}" in het cv`);
  if (hasProfileFilter(state.profile)) parts.push('met dit profiel');
  if (state.postcode && state.distanceKm !== undefined) parts.push(`binnen ${state.distanceKm} km van ${state.postcode}`);
  return parts.join(' en ');
}

/**
 * The candidates (`/beheer/kandidaten`): every freelancer, searchable by
 * name or e-mail address, by the words of their CV (best match first, the
 * fragment shown), by profile (function, sector, education, availability,
 * hours, rate) and near a postcode (with their distance, nearest
 * first, optionally within a distance), sortable, paged through the API; and
 * the coordinate import.
 */
export function CandidatesPage() {
  const { state, update } = useUrlState(parseCandidateList, serializeCandidateList);
  const query = useMemo(() => toCandidatesQuery(state), [state]);
  const { data, error, isLoading, mutate } = useEmployees(query);
  // Shown on the postcode field; the list kept from the previous search would not be this one's.
  const unknownPostcode = isApiError(error) && error.code === 'UNKNOWN_POSTCODE';
  const postcodeError = unknownPostcode ? (error.fieldErrors?.find((field) => field.path === 'filter.postcode')?.message ?? error.message) : undefined;

  let content;
  if (unknownPostcode) {
    content = (
      <EmptyState
        heading="Onbekende postcode"
        text={`We kennen postcode ${state.postcode} niet, dus kunnen we geen afstanden berekenen. Controleer de postcode of zoek zonder postcode.`}
        buttonLabel="Zoek zonder postcode"
        buttonHref={`${routes.backofficeCandidates.path}?${serializeCandidateList({ ...state, postcode: '', distanceKm: undefined, sort: state.sort === 'dichtstbij' ? 'nieuwste' : state.sort, page: 1 }).toString()}`}
      />
    );
  } else if (error && !data) {
    content = <ErrorPanel title="Kandidaten laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <PageSpinner label="Kandidaten laden" />;
  } else if (data.total === 0) {
    const searched = describeSearch(state);
    content = searched ? (
      <EmptyState heading="Geen kandidaten gevonden" text={`Er is geen kandidaat ${searched}.`} buttonLabel="Wis de zoekopdracht" buttonHref={routes.backofficeCandidates.path} />
    ) : (
      <EmptyState heading="Nog geen kandidaten" text="Er heeft zich nog geen zzp'er aangemeld." buttonLabel="Naar de opdrachten" buttonHref={routes.backofficeVacancies.path} />
    );
  } else {
    content = (
      <>
        <Text mb="3" color="fg.muted">
          {data.total === 1 ? '1 kandidaat' : `${data.total} kandidaten`}
          {state.postcode && state.distanceKm !== undefined ? ` binnen ${state.distanceKm} km van ${state.postcode}` : ''}
        </Text>
        <CandidateTable candidates={data.items} distanceFrom={state.postcode || undefined} cvSearched={Boolean(state.cv)} renderActions={(candidate) => <ProposeForVacancy candidate={candidate} />} />
        <Pagination page={state.page} pageCount={pageCountOf(data.total, CANDIDATES_PAGE_SIZE)} onPage={(page) => update({ page })} label="Pagina's met kandidaten" />
      </>
    );
  }

  const sorts = (Object.keys(CANDIDATE_SORTS) as CandidateSortKey[]).filter((key) => (key !== 'dichtstbij' || state.postcode) && (key !== 'relevantie' || state.cv));
  return (
    <BackofficePage title={routes.backofficeCandidates.title}>
      <Flex gap="4" mb="4" wrap="wrap" align="flex-start">
        <CandidateSearch state={state} onChange={update} postcodeError={postcodeError} />
        <Box minW="14rem">
          <SelectField label="Sorteren" value={state.sort} onChange={(event) => update({ sort: event.target.value as CandidateSortKey })}>
            {sorts.map((value) => (
              <option key={value} value={value}>
                {CANDIDATE_SORTS[value].label}
              </option>
            ))}
          </SelectField>
        </Box>
      </Flex>
      {content}
      <CoordinateImport />
    </BackofficePage>
  );
}
