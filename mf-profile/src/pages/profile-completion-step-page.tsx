import { routes } from '@interim/shared/config';
import { Navigate, useParams } from '@interim/shared/routing';
import { Container, Heading, PageTitle, Stack } from '@interim/shared/ui';
import { completionSteps, parseStepParam, STEP_COUNT } from '../features/completion/completion-steps';
import { StepForm } from '../features/completion/step-forms';
import { OwnEmployeeGate } from '../features/profile/components/own-employee-gate';

/** /profiel/afronden/stap-1 .. stap-6: one step of the profile wizard. */
export function ProfileCompletionStepPage() {
  const number = parseStepParam(useParams().step);
  if (number === undefined) return <Navigate to={routes.profileCompletion.path} replace />;
  const step = completionSteps[number - 1]!;
  return (
    <Container maxW="3xl" py={{ base: '8', lg: '12' }}>
      <PageTitle title={`${routes.profileCompletion.title}: stap ${number} van ${STEP_COUNT}`} />
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
          {routes.profileCompletion.title}
        </Heading>
        <OwnEmployeeGate>{(employee) => <StepForm key={step.number} number={number} employee={employee} />}</OwnEmployeeGate>
      </Stack>
    </Container>
  );
}
