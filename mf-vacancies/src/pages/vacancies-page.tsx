import { Suspense, lazy, useId, useMemo, useRef, useState } from 'react';
import { useAppliedVacancyIds, useMeIfLoggedIn, useShowsPreviousSearch, useVacancySearch } from '@interim/shared/api';
import { isApiError } from '@interim/shared/api-client';
import { routes } from '@interim/shared/config';
import { Badge, Box, Button, Container, Flex, Grid, Heading, PageTitle, Stack, Text, VisuallyHidden } from '@interim/shared/ui';
import { countVacancies } from '../features/shared/format';
import { useFinishPendingSave } from '../features/shared/favorites/pending-save';
import { ResultList } from '../features/vacancy-search/components/result-list';
import { ResultPages } from '../features/vacancy-search/components/result-pages';
import { SaveSearch } from '../features/vacancy-search/components/save-search';
import { SearchBar } from '../features/vacancy-search/components/search-bar';
import { SearchFilters } from '../features/vacancy-search/components/search-filters';
import { SortSelect } from '../features/vacancy-search/components/sort-select';
import { PAGE_SIZE, activeFilterCount, hasFilters, toApiQuery } from '../features/vacancy-search/search-state';
import { useSearchUrlState } from '../features/vacancy-search/use-search-url-state';

// The phone's filter sheet and its overlay machinery load on the first open
// (or on intent), not with the page.
const loadFilterSheet = () => import('../features/vacancy-search/components/filter-sheet');
const FilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.FilterSheet })));

/** Every filter unset (the search text and the sort stay). */
const EMPTY_FILTERS = {
  sector: undefined,
  position: undefined,
  educationLevel: undefined,
  hours: undefined,
  rateMin: undefined,
  workModes: [],
  zzpOnly: false,
  postcode: undefined,
  radiusKm: undefined,
};

/**
 * The vacancy overview (`/opdrachten`, semi-public): full-text search,
 * filters, sort and pages, all kept in the URL.
 */
export function VacanciesPage() {
  const { state, update, clear } = useSearchUrlState();
  const query = useMemo(() => toApiQuery(state), [state]);
  const search = useVacancySearch(query);
  // Only what the page shows is read from the SWR answer: SWR re-renders a
  // component for each field it read that changes, and isLoading and
  // isValidating change right after hydration while SWR revalidates the
  // server's data: reading them rendered the page and every card once more.
  // Neither data nor error means loading.
  const { error, mutate } = search;
  // The search keeps the previous answer on screen while the next one loads
  // (keepPreviousData). When the next one fails, that answer belongs to
  // another search: it is not shown as this one's (issue 17), the error is.
  const data = error ? undefined : search.data;
  const previous = useShowsPreviousSearch(query, data);
  const me = useMeIfLoggedIn();
  const applied = useAppliedVacancyIds();
  const [sheetOpen, setSheetOpen] = useState(false);
  // Mounted from the first open on, so the sheet can animate its close.
  const [sheetWanted, setSheetWanted] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  // A "Bewaren" clicked before the login is finished here, once the results show.
  useFinishPendingSave(data?.items);

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // The field's own message says what to type instead (issue 32); the summary is the fallback.
  const postcodeError =
    isApiError(error) && error.status === 400 && state.postcode
      ? (error.fieldErrors?.find((fieldError) => fieldError.path === 'filter.postcode')?.message ?? error.message)
      : undefined;
  const filtered = hasFilters(state);
  const activeCount = activeFilterCount(state);
  const filters = (
    <SearchFilters state={state} onChange={update} defaultPostcode={me.data?.postcode ?? undefined} postcodeError={postcodeError} />
  );
  // Clears the filters, keeping the search text (it has its own bar).
  const clearFilters = () => update({ ...EMPTY_FILTERS });
  const showLabel = data ? `Toon ${countVacancies(total)}` : error ? 'Sluiten' : 'Bezig met zoeken…';

  return (
    <Container maxW="6xl" py={{ base: '4', lg: '10' }}>
      <PageTitle title={state.q ? `${routes.vacancies.title}: ${state.q}` : routes.vacancies.title} />
      <Heading as="h1" size={{ base: 'xl', lg: '3xl' }} mb={{ base: '3', lg: '5' }}>
        {routes.vacancies.title}
      </Heading>
      {/* A new text drops a sort that only made sense for the old one. */}
      <SearchBar query={state.q} onSearch={(q) => update((current) => ({ q, sort: current.sort === 'relevantie' ? undefined : current.sort }))} />
      {/* Phones: no gap, the first column holds only the sheet (in a portal). */}
      <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap={{ base: '0', lg: '8' }} alignItems="start">
        <Box>
          {sheetWanted ? (
            <Suspense fallback={null}>
              <FilterSheet
                open={sheetOpen}
                onOpenChange={setSheetOpen}
                finalFocusEl={() => filtersButton.current}
                contentId={sheetId}
                activeCount={activeCount}
                onClear={clearFilters}
                showLabel={showLabel}
              >
                {/* On phones sort and save live here too, so the first result shows on the first screen (issue 32). */}
                <Stack gap="5">
                  <SortSelect state={state} onSort={(sort) => update({ sort })} />
                  <SaveSearch state={state} />
                  {filters}
                </Stack>
              </FilterSheet>
            </Suspense>
          ) : null}
          {/* Large screens: the filters beside the results. Not rendered while the sheet is open (one set of fields). */}
          <Box display={{ base: 'none', lg: 'block' }}>
            {sheetOpen ? null : filters}
            {filtered ? (
              <Button variant="ghost" size="sm" mt="4" onClick={clear}>
                Wis alle filters
              </Button>
            ) : null}
          </Box>
        </Box>
        <Box minW="0">
          <Box mb="4" hideBelow="lg">
            <SaveSearch state={state} />
          </Box>
          <Flex justify="space-between" align="center" gap="3" mb="4">
            <Text role="status" aria-live="polite" fontWeight="medium">
              {data ? `${countVacancies(total)} gevonden` : error ? 'Zoeken is niet gelukt' : 'Bezig met zoeken…'}
            </Text>
            {/* Phones: the filters, the sort and saving the search in one full-screen sheet (issues 17, 32). */}
            <Button
              ref={filtersButton}
              hideFrom="lg"
              variant="outline"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              aria-controls={sheetOpen ? sheetId : undefined}
              onPointerEnter={() => void loadFilterSheet()}
              onFocus={() => void loadFilterSheet()}
              onClick={() => {
                setSheetWanted(true);
                setSheetOpen(true);
              }}
            >
              Filters
              {activeCount > 0 ? (
                <>
                  <Badge colorPalette="brand" variant="solid" borderRadius="full" aria-hidden="true">
                    {activeCount}
                  </Badge>
                  <VisuallyHidden>{` (${activeCount} actief)`}</VisuallyHidden>
                </>
              ) : null}
            </Button>
            <Box hideBelow="lg">
              <SortSelect state={state} onSort={(sort) => update({ sort })} />
            </Box>
          </Flex>
          <ResultList
            data={data}
            error={error}
            previous={previous}
            filtered={filtered}
            postcodeError={postcodeError}
            onRetry={() => void mutate()}
            appliedIds={applied.data}
          />
          {data && data.items.length > 0 ? <ResultPages state={state} pageCount={pageCount} onNavigate={() => window.scrollTo({ top: 0 })} /> : null}
        </Box>
      </Grid>
    </Container>
  );
}
