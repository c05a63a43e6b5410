import { useEffect, useId, useRef, useState } from 'react';
import { changeClientRequestStatus } from '@interim/shared/api/backoffice-client-requests';
import { describeApiError } from '@interim/shared/api-client';
import { routes, toPath } from '@interim/shared/config';
import { CLIENT_REQUEST_STATUS_LABELS, type ClientRequest, type ClientRequestStatus } from '@interim/shared/contract';
import { formatDutchDate, formatDutchDateTime } from '@interim/shared/format';
import { Badge, Box, Button, ButtonLink, Card, Flex, FormAlert, Heading, HStack, Link, RouterLink, Stack, Text, notify } from '@interim/shared/ui';
import { AuditHistory } from '../../shared/audit-history';
import { DefinitionList } from '../../shared/definition-list';
import { ClientContactsSection } from './client-contacts-section';

type SettableStatus = Exclude<ClientRequestStatus, 'converted'>;

/** The status changes offered for a request, as button labels. Converting is creating its opdracht. */
const ACTIONS: Record<ClientRequestStatus, { status: SettableStatus; label: string }[]> = {
  new: [{ status: 'in_progress', label: 'In behandeling nemen' }],
  in_progress: [{ status: 'new', label: 'Terugzetten naar Nieuw' }],
  rejected: [{ status: 'in_progress', label: 'Opnieuw in behandeling nemen' }],
  converted: [],
};

const STATUS_PALETTE: Record<ClientRequestStatus, string> = { new: 'blue', in_progress: 'orange', converted: 'green', rejected: 'gray' };

const NOT_GIVEN = 'niet opgegeven';
const euros = (amount: number) => `€ ${amount.toLocaleString('nl-NL')}`;

/** The hourly rate band as the client gave it. */
function rateBand(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? `${euros(min)} per uur` : `${euros(min)} – ${euros(max)} per uur`;
  if (min !== null) return `vanaf ${euros(min)} per uur`;
  if (max !== null) return `tot ${euros(max)} per uur`;
  return NOT_GIVEN;
}

/** What the client said of the assignment (issue 31): function, location, hours, start, duration, rate and budget. */
function assignmentItems(request: ClientRequest): Array<{ term: string; value: string }> {
  return [
    { term: 'Functie', value: request.position?.name ?? NOT_GIVEN },
    { term: 'Locatie', value: request.location ?? NOT_GIVEN },
    { term: 'Uren per week', value: request.hoursPerWeek === null ? NOT_GIVEN : String(request.hoursPerWeek) },
    { term: 'Startdatum', value: request.startDate ? formatDutchDate(request.startDate) : 'in overleg' },
    { term: 'Duur', value: request.duration ?? NOT_GIVEN },
    { term: 'Uurtarief (excl. btw)', value: rateBand(request.hourlyRateMin, request.hourlyRateMax) },
    { term: 'Totaalbudget (excl. btw)', value: request.budget === null ? NOT_GIVEN : euros(request.budget) },
  ];
}

/** Props of {@link ClientRequestItem}. */
export interface ClientRequestItemProps {
  request: ClientRequest;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** After a status change (refreshes the inbox and the history). */
  onChanged: () => Promise<unknown>;
}

/**
 * One client request in the inbox: company, contact and status; its details
 * open in place (a disclosure) with the description, the status actions,
 * "Omzetten naar opdracht" and the history.
 */
export function ClientRequestItem({ request, open, onToggle, onChanged }: ClientRequestItemProps) {
  const titleId = useId();
  const panelId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [confirmingReject, setConfirmingReject] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirmingReject) confirmRef.current?.focus();
  }, [confirmingReject]);

  const change = async (status: SettableStatus) => {
    setBusy(true);
    setError(undefined);
    try {
      await changeClientRequestStatus(request.id, { status });
      notify({ type: 'success', description: `Aanvraag van ${request.companyName}: ${CLIENT_REQUEST_STATUS_LABELS[status]}.` });
      setConfirmingReject(false);
      await onChanged();
    } catch (caught) {
      setError(describeApiError(caught));
    } finally {
      setBusy(false);
    }
  };

  const convertible = request.status === 'new' || request.status === 'in_progress';

  return (
    <Card.Root as="article" variant="outline" aria-labelledby={titleId}>
      <Card.Body gap="3">
        <Flex justify="space-between" gap="3" align="flex-start" wrap="wrap">
          <Box minW="0">
            <Heading as="h2" size="md" id={titleId}>
              {request.companyName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {request.reference} · {request.position ? `${request.position.name} · ` : ''}
              {request.contactName} · ontvangen op <time dateTime={request.createdAt}>{formatDutchDate(request.createdAt)}</time>
            </Text>
          </Box>
          <Badge colorPalette={STATUS_PALETTE[request.status]} size="lg">
            Status: {CLIENT_REQUEST_STATUS_LABELS[request.status]}
          </Badge>
        </Flex>
        <Box>
          <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => onToggle(!open)}>
            {open ? 'Details verbergen' : 'Details en afhandeling'}
          </Button>
        </Box>
        {open ? (
          <Stack id={panelId} gap="5" pt="2">
            <DefinitionList
              items={[
                { term: 'Referentienummer', value: request.reference },
                ...assignmentItems(request),
                { term: 'Consultant', value: request.consultant?.name ?? 'nog niemand (wie de aanvraag in behandeling neemt)' },
                { term: 'Contactpersoon', value: request.contactName },
                { term: 'E-mailadres', value: <Link href={`mailto:${request.email}`}>{request.email}</Link> },
                { term: 'Telefoon', value: <Link href={`tel:${request.phone.replace(/\s/g, '')}`}>{request.phone}</Link> },
                { term: 'KvK-nummer', value: request.kvkNumber },
                { term: 'Ontvangen', value: formatDutchDateTime(request.createdAt) },
                { term: 'Laatst gewijzigd', value: formatDutchDateTime(request.updatedAt) },
              ]}
            />
            <Box>
              <Heading as="h3" size="sm" mb="1">
                Omschrijving van de opdracht
              </Heading>
              <Text whiteSpace="pre-wrap">{request.description}</Text>
            </Box>
            <FormAlert message={error} />
            {request.status === 'converted' ? (
              <Text>
                Omgezet in een opdracht:{' '}
                {request.vacancyId !== null ? (
                  <RouterLink to={toPath(routes.backofficeVacancy.path, { id: request.vacancyId })}>opdracht {request.vacancyId} bekijken</RouterLink>
                ) : (
                  'de opdracht is niet meer te vinden'
                )}
                .
              </Text>
            ) : (
              <HStack gap="2" wrap="wrap" role="group" aria-label={`Aanvraag van ${request.companyName} afhandelen`}>
                {convertible ? (
                  <ButtonLink to={`${routes.backofficeVacancyNew.path}?aanvraag=${request.id}`}>Omzetten naar opdracht</ButtonLink>
                ) : null}
                {ACTIONS[request.status].map((action) => (
                  <Button key={action.status} variant="outline" disabled={busy} onClick={() => void change(action.status)}>
                    {action.label}
                  </Button>
                ))}
                {request.status !== 'rejected' && !confirmingReject ? (
                  <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => setConfirmingReject(true)}>
                    Afwijzen
                  </Button>
                ) : null}
              </HStack>
            )}
            {confirmingReject ? (
              <Stack gap="2" role="group" aria-label="Afwijzen bevestigen" borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
                <Text fontWeight="medium">De aanvraag van {request.companyName} afwijzen? Je kunt hem later opnieuw in behandeling nemen.</Text>
                <HStack gap="2">
                  <Button ref={confirmRef} colorPalette="red" loading={busy} loadingText="Bezig met afwijzen" onClick={() => void change('rejected')}>
                    Ja, afwijzen
                  </Button>
                  <Button variant="ghost" disabled={busy} onClick={() => setConfirmingReject(false)}>
                    Annuleren
                  </Button>
                </HStack>
              </Stack>
            ) : null}
            <ClientContactsSection requestId={request.id} companyName={request.companyName} />
            <AuditHistory entityType="client_request" entityId={request.id} headingLevel="h3" />
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
