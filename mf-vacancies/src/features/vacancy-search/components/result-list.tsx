import { useDeferredValue } from 'react';
import type { ListPage } from '@interim/shared/api';
import type { ApiError } from '@interim/shared/api-client';
import { routes } from '@interim/shared/config';
import type { VacancyListItem } from '@interim/shared/contract';
import { Box, EmptyState, ErrorPanel, Skeleton, SkeletonText, Stack } from '@interim/shared/ui';
import { VacancyCard } from './vacancy-card';

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

/** Props of {@link ResultList}. */
export interface ResultListProps {
  data: ListPage<VacancyListItem> | undefined;
  error: ApiError | undefined;
  /** The results on screen are an earlier search's, kept while this one loads: they fade and the list is busy. */
  previous: boolean;
  /** Whether any filter or text is set (decides which empty state shows). */
  filtered: boolean;
  /** The API's message about the postcode, shown instead of the generic error. */
  postcodeError: string | undefined;
  onRetry: () => void;
  /** Vacancies the user has a reactie to (marked "Gereageerd"); undefined for visitors. */
  appliedIds?: ReadonlySet<number> | undefined;
}

/** The results of a search: placeholders, the error with retry, the empty states, or the cards. */
export function ResultList({ data, error, previous, filtered, postcodeError, onRetry, appliedIds }: ResultListProps) {
  // The list renders from a deferred copy of the data: React builds it in a
  // transition, in slices, instead of in one long task right when the
  // response arrives (issue 8, Total Blocking Time). The skeleton stays until then.
  const shown = useDeferredValue(data);
  if (error && !data) {
    return postcodeError ? <ErrorPanel title="Zoeken op afstand lukt niet" message={postcodeError} /> : <ErrorPanel message={error.message} onRetry={onRetry} />;
  }
  if (!shown) return <ResultSkeletons />;
  if (shown.items.length === 0) {
    return filtered ? (
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
  }
  return (
    <Stack as="ol" listStyleType="none" gap="4" aria-busy={previous || undefined} opacity={previous ? 0.6 : 1}>
      {shown.items.map((vacancy) => (
        <li key={vacancy.id}>
          <VacancyCard vacancy={vacancy} applied={appliedIds?.has(vacancy.id) ?? false} />
        </li>
      ))}
    </Stack>
  );
}
