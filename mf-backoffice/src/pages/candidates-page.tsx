import { useMemo } from 'react';
import { useEmployees } from '@interim/shared/api/backoffice-employees';
import { routes } from '@interim/shared/config';
import { Box, Button, EmptyState, ErrorPanel, Flex, Input, PageSpinner, SelectField, Text, chakra } from '@interim/shared/ui';
import {
  CANDIDATES_PAGE_SIZE,
  CANDIDATE_SORTS,
  parseCandidateList,
  serializeCandidateList,
  toCandidatesQuery,
  type CandidateSortKey,
} from '../features/candidates/candidate-list-state';
import { CandidateTable } from '../features/candidates/components/candidate-table';
import { CoordinateImport } from '../features/candidates/components/coordinate-import';
import { BackofficePage } from '../features/shared/backoffice-page';
import { Pagination, pageCountOf } from '../features/shared/pagination';
import { useUrlState } from '../features/shared/use-url-state';

/**
 * The candidates (`/beheer/kandidaten`): every freelancer, searchable by
 * name or e-mail address, sortable, paged through the API; and the
 * coordinate import.
 */
export function CandidatesPage() {
  const { state, update } = useUrlState(parseCandidateList, serializeCandidateList);
  const query = useMemo(() => toCandidatesQuery(state), [state]);
  const { data, error, isLoading, mutate } = useEmployees(query);

  let content;
  if (error && !data) {
    content = <ErrorPanel title="Kandidaten laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <PageSpinner label="Kandidaten laden" />;
  } else if (data.total === 0) {
    content = state.q ? (
      <EmptyState heading="Geen kandidaten gevonden" text={`Er is geen kandidaat met "${state.q}" in de naam of het e-mailadres.`} buttonLabel="Wis de zoekopdracht" buttonHref={routes.backofficeCandidates.path} />
    ) : (
      <EmptyState heading="Nog geen kandidaten" text="Er heeft zich nog geen zzp'er aangemeld." buttonLabel="Naar de opdrachten" buttonHref={routes.backofficeVacancies.path} />
    );
  } else {
    content = (
      <>
        <Text mb="3" color="fg.muted">
          {data.total === 1 ? '1 kandidaat' : `${data.total} kandidaten`}
        </Text>
        <CandidateTable candidates={data.items} />
        <Pagination page={state.page} pageCount={pageCountOf(data.total, CANDIDATES_PAGE_SIZE)} onPage={(page) => update({ page })} label="Pagina's met kandidaten" />
      </>
    );
  }

  return (
    <BackofficePage title={routes.backofficeCandidates.title}>
      <Flex gap="4" mb="4" wrap="wrap" align="flex-end">
        <chakra.form
          role="search"
          aria-label="Kandidaten zoeken"
          flex="1"
          minW="16rem"
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('q');
            update({ q: typeof value === 'string' ? value : '' });
          }}
        >
          <chakra.label htmlFor="candidate-search" display="block" fontWeight="medium" mb="1">
            Zoeken op naam of e-mailadres
          </chakra.label>
          <Flex gap="2">
            <Box flex="1">
              <Input id="candidate-search" name="q" type="search" defaultValue={state.q} key={state.q} maxLength={200} />
            </Box>
            <Button type="submit" variant="outline">
              Zoeken
            </Button>
          </Flex>
        </chakra.form>
        <Box minW="14rem">
          <SelectField label="Sorteren" value={state.sort} onChange={(event) => update({ sort: event.target.value as CandidateSortKey })}>
            {Object.entries(CANDIDATE_SORTS).map(([value, option]) => (
              <option key={value} value={value}>
                {option.label}
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
