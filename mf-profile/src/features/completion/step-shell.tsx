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
  /**
   * Shown below the step's own fields but above the buttons (e.g. the
   * experience list of step 4, which has forms of its own and so cannot sit
   * inside the step's form).
   */
  after?: ReactNode;
  /** An extra way on next to "Volgende" (step 5: on without a CV). */
  secondaryAction?: ReactNode;
}

// Moving between steps replaces the form under the focused button: the new
// step's heading takes the focus, so keyboard and screen-reader users start at
// the top of the step. Not on the first step shown after a page load.
let movedBetweenSteps = false;

/** Label of the link out of the wizard on every step; what was typed waits as a draft. */
export const LATER_LABEL = 'Later verder';

/**
 * The frame of a wizard step: "Stap n van 6" with a progress bar, the form,
 * then the buttons below everything the step asks (issue 17): back, "Later
 * verder" (to the dashboard) and next. The buttons sit outside the form so
 * that `after` can come before them; "Volgende" still submits it (`form`).
 */
export function StepShell({ number, title, intro, onSubmit, isSubmitting, submitError, children, after, secondaryAction }: StepShellProps) {
  const isLast = number === STEP_COUNT;
  const progressText = `Stap ${number} van ${STEP_COUNT}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const formId = `profiel-afronden-stap-${number}`;
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
      <chakra.form id={formId} noValidate onSubmit={onSubmit} aria-label={title}>
        <Stack gap="5">
          <FormAlert message={submitError} />
          {children}
        </Stack>
      </chakra.form>
      {after ? <Box>{after}</Box> : null}
      <HStack gap="3" justify="space-between" pt="2" flexWrap="wrap">
        <HStack gap="4" flexWrap="wrap">
          {number > 1 ? (
            <ButtonLink to={stepPath(number - 1)} variant="outline">
              Vorige
            </ButtonLink>
          ) : null}
          <RouterLink to={routes.dashboard.path}>{LATER_LABEL}</RouterLink>
        </HStack>
        <HStack gap="3" flexWrap="wrap">
          {secondaryAction}
          <Button type="submit" form={formId} loading={isSubmitting} loadingText="Bezig met opslaan">
            {isLast ? 'Profiel afronden' : 'Volgende'}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
