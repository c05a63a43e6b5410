import type { ReactNode } from 'react';
import { routes, toPath } from '@interim/shared/config';
import { APPLICATION_STATUS_LABELS, WORK_MODE_LABELS, type Employee } from '@interim/shared/contract';
import {
  Badge,
  Box,
  Card,
  Container,
  EmptyState,
  Heading,
  RouterLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  PageTitle,
  chakra,
} from '@interim/shared/ui';
import { CompletionStatus } from '../features/completion/completion-status';
import { useLatestApplications, useSavedSearches, useSavedVacancyCount } from '@interim/shared/api';
import { markSavedSearchVisited, newMatchesText, savedSearchResultsPath } from '../features/saved-searches/saved-search-links';
import { DASHBOARD_LIST_SIZE, recommendationFilter, useRecommendedVacancies } from '../features/dashboard/dashboard-api';
import { formatDutchDate, formatHourRange, formatRateBand } from '@interim/shared/format';
import { OwnEmployeeGate } from '../features/profile/components/own-employee-gate';

/**
 * The dashboard's heading. Neutral, not by time of day (issue 17: a
 * freelancer working at 02:00 was greeted with "Goedenacht", which reads as
 * "good night"); the same "Hallo" as the product's mails.
 */
function greeting(firstName: string): string {
  const name = firstName.trim();
  return name ? `Hallo ${name}` : 'Hallo';
}

function Section({ title, children, link }: { title: string; children: ReactNode; link?: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body gap="4">
        <Stack direction="row" justify="space-between" align="baseline" gap="3" flexWrap="wrap">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          {link}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function LoadError({ message }: { message: string }) {
  return (
    <Text role="alert" color="fg.error">
      {message}
    </Text>
  );
}

function LatestApplications() {
  const { data, error } = useLatestApplications(DASHBOARD_LIST_SIZE);
  let content: ReactNode;
  if (error && !data) content = <LoadError message={error.message} />;
  else if (!data) content = <Skeleton h="16" aria-label="Reacties worden geladen" />;
  else if (data.length === 0) {
    content = (
      <EmptyState
        headingLevel="h3"
        heading="Nog geen reacties"
        text="Je hebt nog niet gereageerd op een opdracht. Bekijk de opdrachten en reageer in een paar klikken."
        buttonLabel="Bekijk opdrachten"
        buttonHref={routes.vacancies.path}
      />
    );
  } else {
    content = (
      <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="3">
        {data.map((application) => (
          <Box as="li" key={application.id} borderBottomWidth="1px" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
            <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
              <Box>
                <RouterLink to={toPath(routes.vacancyDetail.path, { id: application.vacancy.id })} fontWeight="semibold">
                  {application.vacancy.title}
                </RouterLink>
                <Text fontSize="sm" color="fg.muted">
                  {[application.vacancy.clientName, application.vacancy.city].filter(Boolean).join(' · ')} · gereageerd op{' '}
                  {formatDutchDate(application.createdAt)}
                </Text>
              </Box>
              <Badge alignSelf={{ base: 'flex-start', sm: 'center' }} colorPalette={application.status === 'rejected' ? 'red' : 'brand'}>
                {APPLICATION_STATUS_LABELS[application.status]}
              </Badge>
            </Stack>
          </Box>
        ))}
      </chakra.ul>
    );
  }
  return (
    <Section title="Je laatste reacties" link={<RouterLink to={routes.myApplications.path}>Alle reacties</RouterLink>}>
      {content}
    </Section>
  );
}

function SavedVacancies() {
  const { data: count, error } = useSavedVacancyCount();
  let content: ReactNode;
  if (error && count === undefined) content = <LoadError message={error.message} />;
  else if (count === undefined) content = <Skeleton h="6" aria-label="Opgeslagen opdrachten worden geladen" />;
  else if (count === 0) content = <Text color="fg.muted">Je hebt nog geen opdrachten opgeslagen. Sla een opdracht op om hem later terug te vinden.</Text>;
  else content = <Text fontSize="lg">Je hebt {count === 1 ? '1 opdracht' : `${count} opdrachten`} opgeslagen.</Text>;
  return (
    <Section
      title="Opgeslagen opdrachten"
      link={<RouterLink to={count ? routes.savedVacancies.path : routes.vacancies.path}>{count ? 'Bekijk opgeslagen' : 'Bekijk opdrachten'}</RouterLink>}
    >
      {content}
    </Section>
  );
}

function SavedSearches() {
  const { data, error } = useSavedSearches();
  let content: ReactNode;
  if (error && !data) content = <LoadError message={error.message} />;
  else if (!data) content = <Skeleton h="6" aria-label="Bewaarde zoekopdrachten worden geladen" />;
  else if (data.length === 0) {
    content = (
      <Text color="fg.muted">
        Je hebt nog geen zoekopdrachten bewaard. Bewaar een zoekopdracht op de opdrachtenpagina, dan mailen we je als er nieuwe opdrachten bij komen.
      </Text>
    );
  } else {
    content = (
      <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="3">
        {data.map((search) => (
          <Box as="li" key={search.id} borderBottomWidth="1px" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
            <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
              <RouterLink to={savedSearchResultsPath(search)} onClick={() => markSavedSearchVisited(search.id)} fontWeight="semibold">
                {search.name}
              </RouterLink>
              <Badge alignSelf={{ base: 'flex-start', sm: 'center' }} colorPalette={search.newMatchCount > 0 ? 'green' : 'gray'}>
                {newMatchesText(search.newMatchCount)}
              </Badge>
            </Stack>
          </Box>
        ))}
      </chakra.ul>
    );
  }
  return (
    <Section
      title="Bewaarde zoekopdrachten"
      link={<RouterLink to={data?.length ? routes.profileSavedSearches.path : routes.vacancies.path}>{data?.length ? 'Beheer zoekopdrachten' : 'Bekijk opdrachten'}</RouterLink>}
    >
      {content}
    </Section>
  );
}

function Recommendations({ employee }: { employee: Employee }) {
  const hasPreferences = recommendationFilter(employee) !== undefined;
  const { data, error } = useRecommendedVacancies(employee);
  let content: ReactNode;
  if (!hasPreferences) {
    content = (
      <EmptyState
        headingLevel="h3"
        heading="Vertel ons wat je zoekt"
        text="Vul je sector, functie en reisafstand in, dan laten we hier opdrachten zien die bij je passen."
        buttonLabel="Voorkeuren invullen"
        buttonHref={routes.profilePreferences.path}
      />
    );
  } else if (error && !data) content = <LoadError message={error.message} />;
  else if (!data) content = <Skeleton h="24" aria-label="Aanbevolen opdrachten worden geladen" />;
  else if (data.length === 0) {
    content = (
      <EmptyState
        headingLevel="h3"
        heading="Nu geen passende opdrachten"
        text="Er staan op dit moment geen opdrachten open die bij je voorkeuren passen. Kijk later nog eens of verruim je voorkeuren."
        buttonLabel="Alle opdrachten bekijken"
        buttonHref={routes.vacancies.path}
      />
    );
  } else {
    content = (
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" as="ul" listStyleType="none">
        {data.map((vacancy) => (
          <Box as="li" key={vacancy.id} borderWidth="1px" borderRadius="l2" p="3">
            <RouterLink to={toPath(routes.vacancyDetail.path, { id: vacancy.id })} fontWeight="semibold">
              {vacancy.title}
            </RouterLink>
            <Text fontSize="sm" color="fg.muted">
              {vacancy.city} · {WORK_MODE_LABELS[vacancy.workMode]}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatHourRange(vacancy.hoursPerWeekMin, vacancy.hoursPerWeekMax)} ·{' '}
              {formatRateBand(vacancy.hourlyRateMin, vacancy.hourlyRateMax)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Section title="Aanbevolen opdrachten" link={<RouterLink to={routes.profilePreferences.path}>Voorkeuren aanpassen</RouterLink>}>
      {content}
    </Section>
  );
}

function Dashboard({ employee }: { employee: Employee }) {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
          {greeting(employee.firstName)}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Welkom op je dashboard.
        </Text>
      </Stack>
      <Section title="Je profiel" link={<RouterLink to={routes.profile.path}>Naar mijn profiel</RouterLink>}>
        <CompletionStatus employee={employee} />
      </Section>
      <LatestApplications />
      <SavedVacancies />
      <SavedSearches />
      <Recommendations employee={employee} />
    </Stack>
  );
}

/** /dashboard: greeting, profile completeness, latest applications, saved vacancies, saved searches with their new matches, recommendations. */
export function DashboardPage() {
  return (
    <Container maxW="5xl" py={{ base: '8', lg: '12' }}>
      <PageTitle title={routes.dashboard.title} />
      <OwnEmployeeGate loadingLabel="Je dashboard wordt geladen">{(employee) => <Dashboard employee={employee} />}</OwnEmployeeGate>
    </Container>
  );
}
