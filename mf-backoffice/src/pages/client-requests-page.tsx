import { useMemo } from 'react';
import { useClientRequests, useRefreshClientRequests } from '@interim/shared/api/backoffice-client-requests';
import { routes } from '@interim/shared/config';
import { Box, Button, EmptyState, ErrorPanel, HStack, Input, PageSpinner, Stack, Text, chakra } from '@interim/shared/ui';
import {
  CLIENT_REQUESTS_PAGE_SIZE,
  CLIENT_REQUEST_TABS,
  parseClientRequestList,
  serializeClientRequestList,
  toClientRequestsQuery,
} from '../features/client-requests/client-request-list-state';
import { ClientRequestItem } from '../features/client-requests/components/client-request-item';
import { ClientRequestTabs } from '../features/client-requests/components/client-request-tabs';
import { BackofficePage } from '../features/shared/backoffice-page';
import { Pagination, pageCountOf } from '../features/shared/pagination';
import { useUrlState } from '../features/shared/use-url-state';

/**
 * The inbox of client requests (`/beheer/aanvragen`): the requests of
 * /opdrachtgevers/aanmelden per status (tab), newest first, with search; a
 * request's details and handling open in place.
 */
export function ClientRequestsPage() {
  const { state, update } = useUrlState(parseClientRequestList, serializeClientRequestList);
  const query = useMemo(() => toClientRequestsQuery(state), [state]);
  const { data, error, isLoading, mutate } = useClientRequests(query);
  const refresh = useRefreshClientRequests();
  const tabLabel = CLIENT_REQUEST_TABS.find((tab) => tab.value === state.tab)!.label;

  let content;
  if (error && !data) {
    content = <ErrorPanel title="Aanvragen laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <PageSpinner label="Aanvragen laden" />;
  } else if (data.total === 0) {
    content = state.q ? (
      <EmptyState heading="Geen aanvragen gevonden" text={`Geen aanvragen met "${state.q}" bij ${tabLabel.toLowerCase()}.`} buttonLabel="Wis de zoekopdracht" buttonHref={routes.backofficeClientRequests.path} />
    ) : (
      <EmptyState
        heading={state.tab === 'nieuw' ? 'Geen nieuwe aanvragen' : 'Geen aanvragen'}
        text={state.tab === 'nieuw' ? 'Alle aanvragen van opdrachtgevers zijn opgepakt.' : `Er zijn geen aanvragen met de status ${tabLabel.toLowerCase()}.`}
        buttonLabel="Alle aanvragen bekijken"
        buttonHref={`${routes.backofficeClientRequests.path}?status=alle`}
      />
    );
  } else {
    content = (
      <>
        <Text mb="3" color="fg.muted">
          {data.total === 1 ? '1 aanvraag' : `${data.total} aanvragen`}, nieuwste eerst
        </Text>
        <Stack as="ol" listStyleType="none" gap="4">
          {data.items.map((request) => (
            <li key={request.id}>
              <ClientRequestItem
                request={request}
                open={state.open === request.id}
                onToggle={(open) => update({ open: open ? request.id : undefined, page: state.page })}
                onChanged={refresh}
              />
            </li>
          ))}
        </Stack>
        <Pagination page={state.page} pageCount={pageCountOf(data.total, CLIENT_REQUESTS_PAGE_SIZE)} onPage={(page) => update({ page, open: undefined })} label="Pagina's met aanvragen" />
      </>
    );
  }

  return (
    <BackofficePage title={routes.backofficeClientRequests.title}>
      <ClientRequestTabs state={state} />
      <chakra.form
        role="search"
        aria-label="Aanvragen zoeken"
        mb="4"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('q');
          update({ q: typeof value === 'string' ? value : '', open: undefined });
        }}
      >
        <chakra.label htmlFor="client-request-search" display="block" fontWeight="medium" mb="1">
          Zoeken op bedrijf, contactpersoon of e-mailadres
        </chakra.label>
        <HStack gap="2" maxW="xl">
          <Box flex="1">
            <Input id="client-request-search" name="q" type="search" defaultValue={state.q} key={state.q} maxLength={200} />
          </Box>
          <Button type="submit" variant="outline">
            Zoeken
          </Button>
        </HStack>
      </chakra.form>
      {content}
    </BackofficePage>
  );
}
