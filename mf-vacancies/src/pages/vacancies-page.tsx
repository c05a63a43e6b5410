import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@interim/shared/api-client';
import { routes } from '@interim/shared/config';
import { useSearchParams } from '@interim/shared/routing';
import {
  Box,
  Button,
  Container,
  EmptyState,
  ErrorPanel,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  PageTitle,
  SearchIcon,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  chakra,
} from '@interim/shared/ui';
import { SearchFilters } from '../features/vacancy-search/components/search-filters';
import { VacancyCard } from '../features/vacancy-search/components/vacancy-card';
import {
  PAGE_SIZE,
  SORT_OPTIONS,
  availableSorts,
  effectiveSort,
  hasFilters,
  parseSearch,
  serializeSearch,
  toApiQuery,
  type SearchChange,
  type SortKey,
} from '../features/vacancy-search/search-state';
import { countVacancies } from '../features/shared/format';
import { Pagination } from '../features/shared/pagination';
import { useMeIfLoggedIn, useVacancySearch } from '@interim/shared/api';

function ResultSkeletons() {
  return (
    <Stack gap="4" aria-hidden="true" data-testid="result-skeletons">
      {[0, 1, 2, 3].map((n) => (
        <Box key={n} borderWidth="1px" borderRadius="l3" p="5">
          <Skeleton height="5" width="60%" mb="3" />
          <SkeletonText noOfLines={3} />
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The vacancy overview (`/opdrachten`, semi-public): full-text search,
 * filters, sort and pages, all kept in the URL.
 */
export function VacanciesPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  const query = useMemo(() => toApiQuery(state), [state]);
  const { data, error, isLoading, isValidating, mutate } = useVacancySearch(query);
  const me = useMeIfLoggedIn();
  const [text, setText] = useState(state.q);
  const [showFilters, setShowFilters] = useState(false);
  const searchId = useId();
  const sortId = useId();

  useEffect(() => setText(state.q), [state.q]);

  // The URL asked for last. A navigation renders in a transition, so two
  // quick changes must build on the first one's URL, not on the state shown.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: SearchChange) => {
      const current = parseSearch(latest.current);
      const patch = typeof change === 'function' ? change(current) : change;
      const next = serializeSearch({ ...current, ...patch, page: patch.page ?? 1 });
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    // A new text drops a sort that only made sense for the old one.
    update((current) => ({ q: text.trim(), sort: current.sort === 'relevantie' ? undefined : current.sort }));
  };

  const clearFilters = () => {
    latest.current = new URLSearchParams();
    setParams(latest.current);
  };

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const postcodeError = isApiError(error) && error.status === 400 && state.postcode ? error.message : undefined;
  const sorts = availableSorts(state);
  const sort = effectiveSort(state);
  const filtered = hasFilters(state);

  // The result list renders from a deferred copy of the data: React builds it
  // in a transition, in slices, instead of in one long task right when the
  // response arrives (issue 8, Total Blocking Time). The skeleton stays until then.
  const shown = useDeferredValue(data);

  let results;
  if (error && !data) {
    results = postcodeError ? (
      <ErrorPanel title="Zoeken op afstand lukt niet" message={postcodeError} />
    ) : (
      <ErrorPanel message={error.message} onRetry={() => void mutate()} />
    );
  } else if (!shown) {
    results = <ResultSkeletons />;
  } else if (shown.items.length === 0) {
    results = filtered ? (
      <Stack gap="3">
        <EmptyState
          heading="Geen opdrachten gevonden"
          text="Er zijn geen opdrachten die aan je zoekopdracht voldoen. Pas je zoekwoorden aan of wis de filters."
          buttonLabel="Wis alle filters"
          buttonHref={routes.vacancies.path}
        />
      </Stack>
    ) : (
      <EmptyState
        heading="Nog geen opdrachten"
        text="Er staan op dit moment geen opdrachten online. Kijk binnenkort nog eens."
        buttonLabel="Naar de homepage"
        buttonHref={routes.home.path}
      />
    );
  } else {
    results = (
      <Stack as="ol" listStyleType="none" gap="4" aria-busy={isValidating || undefined} opacity={isValidating && isLoading ? 0.6 : 1}>
        {shown.items.map((vacancy) => (
          <li key={vacancy.id}>
            <VacancyCard vacancy={vacancy} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', lg: '10' }}>
      <PageTitle title={state.q ? `${routes.vacancies.title}: ${state.q}` : routes.vacancies.title} />
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} mb="5">
        {routes.vacancies.title}
      </Heading>
      <chakra.form role="search" onSubmit={submitSearch} mb="6" aria-label="Opdrachten zoeken">
        <chakra.label htmlFor={searchId} display="block" fontWeight="semibold" mb="2">
          Zoek opdrachten
        </chakra.label>
        <HStack gap="2">
          <Input
            id={searchId}
            type="search"
            size="lg"
            value={text}
            maxLength={200}
            enterKeyHint="search"
            placeholder="Bijvoorbeeld projectmanager, Utrecht"
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit" size="lg">
            <SearchIcon />
            Zoeken
          </Button>
        </HStack>
      </chakra.form>
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
              <Button variant="ghost" size="sm" mt="4" onClick={clearFilters}>
                Wis alle filters
              </Button>
            ) : null}
          </Box>
        </Box>
        <Box minW="0">
          <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="4">
            <Text role="status" aria-live="polite" fontWeight="medium">
              {data ? `${countVacancies(total)} gevonden` : isLoading ? 'Bezig met zoeken…' : ''}
            </Text>
            <HStack gap="2">
              <chakra.label htmlFor={sortId} fontSize="sm" whiteSpace="nowrap">
                Sorteren op
              </chakra.label>
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field
                  id={sortId}
                  value={sort}
                  onChange={(event) => update({ sort: event.currentTarget.value as SortKey })}
                >
                  {sorts.map((key) => (
                    <option key={key} value={key}>
                      {SORT_OPTIONS[key].label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
          </Flex>
          {results}
          {data && data.items.length > 0 ? (
            <Pagination page={state.page} pageCount={pageCount} onPage={(page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }} label="Pagina's met opdrachten" />
          ) : null}
        </Box>
      </Grid>
    </Container>
  );
}
