import type { ReactNode } from 'react';
import { useEmployee } from '@interim/shared/api/backoffice-employees';
import { cvDownloadHref } from '@interim/shared/api/employees';
import { useEducationLevels, usePositions, useSectors } from '@interim/shared/api/reference-data';
import { routes } from '@interim/shared/config';
import { WORK_MODE_LABELS, type Employee } from '@interim/shared/contract';
import { formatDutchDate, formatDutchDateTime, formatDutchMonth, formatEuro, formatFileSize } from '@interim/shared/format';
import { useParams } from '@interim/shared/routing';
import { Box, ErrorPanel, Grid, Heading, Link, PageSpinner, Stack, Text, VisuallyHidden, chakra } from '@interim/shared/ui';
import { CandidateApplications } from '../features/candidates/components/candidate-applications';
import { ProposeForVacancy } from '../features/proposals/components/propose-for-vacancy';
import { BackofficePage } from '../features/shared/backoffice-page';
import { DefinitionList } from '../features/shared/definition-list';
import { RecordNotFound } from '../features/shared/not-found';
import { positiveIntParam } from '../features/shared/use-url-state';
import { NotesPanel } from '../features/notes/components/notes-panel';

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

/** Why a CV says 'tekst niet leesbaar' (its tooltip, and read out after the label). */
const CV_TEXT_UNREADABLE = 'Het cv is bewaard, maar de tekst kon niet worden gelezen; het cv wordt niet gevonden bij zoeken op cv-tekst.';

function yesNo(value: boolean | null): string | null {
  return value === null ? null : value ? 'Ja' : 'Nee';
}

function Preferences({ candidate }: { candidate: Employee }) {
  const { preferences } = candidate;
  const { data: sectors } = useSectors();
  const { data: positions } = usePositions(preferences.sector);
  const { data: levels } = useEducationLevels();
  const named = (list: { id: number; name: string }[] | undefined, id: number | null) => (id === null ? null : (list?.find((item) => item.id === id)?.name ?? `#${id}`));
  return (
    <DefinitionList
      items={[
        { term: 'Gewenste functie', value: preferences.desiredFunction },
        { term: 'Sector', value: named(sectors, preferences.sector) },
        { term: 'Functie', value: named(positions, preferences.position) },
        { term: 'Opleidingsniveau', value: named(levels, preferences.educationLevel) },
        { term: 'Uren per week', value: preferences.hoursPerWeek },
        { term: 'Maximale reisafstand', value: preferences.maxTravelKm === null ? null : `${preferences.maxTravelKm} km` },
        { term: 'Werkvorm', value: preferences.workMode ? WORK_MODE_LABELS[preferences.workMode] : null },
        { term: 'Beschikbaar vanaf', value: preferences.availableFrom ? formatDutchDate(preferences.availableFrom) : null },
        { term: 'Rijbewijs', value: yesNo(preferences.hasDriversLicense) },
      ]}
    />
  );
}

function CandidateProfile({ candidate }: { candidate: Employee }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
      <Stack gap="6">
        <Section title="Gegevens">
          <DefinitionList
            items={[
              { term: 'E-mailadres', value: <Link href={`mailto:${candidate.email}`}>{candidate.email}</Link> },
              { term: 'Telefoon', value: candidate.phone ? <Link href={`tel:${candidate.phone.replace(/\s/g, '')}`}>{candidate.phone}</Link> : null },
              { term: 'Woonplaats', value: [candidate.postcode, candidate.city].filter(Boolean).join(' ') || null },
              { term: 'Locatie', value: candidate.latitude !== null && candidate.longitude !== null ? 'Bekend (uit de postcode)' : 'Onbekend: zoeken op afstand vindt deze kandidaat niet' },
              { term: 'Geboortedatum', value: candidate.dateOfBirth ? formatDutchDate(candidate.dateOfBirth) : null },
              { term: 'LinkedIn', value: candidate.linkedinUrl ? <Link href={candidate.linkedinUrl} target="_blank" rel="noreferrer">{candidate.linkedinUrl}</Link> : null },
              { term: 'KvK-nummer', value: candidate.kvkNumber },
              { term: 'Uurtarief', value: candidate.hourlyRate === null ? null : `${formatEuro(candidate.hourlyRate)} per uur` },
              { term: 'Profiel', value: `${candidate.profileCompletion.percentage}% compleet` },
              { term: 'Aangemeld', value: formatDutchDateTime(candidate.createdAt) },
            ]}
          />
        </Section>
        <Section title="Voorkeuren">
          <Preferences candidate={candidate} />
        </Section>
        <Section title="Werkervaring">
          {candidate.experience.length === 0 ? (
            <Text color="fg.muted">Geen werkervaring ingevuld.</Text>
          ) : (
            <chakra.ul listStyleType="none">
              {candidate.experience.map((item, index) => (
                <chakra.li key={`${item.role}-${item.from}-${index}`} pb="3">
                  <Text fontWeight="medium">
                    {item.role} bij {item.client}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDutchMonth(item.from)} – {item.to ? formatDutchMonth(item.to) : 'heden'}
                  </Text>
                  {item.description ? <Text fontSize="sm" whiteSpace="pre-wrap">{item.description}</Text> : null}
                </chakra.li>
              ))}
            </chakra.ul>
          )}
        </Section>
        <Section title="Opleiding">
          {candidate.education.length === 0 ? (
            <Text color="fg.muted">Geen opleiding ingevuld.</Text>
          ) : (
            <chakra.ul listStyleType="none">
              {candidate.education.map((item, index) => (
                <chakra.li key={`${item.institution}-${item.study}-${index}`} pb="2">
                  <Text fontWeight="medium">
                    {item.study}, {item.institution}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {item.completed ? 'Afgerond' : 'Niet afgerond'}
                    {item.to ? ` · ${formatDutchMonth(item.to)}` : ''}
                  </Text>
                </chakra.li>
              ))}
            </chakra.ul>
          )}
        </Section>
      </Stack>
      <Stack gap="6">
        <Section title="CV">
          {candidate.cv ? (
            <Stack gap="1">
              <Box display="flex" flexWrap="wrap" columnGap="3" alignItems="baseline">
                <Link href={cvDownloadHref(candidate.cv)}>CV downloaden ({candidate.cv.fileName})</Link>
                {candidate.cv.hasText ? null : (
                  // Issue 42 item 1: a scan, a .doc or a file whose reading failed or hit a limit (ADR 0018).
                  <Text as="span" fontSize="sm" color="fg.muted" title={CV_TEXT_UNREADABLE}>
                    tekst niet leesbaar<VisuallyHidden>: {CV_TEXT_UNREADABLE}</VisuallyHidden>
                  </Text>
                )}
              </Box>
              <Text fontSize="sm" color="fg.muted">
                {formatFileSize(candidate.cv.size)} · geüpload op {formatDutchDate(candidate.cv.uploadedAt)}
              </Text>
            </Stack>
          ) : (
            <Text color="fg.muted">Deze kandidaat heeft geen CV geüpload.</Text>
          )}
        </Section>
        <Section title="Voorstellen">
          <ProposeForVacancy candidate={candidate} />
        </Section>
        <NotesPanel subject={{ employeeId: candidate.id }} />
        <CandidateApplications employeeId={candidate.id} />
      </Stack>
    </Grid>
  );
}

/** One candidate (`/beheer/kandidaten/:id`): profile, preferences, experience, CV and their reacties. */
export function CandidatePage() {
  const id = positiveIntParam(useParams().id ?? null);
  const { data, error, isLoading, mutate } = useEmployee(id ?? null);
  const title = routes.backofficeCandidate.title;

  if (id === undefined || error?.status === 404) {
    return (
      <BackofficePage title={title} maxW="6xl">
        <RecordNotFound heading="Kandidaat niet gevonden" text="Deze kandidaat bestaat niet (meer)." backLabel="Naar alle kandidaten" backHref={routes.backofficeCandidates.path} />
      </BackofficePage>
    );
  }
  if (error && !data) {
    return (
      <BackofficePage title={title} maxW="6xl">
        <ErrorPanel title="Kandidaat laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />
      </BackofficePage>
    );
  }
  if (isLoading || !data) {
    return (
      <BackofficePage title={title} maxW="6xl">
        <PageSpinner label="Kandidaat laden" />
      </BackofficePage>
    );
  }
  return (
    <BackofficePage title={`${data.firstName} ${data.lastName}`} maxW="6xl">
      <CandidateProfile candidate={data} />
    </BackofficePage>
  );
}
