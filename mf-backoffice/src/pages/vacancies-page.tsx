import { useMemo } from 'react';
import { useVacancySummaries } from '@interim/shared/api/backoffice-lists';
import { useStaffVacancies } from '@interim/shared/api/backoffice-vacancies';
import { routes } from '@interim/shared/config';
import { formatWholeNumber } from '@interim/shared/format';
import { Box, Button, ButtonLink, ErrorPanel, Flex, Skeleton, Stack, Text } from '@interim/shared/ui';
import { BackofficePage } from '../features/shared/backoffice-page';
import { Pagination, pageCountOf } from '../features/shared/pagination';
import { useUrlState } from '../features/shared/use-url-state';
import { VacancyFilters } from '../features/vacancies/components/vacancy-filters';
import { VacancyTable } from '../features/vacancies/components/vacancy-table';
import { PAGE_SIZE, hasFilters, parseListState, serializeListState, toApiQuery } from '../features/vacancies/vacancy-list-state';

function countLabel(total: number): string {
  return `${formatWholeNumber(total)} ${total === 1 ? 'opdracht' : 'opdrachten'}`;
}

/**
 * Every opdracht for staff (`/beheer/opdrachten`): concepts, published and
 * closed, with search, filters (status, sector, closing date, consultant) and sort,
 * paged through the API's range; the whole state lives in the URL.
 */
export function VacanciesPage() {
  const { state, update } = useUrlState(parseListState, serializeListState);
  const { data, error, isLoading, isValidating, mutate } = useStaffVacancies(toApiQuery(state));
  const filtered = hasFilters(state);
  const clear = () => update({ q: '', status: 'all', sectorId: undefined, closingAfter: undefined, closingBefore: undefined, consultantId: undefined });
  // One request for the page's real clients, consultants and reacties per status (issue 30 item 8).
  const ids = useMemo(() => (data?.items ?? []).map((vacancy) => vacancy.id), [data]);
  const { data: summaryList } = useVacancySummaries(ids);
  const summaries = useMemo(() => new Map((summaryList ?? []).map((summary) => [summary.vacancyId, summary])), [summaryList]);

  let content;
  if (error && !data) {
    content = <ErrorPanel title="De opdrachten konden niet worden geladen" message={error.message} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = (
      <Stack gap="2" role="status" aria-label="Opdrachten laden">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height="10" />
        ))}
      </Stack>
    );
  } else if (data.items.length === 0) {
    content = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.subtle" p="8" textAlign="center">
        <Text fontWeight="semibold" mb="2">
          {filtered ? 'Geen opdrachten gevonden' : 'Er zijn nog geen opdrachten'}
        </Text>
        <Text color="fg.muted" mb="4">
          {filtered ? 'Geen opdracht past bij deze zoekopdracht en filters.' : 'Maak de eerste opdracht aan, of zet een aanvraag van een opdrachtgever om.'}
        </Text>
        {filtered ? (
          <Button variant="outline" onClick={clear}>
            Wis alle filters
          </Button>
        ) : (
          <ButtonLink to={routes.backofficeVacancyNew.path}>Nieuwe opdracht</ButtonLink>
        )}
      </Box>
    );
  } else {
    content = (
      <>
        <Box opacity={isValidating ? 0.6 : 1} transition="opacity 0.2s">
          <VacancyTable vacancies={data.items} summaries={summaries} />
        </Box>
        <Pagination label="Pagina's van de opdrachten" page={state.page} pageCount={pageCountOf(data.total, PAGE_SIZE)} onPage={(page) => update({ page })} />
      </>
    );
  }

  return (
    <BackofficePage title={routes.backofficeVacancies.title} actions={<ButtonLink to={routes.backofficeVacancyNew.path}>Nieuwe opdracht</ButtonLink>}>
      <VacancyFilters state={state} onChange={update} />
      <Flex justify="space-between" align="center" gap="3" mb="3" wrap="wrap">
        <Text role="status" aria-live="polite" fontWeight="medium">
          {data ? `${countLabel(data.total)} gevonden` : ''}
        </Text>
        {filtered && data && data.items.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            Wis alle filters
          </Button>
        ) : null}
      </Flex>
      {content}
    </BackofficePage>
  );
}
