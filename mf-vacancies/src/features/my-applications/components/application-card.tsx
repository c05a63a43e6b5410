import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { routes, toPath } from '@interim/shared/config';
import { ANONYMOUS_CLIENT_NAME, describeClientConsent, isOpenApplicationStatus, type Application } from '@interim/shared/contract';
import { Badge, Box, Button, Card, Flex, Heading, HStack, RouterLink, Stack, Text, chakra, notify } from '@interim/shared/ui';
import { formatDutchDate, formatEuroAmount } from '@interim/shared/format';
import { ApplicationStatusBadge, StatusTimeline } from '@interim/shared/views';
import { ProposalAnswer } from './proposal-answer';
import { OfferAnswer } from './offer-answer';

/** Props of {@link ApplicationCard}. */
export interface ApplicationCardProps {
  application: Application;
  /** Withdraws; resolves with the changed application. */
  onWithdraw: (id: number) => Promise<unknown>;
}

function Sent({ term, children, wide }: { term: string; children: string; wide?: boolean }) {
  // The dt/dd pair's own div is the grid item: a second div around it is not allowed in a dl (axe definition-list).
  return (
    <Box gridColumn={wide ? '1 / -1' : undefined}>
      <chakra.dt fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {term}
      </chakra.dt>
      <chakra.dd fontSize="sm" whiteSpace="pre-line">
        {children}
      </chakra.dd>
    </Box>
  );
}

/** What the freelancer sent with the reactie: rate, hours, start, CV and motivation (each may be missing). */
function SentDetails({ application }: { application: Application }) {
  return (
    <Box as="section" aria-labelledby={`application-${application.id}-sent`}>
      <Heading as="h3" size="sm" mb="2" id={`application-${application.id}-sent`}>
        Wat je hebt gestuurd
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
        <Sent term="Uurtarief">
          {application.offeredHourlyRate === null ? 'Niet opgegeven' : `${formatEuroAmount(application.offeredHourlyRate)} per uur excl. btw`}
        </Sent>
        <Sent term="Uren per week">{application.hoursPerWeek === null ? 'Niet opgegeven' : `${application.hoursPerWeek} uur`}</Sent>
        <Sent term="Beschikbaar vanaf">{application.availableFrom === null ? 'Niet opgegeven' : formatDutchDate(application.availableFrom)}</Sent>
        <Sent term="Cv">{application.cvFileName ?? (application.cvId === null ? 'Zonder cv' : 'Cv meegestuurd')}</Sent>
        <Sent term="Motivatie" wide>
          {application.motivation ?? 'Zonder motivatie'}
        </Sent>
      </chakra.dl>
    </Box>
  );
}

/** One application: vacancy, Dutch status, what was sent, the timeline of status changes, and withdraw while open. */
export function ApplicationCard({ application, onWithdraw }: ApplicationCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // While a proposal waits for an answer, "Nee, bedankt" is the way out (ADR 0019).
  const open = isOpenApplicationStatus(application.status) && application.proposal?.response !== 'pending';
  const titleId = `application-${application.id}-title`;

  const withdraw = async () => {
    setBusy(true);
    try {
      await onWithdraw(application.id);
      notify({ type: 'success', description: 'Je reactie is ingetrokken.' });
      setConfirming(false);
    } catch (error) {
      notify({ title: 'Intrekken is niet gelukt', description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root as="article" variant="outline" aria-labelledby={titleId}>
      <Card.Body gap="4">
        <Flex justify="space-between" gap="3" align="flex-start" wrap="wrap">
          <Box minW="0">
            <Heading as="h2" size="md" id={titleId}>
              <RouterLink to={toPath(routes.vacancyDetail.path, { id: application.vacancy.id })} color="fg">
                {application.vacancy.title}
              </RouterLink>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {application.vacancy.clientName ?? ANONYMOUS_CLIENT_NAME} · {application.vacancy.city} · gereageerd op{' '}
              {formatDutchDate(application.createdAt)}
            </Text>
          </Box>
          <HStack gap="2">
            {application.vacancy.status === 'closed' && application.status !== 'vacancy_closed' ? <Badge colorPalette="gray">Opdracht gesloten</Badge> : null}
            <ApplicationStatusBadge status={application.status} prefix="Status: " size="lg" />
          </HStack>
        </Flex>
        {application.status === 'vacancy_closed' ? (
          <Box role="note" borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
            <Text>
              Deze opdracht is gesloten terwijl je reactie nog liep. Je reactie is daarmee afgerond; je hoeft niets meer te doen. Kijk gerust bij de{' '}
              <RouterLink to={routes.vacancies.path}>andere opdrachten</RouterLink>.
            </Text>
          </Box>
        ) : null}
        <ProposalAnswer application={application} />
        <OfferAnswer application={application} />
        {application.proposal ? null : <SentDetails application={application} />}
        {/* What the client may see once staff propose them (docs/adr/0021); not yet asked on a pending proposal. */}
        {application.proposal?.response === 'pending' ? null : (
          <Box as="section" aria-labelledby={`application-${application.id}-consent`}>
            <Heading as="h3" size="sm" mb="1" id={`application-${application.id}-consent`}>
              Gedeeld met de opdrachtgever
            </Heading>
            <Text fontSize="sm">{describeClientConsent(application.clientConsent)}</Text>
          </Box>
        )}
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Verloop
          </Heading>
          <StatusTimeline history={application.statusHistory} label={`Verloop van je reactie op ${application.vacancy.title}`} />
        </Box>
        {open ? (
          confirming ? (
            <Stack gap="2" role="group" aria-label="Reactie intrekken bevestigen">
              <Text fontWeight="medium">Weet je zeker dat je je reactie wilt intrekken? Zolang de opdracht open staat, kun je daarna opnieuw reageren.</Text>
              <HStack gap="2">
                <Button colorPalette="red" size="sm" loading={busy} loadingText="Bezig met intrekken" onClick={() => void withdraw()}>
                  Ja, trek mijn reactie in
                </Button>
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
                  Annuleren
                </Button>
              </HStack>
            </Stack>
          ) : (
            <Box>
              <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                Reactie intrekken
              </Button>
            </Box>
          )
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
