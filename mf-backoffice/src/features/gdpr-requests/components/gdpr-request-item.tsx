import { useId } from 'react';
import { routes, toPath } from '@interim/shared/config';
import { GDPR_REQUEST_STATUS_LABELS, GDPR_REQUEST_TYPE_LABELS, type GdprStaffRequest } from '@interim/shared/contract';
import { formatDutchDate, formatDutchDateTime } from '@interim/shared/format';
import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, RouterLink, Stack, Text } from '@interim/shared/ui';
import { AuditHistory } from '../../shared/audit-history';
import { DefinitionList } from '../../shared/definition-list';
import { daysLeftText, gdprTypeLabel } from '../gdpr-list-state';
import { GdprHandlingForm } from './gdpr-handling-form';

/** Props of {@link GdprRequestItem}. */
export interface GdprRequestItemProps {
  request: GdprStaffRequest;
  open: boolean;
  onToggle: (open: boolean) => void;
  onHandled: () => Promise<unknown>;
}

/**
 * One privacy request in the queue: kind, person, receipt, the legal
 * deadline and the days left. An overdue one says "Te laat" in words and
 * gets a thick border, so it is not marked by colour alone. Its details and
 * handling open in place.
 */
export function GdprRequestItem({ request, open, onToggle, onHandled }: GdprRequestItemProps) {
  const titleId = useId();
  const panelId = useId();
  const left = daysLeftText(request.daysLeft);
  return (
    <Card.Root
      as="article"
      variant="outline"
      aria-labelledby={titleId}
      borderColor={request.overdue ? 'border.error' : undefined}
      borderStartWidth={request.overdue ? '6px' : undefined}
    >
      <Card.Body gap="3">
        <Flex justify="space-between" gap="3" align="flex-start" wrap="wrap">
          <Box minW="0">
            <Heading as="h2" size="md" id={titleId}>
              {gdprTypeLabel(request.type)}: {request.employee.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Ontvangen op <time dateTime={request.receivedAt}>{formatDutchDate(request.receivedAt)}</time> · uiterlijk{' '}
              <time dateTime={request.deadline}>{formatDutchDate(request.deadline)}</time> afhandelen
            </Text>
          </Box>
          <HStack gap="2" wrap="wrap">
            {request.overdue ? (
              <Badge colorPalette="red" variant="solid" size="lg">
                <span aria-hidden="true">⚠</span> Te laat
              </Badge>
            ) : null}
            <Badge colorPalette={request.status === 'received' ? 'blue' : request.status === 'in_progress' ? 'orange' : 'gray'} size="lg">
              Status: {GDPR_REQUEST_STATUS_LABELS[request.status]}
            </Badge>
          </HStack>
        </Flex>
        {left ? (
          <Text fontWeight={request.overdue || (request.daysLeft ?? 99) <= 5 ? 'semibold' : 'normal'} color={request.overdue ? 'fg.error' : undefined}>
            Termijn: {left}
          </Text>
        ) : request.completedAt ? (
          <Text>
            {GDPR_REQUEST_STATUS_LABELS[request.status]} op {formatDutchDate(request.completedAt)}
          </Text>
        ) : null}
        <Box>
          <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => onToggle(!open)}>
            {open ? 'Details verbergen' : 'Details en afhandeling'}
          </Button>
        </Box>
        {open ? (
          <Stack id={panelId} gap="5" pt="2">
            <DefinitionList
              items={[
                { term: 'Soort verzoek', value: GDPR_REQUEST_TYPE_LABELS[request.type] },
                { term: 'Aanvrager', value: <RouterLink to={toPath(routes.backofficeCandidate.path, { id: request.employee.id })}>{request.employee.name}</RouterLink> },
                { term: 'E-mailadres', value: <Link href={`mailto:${request.employee.email}`}>{request.employee.email}</Link> },
                { term: 'Ontvangen', value: formatDutchDateTime(request.receivedAt) },
                { term: 'Uiterste datum', value: `${formatDutchDate(request.deadline)} (een maand na ontvangst, AVG artikel 12 lid 3)` },
                {
                  term: 'Laatst behandeld',
                  value: request.handledAt ? `${formatDutchDateTime(request.handledAt)}${request.handledBy ? ` door ${request.handledBy.name}` : ''}` : 'Nog niet',
                },
                { term: 'Notitie', value: request.resolution },
              ]}
            />
            <Box>
              <Heading as="h3" size="sm" mb="1">
                Bericht van de aanvrager
              </Heading>
              {request.message ? <Text whiteSpace="pre-wrap">{request.message}</Text> : <Text color="fg.muted">Geen bericht meegestuurd.</Text>}
            </Box>
            <GdprHandlingForm request={request} onHandled={onHandled} />
            <AuditHistory entityType="gdpr_request" entityId={request.id} headingLevel="h3" />
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
