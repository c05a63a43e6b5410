import type { ReactNode } from 'react';
import { changeApplicationStatus, useApplicationDetail, useRefreshAfterStatusChange } from '@interim/shared/api/backoffice-applications';
import { cvDownloadHref } from '@interim/shared/api/employees';
import { routes, toPath } from '@interim/shared/config';
import { ANONYMOUS_CLIENT_NAME, APPLICATION_STATUS_LABELS, awaitsCandidateFor, type ApplicationDetail } from '@interim/shared/contract';
import { formatDutchDate, formatDutchDateTime, formatEuro } from '@interim/shared/format';
import { useParams } from '@interim/shared/routing';
import { Box, ErrorPanel, Grid, Heading, HStack, Link, PageSpinner, RouterLink, Stack, Text, notify } from '@interim/shared/ui';
import { staffNextStatuses } from '../features/applications/application-status';
import { ApplicationStatusBadge, StatusTimeline } from '@interim/shared/views';
import { ClientResponseSection } from '../features/applications/components/client-response-section';
import { StatusChangeForm } from '../features/applications/components/status-change-form';
import { ProposalNotice } from '../features/shared/proposal-notice';
import { OfferAnswerNotice } from '../features/applications/components/offer-answer-notice';
import { NotesPanel } from '../features/notes/components/notes-panel';
import { AuditHistory } from '../features/shared/audit-history';
import { BackofficePage } from '../features/shared/backoffice-page';
import { DefinitionList } from '../features/shared/definition-list';
import { RecordNotFound } from '../features/shared/not-found';
import { positiveIntParam } from '../features/shared/use-url-state';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="l3" p="5">
      <Heading as="h2" size="md" mb="3" id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** What the candidate agreed to share with the client (docs/adr/0021), as staff read it before proposing. */
export function staffConsentText(consent: ApplicationDetail['clientConsent']): string {
  if (consent === null) return 'Nog niet gevraagd: de opdrachtgever ziet alleen voornaam en initiaal';
  if (consent.profile && consent.cv) return 'Profielgegevens en cv';
  if (consent.profile) return 'Profielgegevens, geen cv';
  if (consent.cv) return 'Alleen het cv';
  return 'Niets: de opdrachtgever ziet alleen voornaam en initiaal';
}

function fullName(application: ApplicationDetail): string {
  return `${application.candidate.firstName} ${application.candidate.lastName}`;
}

function StatusSection({ application }: { application: ApplicationDetail }) {
  const refresh = useRefreshAfterStatusChange();
  // A proposed reactie goes to the client only after the candidate's yes (ADR 0019).
  const options = staffNextStatuses(application.status).filter((status) => !awaitsCandidateFor(application.proposal?.response, status));
  const name = fullName(application);
  return (
    <Section title="Status">
      <ProposalNotice proposal={application.proposal} />
      <HStack mb="4" gap="2">
        <Text>Huidige status:</Text>
        <ApplicationStatusBadge status={application.status} />
      </HStack>
      <OfferAnswerNotice application={application} />
      {application.status === 'vacancy_closed' ? (
        <Text>De opdracht is gesloten terwijl deze reactie nog liep. De kandidaat heeft daarover een e-mail gekregen; de status verandert niet meer.</Text>
      ) : options.length === 0 ? (
        <Text>Deze reactie is {APPLICATION_STATUS_LABELS[application.status].toLowerCase()}: de status verandert niet meer.</Text>
      ) : (
        <StatusChangeForm
          applicationId={application.id}
          options={options}
          label="Status wijzigen"
          submitLabel="Status wijzigen"
          confirmation={({ status, mail }) =>
            mail === null
              ? `De reactie van ${name} op "${APPLICATION_STATUS_LABELS[status]}" zetten, zonder e-mail?`
              : status === 'rejected'
                ? `De reactie van ${name} afwijzen? ${application.candidate.firstName} krijgt de e-mail met de reden.`
                : `De reactie van ${name} op "${APPLICATION_STATUS_LABELS[status]}" zetten? ${application.candidate.firstName} krijgt de e-mail.`
          }
          onSend={async (values) => {
            await changeApplicationStatus(application.id, values);
            notify({
              type: 'success',
              description: `Status gewijzigd naar ${APPLICATION_STATUS_LABELS[values.status]}.${values.mail === null ? '' : ` ${application.candidate.firstName} krijgt een e-mail.`}`,
            });
            await refresh();
          }}
        />
      )}
      <Heading as="h3" size="sm" mt="6" mb="2">
        Verloop
      </Heading>
      <StatusTimeline history={application.statusHistory} label={`Verloop van de reactie van ${name}`} />
    </Section>
  );
}

function ApplicationDetails({ application }: { application: ApplicationDetail }) {
  const { candidate } = application;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
      <Stack gap="6">
        <Section title="Kandidaat">
          <DefinitionList
            items={[
              { term: 'Naam', value: <RouterLink to={toPath(routes.backofficeCandidate.path, { id: candidate.id })}>{fullName(application)}</RouterLink> },
              { term: 'Huidige rol', value: candidate.currentRole },
              { term: 'E-mailadres', value: <Link href={`mailto:${candidate.email}`}>{candidate.email}</Link> },
              { term: 'Telefoon', value: candidate.phone ? <Link href={`tel:${candidate.phone.replace(/\s/g, '')}`}>{candidate.phone}</Link> : null },
              { term: 'Woonplaats', value: [candidate.postcode, candidate.city].filter(Boolean).join(' ') || null },
              { term: 'Uurtarief (profiel)', value: candidate.hourlyRate === null ? null : `${formatEuro(candidate.hourlyRate)} per uur` },
              { term: 'LinkedIn', value: candidate.linkedinUrl ? <Link href={candidate.linkedinUrl} target="_blank" rel="noreferrer">{candidate.linkedinUrl}</Link> : null },
            ]}
          />
        </Section>
        <Section title="Reactie">
          <DefinitionList
            items={[
              { term: 'Ontvangen', value: formatDutchDateTime(application.createdAt) },
              { term: 'Via', value: application.channel === 'corporate' ? 'De website van de opdrachtgever' : 'De site' },
              { term: 'Geboden uurtarief', value: application.offeredHourlyRate === null ? null : `${formatEuro(application.offeredHourlyRate)} per uur` },
              { term: 'Beschikbaar vanaf', value: application.availableFrom ? formatDutchDate(application.availableFrom) : null },
              { term: 'Uren per week', value: application.hoursPerWeek },
              { term: 'Delen met de opdrachtgever', value: staffConsentText(application.clientConsent) },
            ]}
          />
          <Heading as="h3" size="sm" mt="4" mb="2">
            Motivatie
          </Heading>
          {application.motivation ? <Text whiteSpace="pre-wrap">{application.motivation}</Text> : <Text color="fg.muted">Geen motivatie meegestuurd.</Text>}
        </Section>
        <Section title="CV">
          <Stack gap="2">
            {application.cvId !== null ? (
              <Link href={cvDownloadHref({ id: application.cvId })}>CV bij deze reactie downloaden</Link>
            ) : (
              <Text color="fg.muted">Er is geen CV meegestuurd met deze reactie.</Text>
            )}
            {candidate.currentCvId !== null && candidate.currentCvId !== application.cvId ? (
              <Link href={cvDownloadHref({ id: candidate.currentCvId })}>Huidige CV van de kandidaat downloaden</Link>
            ) : null}
          </Stack>
        </Section>
      </Stack>
      <Stack gap="6">
        <StatusSection application={application} />
        <ClientResponseSection applicationId={application.id} />
        <NotesPanel subject={{ applicationId: application.id }} />
        <Box borderWidth="1px" borderRadius="l3" p="5">
          <AuditHistory entityType="application" entityId={application.id} />
        </Box>
      </Stack>
    </Grid>
  );
}

/** One reactie (`/beheer/reacties/:id`): the candidate, motivation, CV, the status with its next steps, and the history. */
export function ApplicationPage() {
  const id = positiveIntParam(useParams().id ?? null);
  const { data, error, isLoading, mutate } = useApplicationDetail(id ?? null);
  const back = { backLabel: 'Naar alle reacties', backHref: routes.backofficeApplications.path };

  if (id === undefined || error?.status === 404) {
    return (
      <BackofficePage title={routes.backofficeApplication.title} maxW="6xl">
        <RecordNotFound heading="Reactie niet gevonden" text="Deze reactie bestaat niet (meer)." {...back} />
      </BackofficePage>
    );
  }
  if (error && !data) {
    return (
      <BackofficePage title={routes.backofficeApplication.title} maxW="6xl">
        <ErrorPanel title="Reactie laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />
      </BackofficePage>
    );
  }
  if (isLoading || !data) {
    return (
      <BackofficePage title={routes.backofficeApplication.title} maxW="6xl">
        <PageSpinner label="Reactie laden" />
      </BackofficePage>
    );
  }
  return (
    <BackofficePage title={`Reactie van ${fullName(data)}`} maxW="6xl">
      <Text mb="6">
        Op{' '}
        <RouterLink to={toPath(routes.backofficeVacancy.path, { id: data.vacancy.id })}>{data.vacancy.title}</RouterLink> ·{' '}
        {data.vacancy.clientName ?? ANONYMOUS_CLIENT_NAME} · {data.vacancy.city} ·{' '}
        <RouterLink to={`${routes.backofficeApplications.path}?opdracht=${data.vacancy.id}`}>alle reacties op deze opdracht</RouterLink> ·{' '}
        <RouterLink to={toPath(routes.backofficeVacancyBoard.path, { id: data.vacancy.id })}>bord van de opdracht</RouterLink>
      </Text>
      <ApplicationDetails application={data} />
    </BackofficePage>
  );
}
