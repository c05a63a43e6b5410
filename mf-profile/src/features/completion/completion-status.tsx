import type { Employee } from '@interim/shared/contract';
import { ButtonLink, Stack, Text } from '@interim/shared/ui';
import { ProgressBar } from '../shared/components/progress-bar';
import { completionSteps, describeSteps, firstIncompleteStep, stepPath } from './completion-steps';

/** The profile's completeness: percentage, bar, and a link to the next missing step. */
export function CompletionStatus({ employee }: { employee: Employee }) {
  const { percentage, isComplete } = employee.profileCompletion;
  const next = firstIncompleteStep(employee);
  const nextStep = next === undefined ? undefined : completionSteps[next - 1];
  const done = employee.profileCompletion.completedSteps;
  // Steps left out while later ones are done: skipped (the CV step can be, issue 17).
  const skipped = completionSteps.filter((step) => !done.includes(step.number) && done.some((later) => later > step.number));
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">Je profiel is {percentage}% compleet</Text>
      <ProgressBar value={percentage} label="Profiel compleet" />
      {isComplete || !nextStep ? (
        <Text color="fg.muted">Je profiel is compleet. Houd het actueel, dan vinden we de beste opdrachten voor je.</Text>
      ) : (
        <Stack gap="2" align="flex-start">
          {skipped.length > 0 ? <Text>Je profiel is nog niet compleet: {describeSteps(skipped)} nog.</Text> : null}
          <Text color="fg.muted">
            Volgende stap: {nextStep.title.toLowerCase()} (stap {nextStep.number} van {completionSteps.length}).
          </Text>
          <ButtonLink to={stepPath(nextStep.number)} size="sm">
            {done.length === 0 ? 'Begin met je profiel' : `Ga verder met stap ${nextStep.number}: ${nextStep.title}`}
          </ButtonLink>
        </Stack>
      )}
      {isComplete ? null : (
        <Text fontSize="sm" color="fg.muted">
          Een compleet profiel wordt vaker voorgesteld aan opdrachtgevers.
        </Text>
      )}
    </Stack>
  );
}
