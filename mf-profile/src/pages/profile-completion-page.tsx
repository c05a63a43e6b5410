import { routes } from '@interim/shared/config';
import { Navigate } from '@interim/shared/routing';
import { ButtonLink, Container, HStack, Heading, PageTitle, Stack, Text } from '@interim/shared/ui';
import { firstIncompleteStep, stepPath } from '../features/completion/completion-steps';
import { CompletionSummary } from '../features/completion/completion-summary';
import { OwnEmployeeGate } from '../features/profile/components/own-employee-gate';

/**
 * /profiel/afronden: resumes the wizard at the first step not finished; once
 * every step is done, the summary of the profile with links to change it.
 */
export function ProfileCompletionPage() {
  return (
    <Container maxW="4xl" py={{ base: '8', lg: '12' }}>
      <PageTitle title={routes.profileCompletion.title} />
      <OwnEmployeeGate>
        {(employee) => {
          const next = firstIncompleteStep(employee);
          if (next !== undefined) return <Navigate to={stepPath(next)} replace />;
          return (
            <Stack gap="6">
              <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
                Je profiel is compleet
              </Heading>
              <Text fontSize="lg" color="fg.muted">
                Hieronder zie je wat je hebt ingevuld. Je kunt alles op elk moment aanpassen.
              </Text>
              <CompletionSummary employee={employee} />
              <HStack gap="3" flexWrap="wrap">
                <ButtonLink to={routes.dashboard.path}>Naar je dashboard</ButtonLink>
                <ButtonLink to={routes.vacancies.path} variant="outline">
                  Bekijk opdrachten
                </ButtonLink>
              </HStack>
            </Stack>
          );
        }}
      </OwnEmployeeGate>
    </Container>
  );
}
