import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { routes } from '@interim/shared/config';
import { storeContact } from '@interim/shared/session';
import { Navigate, useLocation } from '@interim/shared/routing';
import { Box, Button, FormAlert, RouterLink, Stack, Text, TextField, chakra } from '@interim/shared/ui';
import { emailField } from '@interim/shared/validation';
import { CheckMailStep } from '../features/corporate-apply/components/check-mail-step';
import { FlowPage } from '../features/corporate-apply/components/flow-page';
import { VacancySummary } from '../features/corporate-apply/components/vacancy-summary';
import { useCorporateFlow } from '../features/corporate-apply/state/flow-context';
import { stepPath } from '../features/corporate-apply/state/flow-query';
import { useContinueToSend } from '../features/corporate-apply/state/use-after-login';
import { useFlowQuery } from '../features/corporate-apply/state/use-flow-query';
import { useFlowSession } from '../features/corporate-apply/state/use-flow-session';
import { requestLoginLink, useVacancy } from '@interim/shared/api';

const EmailFormSchema = z.object({ email: emailField });
type EmailForm = z.infer<typeof EmailFormSchema>;

/** The e-mail address and step handed over in the fragment by an embed (`#email=...&stap=code`). */
export function readHandoff(hash: string): { email?: string; codeStep: boolean } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const email = params.get('email') ?? undefined;
  return { email: email && EmailFormSchema.safeParse({ email }).success ? email : undefined, codeStep: params.get('stap') === 'code' };
}

/**
 * `/opdrachten/reageren/login` (public): e-mail -> login link and code. The
 * link's return path is the send step with the vacancy, so the flow goes on
 * after the mail round trip; the code can be typed here to go on at once.
 */
export function CorporateLoginPage() {
  const flow = useCorporateFlow();
  const query = useFlowQuery();
  const location = useLocation();
  const { isLoggedIn } = useFlowSession();
  const handoff = readHandoff(location.hash);
  const [sentTo, setSentTo] = useState<string | undefined>(handoff.codeStep ? handoff.email : undefined);
  const [submitError, setSubmitError] = useState<string | undefined>();
  const continueToSend = useContinueToSend(query);
  const vacancy = useVacancy(query.vacancyId);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm>({ resolver: zodResolver(EmailFormSchema), defaultValues: { email: handoff.email ?? '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setSubmitError(undefined);
    try {
      await requestLoginLink({ email, returnTo: stepPath('send', query) });
    } catch (error) {
      setSubmitError(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      return;
    }
    storeContact({ email });
    setSentTo(email);
  });

  if (isLoggedIn && flow.canHoldSession && !sentTo) return <Navigate to={stepPath('send', query)} replace />;

  return (
    <FlowPage title={routes.corporateLogin.title} heading="Inloggen om te reageren">
      {query.vacancyId !== undefined ? <VacancySummary vacancy={vacancy.data} error={vacancy.error} isLoading={vacancy.isLoading} /> : null}
      {sentTo ? (
        <CheckMailStep email={sentTo} query={query} onLoggedIn={continueToSend} onChangeEmail={() => setSentTo(undefined)} />
      ) : (
        <chakra.form noValidate onSubmit={onSubmit} aria-label="Inloglink aanvragen">
          <Stack gap="4">
            <Text>Vul je e-mailadres in. Je krijgt een e-mail met een inloglink en een code; daarna verstuur je je reactie.</Text>
            <FormAlert message={submitError} />
            <TextField
              label="E-mailadres"
              isRequired
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Box>
              <Button type="submit" loading={isSubmitting} loadingText="Bezig met versturen">
                Stuur mij een inloglink
              </Button>
            </Box>
            <Text fontSize="sm">
              Nog geen account? <RouterLink to={stepPath('register', query)}>Meld je aan</RouterLink>
            </Text>
          </Stack>
        </chakra.form>
      )}
    </FlowPage>
  );
}
