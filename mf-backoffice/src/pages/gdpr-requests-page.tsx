import { useMemo } from 'react';
import { useGdprQueue, useRefreshGdprQueue } from '@interim/shared/api/backoffice-privacy';
import { routes } from '@interim/shared/config';
import { EmptyState, ErrorPanel, PageSpinner, SelectField, Stack, Text, chakra } from '@interim/shared/ui';
import { GdprRequestItem } from '../features/gdpr-requests/components/gdpr-request-item';
import { GDPR_PAGE_SIZE, GDPR_TABS, GDPR_TYPE_CHOICES, parseGdprList, serializeGdprList, toGdprQuery, type GdprListState } from '../features/gdpr-requests/gdpr-list-state';
import { BackofficePage } from '../features/shared/backoffice-page';
import { StatusTabs } from '../features/shared/status-tabs';
import { Pagination, pageCountOf } from '../features/shared/pagination';
import { useUrlState } from '../features/shared/use-url-state';

function GdprTabs({ state }: { state: GdprListState }) {
  return (
    <StatusTabs
      label="Privacyverzoeken per status"
      tabs={GDPR_TABS}
      current={state.tab}
      searchFor={(tab) => serializeGdprList({ tab, ...(state.type ? { type: state.type } : {}), page: 1 }).toString()}
    />
  );
}

/**
 * The queue of privacy (AVG) requests (`/beheer/privacyverzoeken`): open
 * ones first with the legal deadline and the days left, overdue ones first
 * and marked; each request's handling and history open in place.
 */
export function GdprRequestsPage() {
  const { state, update } = useUrlState(parseGdprList, serializeGdprList);
  const query = useMemo(() => toGdprQuery(state), [state]);
  const { data, error, isLoading, mutate } = useGdprQueue(query);
  const refresh = useRefreshGdprQueue();
  const overdue = data?.items.filter((request) => request.overdue).length ?? 0;

  let content;
  if (error && !data) {
    content = <ErrorPanel title="Privacyverzoeken laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <PageSpinner label="Privacyverzoeken laden" />;
  } else if (data.total === 0) {
    content =
      state.tab === 'open' && !state.type ? (
        <EmptyState heading="Geen open privacyverzoeken" text="Alle verzoeken om inzage en wijziging zijn afgehandeld." buttonLabel="Alle verzoeken bekijken" buttonHref={`${routes.backofficeGdprRequests.path}?status=alle`} />
      ) : (
        <EmptyState heading="Geen privacyverzoeken gevonden" text="Er zijn geen verzoeken die bij deze keuze passen." buttonLabel="Naar de open verzoeken" buttonHref={routes.backofficeGdprRequests.path} />
      );
  } else {
    content = (
      <>
        <Text mb="3" color="fg.muted">
          {data.total === 1 ? '1 verzoek' : `${data.total} verzoeken`}
          {state.tab === 'open' ? ', eerst de verzoeken met de vroegste uiterste datum' : ''}
          {overdue > 0 ? ` · ${overdue === 1 ? '1 verzoek' : `${overdue} verzoeken`} te laat op deze pagina` : ''}
        </Text>
        <Stack as="ol" listStyleType="none" gap="4">
          {data.items.map((request) => (
            <li key={request.id}>
              <GdprRequestItem
                request={request}
                open={state.open === request.id}
                onToggle={(open) => update({ open: open ? request.id : undefined, page: state.page })}
                onHandled={refresh}
              />
            </li>
          ))}
        </Stack>
        <Pagination page={state.page} pageCount={pageCountOf(data.total, GDPR_PAGE_SIZE)} onPage={(page) => update({ page, open: undefined })} label="Pagina's met privacyverzoeken" />
      </>
    );
  }

  return (
    <BackofficePage title={routes.backofficeGdprRequests.title}>
      <Text mb="4" maxW="3xl">
        Verzoeken om inzage in of wijziging van persoonsgegevens beantwoorden we binnen een maand na ontvangst (AVG artikel 12 lid 3).
      </Text>
      <GdprTabs state={state} />
      <chakra.form aria-label="Privacyverzoeken filteren" mb="4" maxW="xs" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label="Soort verzoek"
          value={GDPR_TYPE_CHOICES.find((choice) => choice.type === state.type)?.value ?? ''}
          onChange={(event) => update({ type: GDPR_TYPE_CHOICES.find((choice) => choice.value === event.target.value)?.type, open: undefined })}
        >
          <option value="">Alle soorten</option>
          {GDPR_TYPE_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      </chakra.form>
      {content}
    </BackofficePage>
  );
}
