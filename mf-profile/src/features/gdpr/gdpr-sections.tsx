import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { clearApiCache, GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { routes } from '@interim/shared/config';
import {
  GDPR_ANONYMIZE_CONFIRMATION,
  GDPR_REQUEST_STATUS_LABELS,
  GDPR_REQUEST_TYPE_LABELS,
  OPEN_GDPR_REQUEST_STATUSES,
  type GdprRequest,
  type GdprRequestType,
} from '@interim/shared/contract';
import { useNavigate } from '@interim/shared/routing';
import { Badge, Box, Button, Card, FormAlert, Heading, Link, List, RouterLink, Stack, Text, TextareaField, TextField, chakra, notify } from '@interim/shared/ui';
import { formatDutchDate } from '@interim/shared/format';
import { AnonymizeFormSchema, ChangeRequestFormSchema } from './gdpr-forms';
import { createGdprRequest, exportHref, useGdprRequests } from '@interim/shared/api';

/** Toast after the anonymisation, on the home page. */
export const ANONYMIZED_MESSAGE = 'Je gegevens zijn geanonimiseerd en je bent uitgelogd.';

const errorText = (error: unknown) => (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);

function RequestCard({ type, children }: { type: GdprRequestType; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={GDPR_REQUEST_TYPE_LABELS[type]}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {GDPR_REQUEST_TYPE_LABELS[type]}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Inzage: the staff send an overview of the stored data. */
export function AccessRequestSection({ onCreated }: { onCreated: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const send = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await createGdprRequest({ type: 'request-personal-data' });
      notify({ type: 'success', description: 'Je verzoek om inzage is ontvangen. Je hoort binnen een maand van ons.' });
      onCreated();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <RequestCard type="request-personal-data">
      <Text color="fg.muted">Vraag een overzicht aan van alle persoonsgegevens die wij van je bewaren en waarvoor we ze gebruiken.</Text>
      <FormAlert message={error} />
      <Box>
        <Button onClick={() => void send()} loading={busy} loadingText="Bezig met versturen" variant="outline">
          Inzage aanvragen
        </Button>
      </Box>
    </RequestCard>
  );
}

/** Wijzigen: free text, handled by staff. */
export function ChangeRequestSection({ onCreated }: { onCreated: () => void }) {
  const [error, setError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ChangeRequestFormSchema>, unknown, z.output<typeof ChangeRequestFormSchema>>({
    resolver: zodResolver(ChangeRequestFormSchema),
    defaultValues: { message: '' },
  });
  const onSubmit = handleSubmit(async ({ message }) => {
    setError(undefined);
    try {
      await createGdprRequest({ type: 'change-personal-data', message });
      reset();
      notify({ type: 'success', description: 'Je wijzigingsverzoek is ontvangen. We passen je gegevens zo snel mogelijk aan.' });
      onCreated();
    } catch (caught) {
      setError(errorText(caught));
    }
  });
  return (
    <RequestCard type="change-personal-data">
      <Text color="fg.muted">
        De meeste gegevens, ook je e-mailadres, pas je zelf aan onder <RouterLink to={routes.profileDetails.path}>Gegevens</RouterLink>.
        Klopt er iets anders niet? Beschrijf hier wat er moet veranderen.
      </Text>
      <chakra.form noValidate onSubmit={onSubmit} aria-label="Wijzigingsverzoek">
        <Stack gap="3">
          <FormAlert message={error} />
          <TextareaField label="Wat moet er worden gewijzigd?" isRequired rows={4} error={errors.message?.message} {...register('message')} />
          <Box>
            <Button type="submit" variant="outline" loading={isSubmitting} loadingText="Bezig met versturen">
              Wijziging aanvragen
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </RequestCard>
  );
}

/** Downloaden: the export is made at once; its JSON download appears when ready. */
export function ExportSection({ onCreated }: { onCreated: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [ready, setReady] = useState<GdprRequest | undefined>();
  const send = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const created = await createGdprRequest({ type: 'export-personal-data' });
      setReady(created);
      onCreated();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  const href = ready ? exportHref(ready) : undefined;
  return (
    <RequestCard type="export-personal-data">
      <Text color="fg.muted">Download al je gegevens in één bestand (JSON), bijvoorbeeld om ze mee te nemen naar een andere partij.</Text>
      <FormAlert message={error} />
      {ready && href ? (
        <Box role="status" borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
          <Text mb="1">Je download staat klaar.</Text>
          <Link href={href} download color="brand.fg" textDecoration="underline" fontWeight="semibold">
            Download je gegevens (JSON)
          </Link>
        </Box>
      ) : ready ? (
        <Text role="status">Je export wordt gemaakt. Je krijgt een e-mail zodra hij klaarstaat.</Text>
      ) : null}
      <Box>
        <Button onClick={() => void send()} loading={busy} loadingText="Bezig met klaarzetten" variant="outline">
          Download aanvragen
        </Button>
      </Box>
    </RequestCard>
  );
}

/** Anonimiseren: the consequences, the confirmation word, then logged out for good. */
export function AnonymizeSection() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof AnonymizeFormSchema>, unknown, z.output<typeof AnonymizeFormSchema>>({
    resolver: zodResolver(AnonymizeFormSchema),
    defaultValues: { confirmation: '' },
  });
  const onSubmit = handleSubmit(async ({ confirmation }) => {
    setError(undefined);
    try {
      await createGdprRequest({ type: 'anonymize-data', confirmation });
    } catch (caught) {
      setError(errorText(caught));
      return;
    }
    // The API has ended every session and cleared the cookies, the
    // active-user cookie included, so the page reads as logged out from its
    // next render on. Announcing it now (sessionStore.markLoggedOut) would
    // re-render the shell's guard urgently while the navigation home is still
    // a pending transition, and the guard would send the visitor to /login.
    navigate(routes.home.path, { replace: true });
    await clearApiCache();
    notify({ type: 'success', description: ANONYMIZED_MESSAGE });
  });
  return (
    <RequestCard type="anonymize-data">
      <Text>Let op: anonimiseren kan niet ongedaan worden gemaakt.</Text>
      <List.Root ps="5" gap="1" color="fg.muted">
        <List.Item>Je naam, e-mailadres, telefoonnummer, adres en cv worden definitief gewist.</List.Item>
        <List.Item>Je profiel, voorkeuren, opgeslagen opdrachten en reacties zijn niet meer aan jou te koppelen.</List.Item>
        <List.Item>Je wordt direct uitgelogd op al je apparaten en kunt met dit account niet meer inloggen.</List.Item>
        <List.Item>Je kunt je later met hetzelfde e-mailadres opnieuw aanmelden, als nieuwe gebruiker.</List.Item>
      </List.Root>
      <chakra.form noValidate onSubmit={onSubmit} aria-label="Gegevens anonimiseren">
        <Stack gap="3">
          <FormAlert message={error} />
          <TextField
            label={`Typ ${GDPR_ANONYMIZE_CONFIRMATION} om te bevestigen`}
            isRequired
            autoComplete="off"
            error={errors.confirmation?.message}
            {...register('confirmation')}
          />
          <Box>
            <Button type="submit" colorPalette="red" loading={isSubmitting} loadingText="Bezig met anonimiseren">
              Mijn gegevens anonimiseren
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </RequestCard>
  );
}

/**
 * Where a request stands, with its date: in progress since staff took it in
 * hand (`handledAt`), completed or rejected on the day it closed
 * (`completedAt`); nothing more while it waits.
 */
function requestProgress(request: GdprRequest): { text: string; at: string } | undefined {
  if (request.status === 'in_progress' && request.handledAt) return { text: 'In behandeling sinds', at: request.handledAt };
  const closedAt = request.completedAt ?? request.handledAt;
  if (request.status === 'completed' && closedAt) return { text: 'Afgehandeld op', at: closedAt };
  if (request.status === 'rejected' && closedAt) return { text: 'Afgewezen op', at: closedAt };
  return undefined;
}

/** Still waiting for staff: the legal deadline (receipt plus one calendar month) is shown. */
function isOpen(request: GdprRequest): boolean {
  return (OPEN_GDPR_REQUEST_STATUSES as readonly string[]).includes(request.status);
}

/** A day of a request as text with its machine-readable instant: '3 december 2026'. */
function RequestDate({ at }: { at: string }) {
  return <time dateTime={at}>{formatDutchDate(at)}</time>;
}

/** The earlier requests with their status and date (and the download of a finished export). */
export function GdprRequestList() {
  const { data, error, mutate } = useGdprRequests();
  let content: ReactNode;
  if (error && !data) {
    content = (
      <Stack gap="2" align="flex-start">
        <Text role="alert" color="fg.error">
          {error.message}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void mutate()}>
          Opnieuw proberen
        </Button>
      </Stack>
    );
  } else if (!data) content = <Text color="fg.muted">Je verzoeken worden geladen…</Text>;
  else if (data.length === 0) content = <Text color="fg.muted">Je hebt nog geen verzoeken gedaan.</Text>;
  else {
    content = (
      <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
        {data.map((request) => {
          const href = exportHref(request);
          const progress = requestProgress(request);
          return (
            <Box as="li" key={request.id} borderWidth="1px" borderRadius="l2" p="3">
              <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
                <Box>
                  <Text fontWeight="semibold">{GDPR_REQUEST_TYPE_LABELS[request.type]}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Aangevraagd op <RequestDate at={request.createdAt} />
                  </Text>
                  {progress ? (
                    <Text fontSize="sm">
                      {progress.text} <RequestDate at={progress.at} />
                    </Text>
                  ) : null}
                  {isOpen(request) ? (
                    <Text fontSize="sm">
                      We reageren uiterlijk op <RequestDate at={request.deadline} />
                    </Text>
                  ) : null}
                  {href ? (
                    <Link href={href} download fontSize="sm" color="brand.fg" textDecoration="underline">
                      Download (JSON)
                    </Link>
                  ) : null}
                </Box>
                <Badge alignSelf={{ base: 'flex-start', sm: 'center' }} colorPalette={request.status === 'rejected' ? 'red' : request.status === 'completed' ? 'green' : 'gray'}>
                  {GDPR_REQUEST_STATUS_LABELS[request.status]}
                </Badge>
              </Stack>
            </Box>
          );
        })}
      </chakra.ul>
    );
  }
  return (
    <Stack gap="3" as="section" aria-label="Eerdere verzoeken">
      <Heading as="h2" size="lg">
        Eerdere verzoeken
      </Heading>
      {content}
    </Stack>
  );
}
