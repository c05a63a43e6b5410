import { useClientCandidates, useClientPortalVacancies, useRefreshClientPortal } from '@interim/shared/api/client-portal';
import { routes } from '@interim/shared/config';
import { useParams } from '@interim/shared/routing';
import { Box, Container, Heading, PageTitle, RouterLink, Stack, Text } from '@interim/shared/ui';
import { CandidateCard } from '../features/portal/components/candidate-card';
import { ConsultantContact } from '../features/portal/components/consultant-contact';
import { PortalGate } from '../features/portal/components/portal-gate';

/**
 * The candidates staff proposed for one of the organisation's opdrachten
 * (`/opdrachtgevers/portaal/opdrachten/:id`, access `client`); each one shown
 * is in the audit log (the API records the view).
 */
export function CandidatesPage() {
  const { id } = useParams();
  const vacancyId = Number(id);
  const valid = Number.isInteger(vacancyId) && vacancyId > 0;
  const candidates = useClientCandidates(valid ? vacancyId : null);
  const vacancies = useClientPortalVacancies();
  const refresh = useRefreshClientPortal();
  const vacancy = vacancies.data?.find((item) => item.id === vacancyId);
  return (
    <Container maxW="4xl" py={{ base: '6', lg: '10' }}>
      <PageTitle title={vacancy ? `${routes.clientPortalVacancy.title}: ${vacancy.title}` : routes.clientPortalVacancy.title} />
      <RouterLink to={routes.clientPortal.path}>Terug naar het portaal</RouterLink>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} mt="3" mb="2">
        {routes.clientPortalVacancy.title}
      </Heading>
      {vacancy ? (
        <Box mb="6">
          <Text>Voor de opdracht “{vacancy.title}” ({vacancy.requestReference}).</Text>
          <ConsultantContact consultant={vacancy.consultant} />
        </Box>
      ) : null}
      <PortalGate data={candidates.data} error={candidates.error} retry={() => void candidates.mutate()} loadingLabel="Kandidaten laden">
        {(items) =>
          items.length === 0 ? (
            <Text>Wij hebben nog geen kandidaten voorgesteld. U krijgt een e-mail zodra dat gebeurt.</Text>
          ) : (
            <Stack gap="4">
              {items.map((candidate) => (
                <CandidateCard key={candidate.id} candidate={candidate} onAnswered={() => void refresh()} />
              ))}
            </Stack>
          )
        }
      </PortalGate>
    </Container>
  );
}
