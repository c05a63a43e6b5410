import { Suspense, lazy, useDeferredValue, useMemo } from 'react';
import { isApiError } from '@interim/shared/api-client';
import { loginPathWithReturn, routes, toPath } from '@interim/shared/config';
import type { Vacancy } from '@interim/shared/contract';
import { APPLICATION_STATUS_LABELS } from '@interim/shared/contract/labels';
import { useParams } from '@interim/shared/routing';
import { useSession } from '@interim/shared/session';
import {
  Alert,
  Badge,
  Box,
  ButtonLink,
  Container,
  ErrorPanel,
  Grid,
  Heading,
  PageSpinner,
  PageTitle,
  RouterLink,
  Stack,
  Text,
} from '@interim/shared/ui';
import { VacancyDetails } from '@interim/shared/views';
import { FavoriteButton } from '../features/shared/favorites/favorite-button';
import { useFinishPendingSave } from '../features/shared/favorites/pending-save';
import { ProfileMatchPanel } from '../features/profile-match/profile-match-panel';
import { ShareLink } from '../features/vacancy-detail/components/share-link';
import { SimilarVacancies } from '../features/vacancy-detail/components/similar-vacancies';
import { isNewVacancy } from '@interim/shared/format/listing';
import { VacancyNotFound } from '../features/shared/vacancy-not-found';
import { useMeIfLoggedIn, useOwnApplication, useVacancy } from '@interim/shared/api';
import { parseVacancyId } from '../features/shared/vacancy-id';

// Only logged-in users see the contact form: its code (and the form and
// schema libraries it needs) loads when it is shown, not with the page.
const RequestContactForm = lazy(() =>
  import('../features/vacancy-detail/components/request-contact-form').then((m) => ({ default: m.RequestContactForm })),
);

function ApplyActions({ vacancy }: { vacancy: Vacancy }) {
  const { isLoggedIn } = useSession();
  const own = useOwnApplication(isLoggedIn ? vacancy.id : null);
  const applyPath = toPath(routes.vacancyApply.path, { id: vacancy.id });
  if (vacancy.status === 'closed') {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>Deze opdracht is gesloten. Reageren is niet meer mogelijk.</Alert.Title>
      </Alert.Root>
    );
  }
  if (own.data && own.data.status !== 'withdrawn') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Je hebt al op deze opdracht gereageerd (status: {APPLICATION_STATUS_LABELS[own.data.status]}).</Alert.Title>
          <Alert.Description>
            <RouterLink to={routes.myApplications.path}>Bekijk je reacties</RouterLink>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (isLoggedIn) {
    return (
      <Stack gap="2">
        {own.data ? <Text fontSize="sm">Je hebt je eerdere reactie ingetrokken. Je kunt opnieuw reageren zolang de opdracht open staat.</Text> : null}
        <ButtonLink to={applyPath} size="lg">
          Reageren
        </ButtonLink>
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <ButtonLink to={toPath(routes.vacancyRegister.path, { id: vacancy.id })} size="lg">
        Reageren
      </ButtonLink>
      <Text fontSize="sm">
        Heb je al een account? <RouterLink to={loginPathWithReturn(applyPath)}>Log in om te reageren</RouterLink>
      </Text>
    </Stack>
  );
}

/**
 * Phones: "Reageren" stays at the bottom of the screen while the opdracht is
 * read (the actions come after the long description there). Only while the
 * user can apply: open, and no reactie that is not withdrawn.
 */
function StickyApplyBar({ vacancy, applied }: { vacancy: Vacancy; applied: boolean }) {
  const { isLoggedIn } = useSession();
  if (vacancy.status === 'closed' || applied) return null;
  const to = isLoggedIn ? toPath(routes.vacancyApply.path, { id: vacancy.id }) : toPath(routes.vacancyRegister.path, { id: vacancy.id });
  return (
    <Box
      hideFrom="lg"
      position="sticky"
      bottom="0"
      zIndex="sticky"
      mx={{ base: '-4', md: '-6' }}
      mt="6"
      px={{ base: '4', md: '6' }}
      py="3"
      bg="bg"
      borderTopWidth="1px"
      boxShadow="0 -2px 8px rgba(0, 0, 0, 0.08)"
      data-testid="sticky-apply-bar"
    >
      <ButtonLink to={to} size="lg" width="full" aria-label={`Reageren op ${vacancy.title}`}>
        Reageren
      </ButtonLink>
    </Box>
  );
}

function ContactSection({ vacancy }: { vacancy: Vacancy }) {
  const { isLoggedIn } = useSession();
  const me = useMeIfLoggedIn();
  const path = toPath(routes.vacancyDetail.path, { id: vacancy.id });
  return (
    <Box as="section" aria-labelledby="contact-heading" borderWidth="1px" borderRadius="l3" p="5">
      <Heading as="h2" size="md" id="contact-heading" mb="3">
        Neem contact met mij op
      </Heading>
      {isLoggedIn ? (
        me.isLoading ? (
          <PageSpinner />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <RequestContactForm vacancyId={vacancy.id} vacancyTitle={vacancy.title} defaultPhone={me.data?.phone} />
          </Suspense>
        )
      ) : (
        <Text>
          Wil je eerst met ons bellen over deze opdracht?{' '}
          <RouterLink to={loginPathWithReturn(path)}>Log in</RouterLink> en laat je telefoonnummer achter.
        </Text>
      )}
    </Box>
  );
}

/** Vacancy detail (`/opdrachten/:id`, semi-public). Unknown ids show a 404; the page title is the vacancy's title. */
export function VacancyDetailPage() {
  const params = useParams();
  const id = parseVacancyId(params.id);
  const { data: fetched, error, mutate } = useVacancy(id, { track: true });
  // The page renders from a deferred copy: React builds it in a transition,
  // in slices, instead of in one long task when the response arrives (issue
  // 8, Total Blocking Time). A copy of another vacancy is never shown.
  const { isLoggedIn } = useSession();
  const own = useOwnApplication(isLoggedIn ? id : null);
  const applied = Boolean(own.data && own.data.status !== 'withdrawn');
  const deferred = useDeferredValue(fetched);
  const vacancy = deferred && fetched && deferred.id === fetched.id ? deferred : undefined;
  // A "Bewaren" clicked before the login is finished here, once the vacancy shows.
  useFinishPendingSave(useMemo(() => (vacancy ? [vacancy] : undefined), [vacancy]));

  if (id === null || (isApiError(error) && (error.status === 404 || error.status === 400))) return <VacancyNotFound />;
  if (error) {
    return (
      <Container maxW="6xl" py="10">
        <PageTitle title={routes.vacancyDetail.title} />
        <Heading as="h1" size="2xl">
          {routes.vacancyDetail.title}
        </Heading>
        <ErrorPanel message={error.message} onRetry={() => void mutate()} />
      </Container>
    );
  }
  if (!vacancy) {
    return (
      <Container maxW="6xl" py="10">
        <PageTitle title={routes.vacancyDetail.title} />
        <PageSpinner label="Opdracht laden" />
      </Container>
    );
  }

  const path = toPath(routes.vacancyDetail.path, { id: vacancy.id });
  return (
    <Container maxW="6xl" py={{ base: '6', lg: '10' }}>
      <PageTitle title={vacancy.title} />
      <RouterLink to={routes.vacancies.path} fontSize="sm">
        ← Alle opdrachten
      </RouterLink>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 20rem' }} gap="10" mt="4" alignItems="start">
        <VacancyDetails
          vacancy={vacancy}
          titleLevel={1}
          extraBadges={
            <>
              {vacancy.status === 'open' && isNewVacancy(vacancy.publishedAt) ? (
                <Badge colorPalette="brand" variant="solid">
                  Nieuw
                </Badge>
              ) : null}
              {applied ? <Badge colorPalette="blue">Gereageerd</Badge> : null}
            </>
          }
          // "Bewaren" under the title: on a phone the actions beside it come after the whole description (issue 32).
          headerActions={
            <Box>
              <FavoriteButton vacancy={vacancy} variant="full" />
            </Box>
          }
        />
        <Stack gap="5" as="aside" aria-label="Acties">
          <ApplyActions vacancy={vacancy} />
          {vacancy.status === 'closed' ? null : <ProfileMatchPanel vacancy={vacancy} />}
          <ShareLink path={path} title={vacancy.title} />
          <ContactSection vacancy={vacancy} />
        </Stack>
      </Grid>
      <SimilarVacancies vacancyId={vacancy.id} />
      <StickyApplyBar vacancy={vacancy} applied={applied} />
    </Container>
  );
}
