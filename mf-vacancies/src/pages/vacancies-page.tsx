import { useMemo, useState } from 'react';
import { useMeIfLoggedIn, useVacancySearch } from '@interim/shared/api';
import { isApiError } from '@interim/shared/api-client';
import { routes } from '@interim/shared/config';
import { Box, Button, Container, Flex, Grid, Heading, PageTitle, Pagination, Text } from '@interim/shared/ui';
import { countVacancies } from '../features/shared/format';
import { useFinishPendingSave } from '../features/shared/favorites/pending-save';
import { ResultList } from '../features/vacancy-search/components/result-list';
import { SearchBar } from '../features/vacancy-search/components/search-bar';
import { SearchFilters } from '../features/vacancy-search/components/search-filters';
import { SortSelect } from '../features/vacancy-search/components/sort-select';
import { PAGE_SIZE, hasFilters, toApiQuery } from '../features/vacancy-search/search-state';
import { useSearchUrlState } from '../features/vacancy-search/use-search-url-state';

/**
 * The vacancy overview (`/opdrachten`, semi-public): full-text search,
 * filters, sort and pages, all kept in the URL.
 */
export function VacanciesPage() {
  const { state, update, clear } = useSearchUrlState();
  const query = useMemo(() => toApiQuery(state), [state]);
  const search = useVacancySearch(query);
  const { error, isLoading, isValidating, mutate } = search;
  // The search keeps the previous answer on screen while the next one loads
  // (keepPreviousData). When the next one fails, that answer belongs to
  // another search: it is not shown as this one's (issue 17), the error is.
  const data = error ? undefined : search.data;
  const me = useMeIfLoggedIn();
  const [showFilters, setShowFilters] = useState(false);
  // A "Bewaren" clicked before the login is finished here, once the results show.
  useFinishPendingSave(data?.items);

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const postcodeError = isApiError(error) && error.status === 400 && state.postcode ? error.message : undefined;
  const filtered = hasFilters(state);

  return (
    <Container maxW="6xl" py={{ base: '6', lg: '10' }}>
      <PageTitle title={state.q ? `${routes.vacancies.title}: ${state.q}` : routes.vacancies.title} />
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} mb="5">
        {routes.vacancies.title}
      </Heading>
      {/* A new text drops a sort that only made sense for the old one. */}
      <SearchBar query={state.q} onSearch={(q) => update((current) => ({ q, sort: current.sort === 'relevantie' ? undefined : current.sort }))} />
      <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap="8" alignItems="start">
        <Box>
          <Button
            display={{ base: 'inline-flex', lg: 'none' }}
            variant="outline"
            mb="4"
            aria-expanded={showFilters}
            aria-controls="vacancy-filters"
            onClick={() => setShowFilters((open) => !open)}
          >
            {showFilters ? 'Verberg filters' : 'Toon filters'}
          </Button>
          <Box id="vacancy-filters" display={{ base: showFilters ? 'block' : 'none', lg: 'block' }}>
            <SearchFilters state={state} onChange={update} defaultPostcode={me.data?.postcode ?? undefined} postcodeError={postcodeError} />
            {filtered ? (
              <Button variant="ghost" size="sm" mt="4" onClick={clear}>
                Wis alle filters
              </Button>
            ) : null}
          </Box>
        </Box>
        <Box minW="0">
          <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="4">
            <Text role="status" aria-live="polite" fontWeight="medium">
              {data ? `${countVacancies(total)} gevonden` : error ? 'Zoeken is niet gelukt' : isLoading ? 'Bezig met zoeken…' : ''}
            </Text>
            <SortSelect state={state} onSort={(sort) => update({ sort })} />
          </Flex>
          <ResultList
            data={data}
            error={error}
            isLoading={isLoading}
            isValidating={isValidating}
            filtered={filtered}
            postcodeError={postcodeError}
            onRetry={() => void mutate()}
          />
          {data && data.items.length > 0 ? (
            <Pagination
              page={state.page}
              pageCount={pageCount}
              onPage={(page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
              label="Pagina's met opdrachten"
            />
          ) : null}
        </Box>
      </Grid>
    </Container>
  );
}
