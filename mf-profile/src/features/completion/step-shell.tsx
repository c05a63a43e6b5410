import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { routes } from '@interim/shared/config';
import { Box, Button, ButtonLink, FormAlert, Heading, HStack, RouterLink, Stack, Text, chakra } from '@interim/shared/ui';
import { ProgressBar } from '../shared/components/progress-bar';
import { STEP_COUNT, stepPath, type StepNumber } from './completion-steps';

/** Props of {@link StepShell}. */
export interface StepShellProps {
  number: StepNumber;
  title: string;
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  submitError: string | undefined;
  children: ReactNode;
  /** Shown below the form (e.g. the experience list of step 4), outside it. */
  after?: ReactNode;
}

// Moving between steps replaces the form under the focused button: the new
// step's heading takes the focus, so keyboard and screen-reader users start at
// the top of the step. Not on the first step shown after a page load.
let movedBetweenSteps = false;

/** The frame of a wizard step: "Stap n van 6" with a progress bar, the form, back and next. */
export function StepShell({ number, title, intro, onSubmit, isSubmitting, submitError, children, after }: StepShellProps) {
  const isLast = number === STEP_COUNT;
  const progressText = `Stap ${number} van ${STEP_COUNT}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (movedBetweenSteps) heading.current?.focus();
    movedBetweenSteps = true;
  }, [number]);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Text fontWeight="semibold" color="brand.fg">
          {progressText}
        </Text>
        <ProgressBar value={((number - 1) / STEP_COUNT) * 100} label="Voortgang profiel afronden" valueText={progressText} />
      </Stack>
      <Stack gap="1">
        <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none">
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
      </Stack>
      <chakra.form noValidate onSubmit={onSubmit} aria-label={title}>
        <Stack gap="5">
          <FormAlert message={submitError} />
          {children}
          <HStack gap="3" justify="space-between" pt="2" flexWrap="wrap">
            {number > 1 ? (
              <ButtonLink to={stepPath(number - 1)} variant="outline">
                Vorige
              </ButtonLink>
            ) : (
              <RouterLink to={routes.dashboard.path}>Later verder</RouterLink>
            )}
            <Button type="submit" loading={isSubmitting} loadingText="Bezig met opslaan">
              {isLast ? 'Profiel afronden' : 'Volgende'}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      {after ? <Box>{after}</Box> : null}
    </Stack>
  );
}
