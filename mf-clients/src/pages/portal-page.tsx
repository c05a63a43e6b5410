import { Fragment } from 'react';
import { useClientPortalRequests, useClientPortalVacancies } from '@interim/shared/api/client-portal';
import { routes } from '@interim/shared/config';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, VACANCY_STATUS_LABELS } from '@interim/shared/contract/labels';
import { CLIENT_REQUEST_STATUS_LABELS, type ClientPortalRequest, type ClientPortalVacancy } from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { generatePath } from '@interim/shared/routing';
import { Box, ButtonLink, Container, Heading, PageTitle, Stack, Text } from '@interim/shared/ui';
import { ConsultantContact } from '../features/portal/components/consultant-contact';
import { PortalGate } from '../features/portal/components/portal-gate';

/** The stages a client sees a count of: every status but withdrawn (the freelancer's own step). */
const COUNTED_STAGES = APPLICATION_STATUSES.filter((status) => status !== 'withdrawn');
const PROPOSED_OR_LATER = ['proposed', 'interview', 'offer', 'placed'] as const;

function RequestItem({ request }: { request: ClientPortalRequest }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h3" size="md">
        {request.positionName ?? 'Aanvraag'} <Text as="span" color="fg.muted" fontWeight="normal">({request.reference})</Text>
      </Heading>
      <Text mt="1">
        Status: <strong>{CLIENT_REQUEST_STATUS_LABELS[request.status]}</strong>
      </Text>
      <Text color="fg.muted" fontSize="sm">
        Verstuurd op {formatDutchDateTime(request.createdAt)} door {request.contactName}
      </Text>
      <ConsultantContact consultant={request.consultant} />
    </Box>
  );
}

function VacancyItem({ vacancy }: { vacancy: ClientPortalVacancy }) {
  const proposed = PROPOSED_OR_LATER.reduce((sum, status) => sum + vacancy.stageCounts[status], 0);
  const headingId = `opdracht-${vacancy.id}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" aria-labelledby={headingId}>
      <Heading as="h3" size="md" id={headingId}>
        {vacancy.title}
      </Heading>
      <Text mt="1">
        Status: <strong>{VACANCY_STATUS_LABELS[vacancy.status]}</strong> · aanvraag {vacancy.requestReference}
      </Text>
      <ConsultantContact consultant={vacancy.consultant} />
      <Box as="dl" display="grid" gridTemplateColumns="auto auto" columnGap="4" rowGap="1" mt="3" maxW="sm" fontSize="sm">
        {/* dt and dd as the list's own children: a wrapping element fails axe's definition-list rule. */}
        {COUNTED_STAGES.map((status) => (
          <Fragment key={status}>
            <Box as="dt">{APPLICATION_STATUS_LABELS[status]}</Box>
            <Box as="dd" textAlign="end">
              {vacancy.stageCounts[status]}
            </Box>
          </Fragment>
        ))}
      </Box>
      <ButtonLink to={generatePath(routes.clientPortalVacancy.path, { id: String(vacancy.id) })} mt="4" size="sm" colorPalette="brand">
        {proposed === 1 ? 'Bekijk de voorgestelde kandidaat' : `Bekijk de voorgestelde kandidaten (${proposed})`}
      </ButtonLink>
    </Box>
  );
}

/** The client portal's overview (`/opdrachtgevers/portaal`, access `client`): the organisation's requests and opdrachten. */
export function PortalPage() {
  const requests = useClientPortalRequests();
  const vacancies = useClientPortalVacancies();
  return (
    <Container maxW="4xl" py={{ base: '6', lg: '10' }}>
      <PageTitle title={routes.clientPortal.title} />
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} mb="3">
        {routes.clientPortal.title}
      </Heading>
      <Text mb="8">Hier volgt u uw aanvragen en opdrachten, en ziet u de kandidaten die wij u voorstellen.</Text>
      <PortalGate data={requests.data} error={requests.error} retry={() => void requests.mutate()} loadingLabel="Uw aanvragen laden">
        {(items) => (
          <>
            <Heading as="h2" size="xl" mb="4">
              Uw aanvragen
            </Heading>
            {items.length === 0 ? (
              <Text>U heeft nog geen aanvragen.</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="3" mb="10">
                {items.map((request) => (
                  <RequestItem key={request.id} request={request} />
                ))}
              </Stack>
            )}
            <Heading as="h2" size="xl" mb="4">
              Uw opdrachten
            </Heading>
            <PortalGate data={vacancies.data} error={vacancies.error} retry={() => void vacancies.mutate()} loadingLabel="Uw opdrachten laden">
              {(opdrachten) =>
                opdrachten.length === 0 ? (
                  <Text>Zodra wij van uw aanvraag een opdracht hebben gemaakt, ziet u die hier.</Text>
                ) : (
                  <Stack as="ul" listStyleType="none" gap="3">
                    {opdrachten.map((vacancy) => (
                      <VacancyItem key={vacancy.id} vacancy={vacancy} />
                    ))}
                  </Stack>
                )
              }
            </PortalGate>
          </>
        )}
      </PortalGate>
    </Container>
  );
}
