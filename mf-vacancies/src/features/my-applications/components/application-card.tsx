import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { routes, toPath } from '@interim/shared/config';
import {
  ANONYMOUS_CLIENT_NAME,
  APPLICATION_STATUS_LABELS,
  isOpenApplicationStatus,
  type Application,
  type ApplicationStatus,
} from '@interim/shared/contract';
import { Badge, Box, Button, Card, Flex, Heading, HStack, RouterLink, Stack, Text, chakra, notify } from '@interim/shared/ui';
import { formatDutchDate } from '@interim/shared/format';
import { formatDutchDateTime } from '@interim/shared/format';

const STATUS_PALETTE: Record<ApplicationStatus, string> = {
  submitted: 'blue',
  in_review: 'blue',
  proposed: 'purple',
  interview: 'purple',
  offer: 'orange',
  placed: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** Props of {@link ApplicationCard}. */
export interface ApplicationCardProps {
  application: Application;
  /** Withdraws; resolves with the changed application. */
  onWithdraw: (id: number) => Promise<unknown>;
}

function Timeline({ application }: { application: Application }) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        Verloop
      </Heading>
      <chakra.ol listStyleType="none" borderStartWidth="2px" borderColor="border" ps="4" aria-label={`Verloop van je reactie op ${application.vacancy.title}`}>
        {application.statusHistory.map((change, index) => (
          <chakra.li key={`${change.status}-${change.changedAt}-${index}`} position="relative" pb="3">
            <Text fontWeight="medium">{APPLICATION_STATUS_LABELS[change.status]}</Text>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={change.changedAt}>{formatDutchDateTime(change.changedAt)}</time>
            </Text>
            {change.reason ? (
              <Text fontSize="sm">
                {change.status === 'rejected' ? 'Reden van afwijzing: ' : 'Toelichting: '}
                {change.reason}
              </Text>
            ) : null}
          </chakra.li>
        ))}
      </chakra.ol>
    </Box>
  );
}

/** One application: vacancy, Dutch status, the timeline of status changes, and withdraw while open. */
export function ApplicationCard({ application, onWithdraw }: ApplicationCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = isOpenApplicationStatus(application.status);
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
            {application.vacancy.status === 'closed' ? <Badge colorPalette="gray">Opdracht gesloten</Badge> : null}
            <Badge colorPalette={STATUS_PALETTE[application.status]} size="lg">
              <span>Status: {APPLICATION_STATUS_LABELS[application.status]}</span>
            </Badge>
          </HStack>
        </Flex>
        <Timeline application={application} />
        {open ? (
          confirming ? (
            <Stack gap="2" role="group" aria-label="Reactie intrekken bevestigen">
              <Text fontWeight="medium">Weet je zeker dat je je reactie wilt intrekken? Dit kun je niet ongedaan maken.</Text>
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
