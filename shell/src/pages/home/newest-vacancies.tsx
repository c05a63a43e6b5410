import { Fragment, useDeferredValue } from 'react';
import { Link as ReactRouterLink } from '@interim/shared/routing';
// One API area, not the whole layer: the home page's first load stays small (scripts/budgets.json).
import { useNewestVacancies } from '@interim/shared/api/vacancies';
import { routes, toPath } from '@interim/shared/config';
import { Box, Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Skeleton, SkeletonText, Span, Text } from '@interim/shared/ui';
import type { VacancyListItem } from '@interim/shared/contract';
import { formatHourRange, formatRateBand, formatWholeNumber } from '@interim/shared/format';

/** How many of the newest vacancies the home page shows. */
export const NEWEST_VACANCIES_COUNT = 6;

/** What a home card says of a vacancy: place, hours and rate band, in the contract's own fields. */
export function vacancyCardDetails(vacancy: VacancyListItem): string[] {
  return [
    vacancy.city,
    formatHourRange(vacancy.hoursPerWeekMin, vacancy.hoursPerWeekMax),
    formatRateBand(vacancy.hourlyRateMin, vacancy.hourlyRateMax),
  ].filter((detail) => detail.trim() !== '');
}

function VacancyCard({ vacancy }: { vacancy: VacancyListItem }) {
  const details = vacancyCardDetails(vacancy);
  return (
    <LinkBox as="li" listStyleType="none" h="full">
      <Card.Root h="full" variant="outline" _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }} transition="all 0.15s">
        <Card.Body gap="2">
          <Heading as="h3" size="md" lineClamp={2}>
            <LinkOverlay asChild>
              <ReactRouterLink to={toPath(routes.vacancyDetail.path, { id: vacancy.id })}>{vacancy.title}</ReactRouterLink>
            </LinkOverlay>
          </Heading>
          {details.length > 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {details.map((detail, index) => (
                <Fragment key={detail}>
                  {index > 0 ? <Span aria-hidden="true"> · </Span> : null}
                  <Span>{detail}</Span>
                </Fragment>
              ))}
            </Text>
          ) : null}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

function LoadingCards() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" role="status" aria-busy="true" aria-label="Opdrachten worden geladen">
      {Array.from({ length: 3 }, (_, i) => (
        <Box key={i} borderWidth="1px" borderRadius="l3" p="6">
          <Skeleton height="5" width="70%" mb="4" />
          <SkeletonText noOfLines={2} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/**
 * The newest vacancies on the home page. Loading shows placeholders; a failed
 * call shows a quiet note, never an error page: the home page must work
 * whatever the API does.
 */
export function NewestVacancies() {
  // Not SWR's `isLoading`: it is true while the first request runs even when
  // the server render's data is there (SWR's fallback), so the server sent
  // placeholders and the browser built the cards again after its fetch, in
  // one long task (issue 33). The cards show whenever data is there.
  const { data, error } = useNewestVacancies(NEWEST_VACANCIES_COUNT);
  // The cards render from a deferred copy: React builds them in a transition,
  // in slices, not in one long task when the response arrives (issue 8, TBT).
  const shown = useDeferredValue(data);
  if (shown === undefined && error === undefined) return <LoadingCards />;
  if (shown === undefined) {
    return (
      <Text color="fg.muted">
        De nieuwste opdrachten konden nu niet worden geladen. Bekijk ze later nog eens, of ga naar alle opdrachten.
      </Text>
    );
  }
  const vacancies = shown?.items ?? [];
  if (vacancies.length === 0) {
    return <Text color="fg.muted">Er staan op dit moment geen nieuwe opdrachten online.</Text>;
  }
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {vacancies.map((vacancy) => (
        <VacancyCard key={vacancy.id} vacancy={vacancy} />
      ))}
    </SimpleGrid>
  );
}

/** The hero's '215 opdrachten staan nu open' ('1 opdracht staat nu open'). */
export function openVacanciesText(total: number): string {
  return total === 1 ? '1 opdracht staat nu open' : `${formatWholeNumber(total)} opdrachten staan nu open`;
}

/**
 * How many opdrachten are open (issue 32 item 9), from the same request as
 * the newest cards (its total). Server-rendered with the page; nothing
 * while it is unknown (loading, failed) or when none are open.
 */
export function OpenVacancyCount() {
  const { data } = useNewestVacancies(NEWEST_VACANCIES_COUNT);
  if (!data || data.total === 0) return null;
  return (
    <Text fontWeight="semibold" color="brand.900">
      {openVacanciesText(data.total)}
    </Text>
  );
}
