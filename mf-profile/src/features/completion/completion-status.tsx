import type { Employee } from '@interim/shared/contract';
import { ButtonLink, Stack, Text } from '@interim/shared/ui';
import { ProgressBar } from '../shared/components/progress-bar';
import { completionSteps, firstIncompleteStep, stepPath } from './completion-steps';

/** The profile's completeness: percentage, bar, and a link to the next missing step. */
export function CompletionStatus({ employee }: { employee: Employee }) {
  const { percentage, isComplete } = employee.profileCompletion;
  const next = firstIncompleteStep(employee);
  const nextStep = next === undefined ? undefined : completionSteps[next - 1];
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">Je profiel is {percentage}% compleet</Text>
      <ProgressBar value={percentage} label="Profiel compleet" />
      {isComplete || !nextStep ? (
        <Text color="fg.muted">Je profiel is compleet. Houd het actueel, dan vinden we de beste opdrachten voor je.</Text>
      ) : (
        <Stack gap="2" align="flex-start">
          <Text color="fg.muted">
            Volgende stap: {nextStep.title.toLowerCase()} (stap {nextStep.number} van {completionSteps.length}).
          </Text>
          <ButtonLink to={stepPath(nextStep.number)} size="sm">
            {percentage === 0 ? 'Begin met je profiel' : `Ga verder met stap ${nextStep.number}: ${nextStep.title}`}
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
