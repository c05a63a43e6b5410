import { useState } from 'react';
import { routes } from '@interim/shared/config';
import { RegisterForm, type RegisterFields, type RegisterFormValues } from '@interim/shared/forms';
import { storeContact } from '@interim/shared/session';
import { Navigate } from '@interim/shared/routing';
import { RouterLink, Text } from '@interim/shared/ui';
import { CheckMailStep } from '../features/corporate-apply/components/check-mail-step';
import { FlowPage } from '../features/corporate-apply/components/flow-page';
import { CvFileField } from '../features/corporate-apply/components/cv-file-field';
import { VacancySummary } from '../features/corporate-apply/components/vacancy-summary';
import { saveCvDraft } from '../features/corporate-apply/state/cv-draft-store';
import { useCorporateFlow } from '../features/corporate-apply/state/flow-context';
import { stepPath } from '../features/corporate-apply/state/flow-query';
import { useContinueToSend } from '../features/corporate-apply/state/use-after-login';
import { useFlowQuery } from '../features/corporate-apply/state/use-flow-query';
import { useFlowSession } from '../features/corporate-apply/state/use-flow-session';
import { registerEmployee, useVacancy } from '@interim/shared/api';

/**
 * `/opdrachten/reageren/aanmelden` (public): the short registration. The
 * mail's login link returns to the send step; the chosen CV waits in the
 * browser (IndexedDB) and is uploaded there, once the visitor is logged in.
 */
export function CorporateRegisterPage() {
  const flow = useCorporateFlow();
  const query = useFlowQuery();
  const { isLoggedIn } = useFlowSession();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [lastValues, setLastValues] = useState<Partial<RegisterFormValues>>();
  const [cv, setCv] = useState<File | undefined>();
  const continueToSend = useContinueToSend(query);
  const vacancy = useVacancy(query.vacancyId);

  // The API takes a CV only from a logged-in user: the chosen file waits until the login.
  const onRegister = async (body: RegisterFields) => {
    if (cv) await saveCvDraft({ vacancyId: query.vacancyId, file: cv, savedAt: Date.now() });
    await registerEmployee({ ...body, returnTo: stepPath('send', query) });
    storeContact({ email: body.email, firstName: body.firstName });
    setLastValues({ ...body, phone: body.phone ?? '', privacyConsent: true });
    setSentTo(body.email);
  };

  if (isLoggedIn && flow.canHoldSession && !sentTo) return <Navigate to={stepPath('send', query)} replace />;

  return (
    <FlowPage title={routes.corporateRegister.title} heading="Aanmelden en reageren">
      {query.vacancyId !== undefined ? <VacancySummary vacancy={vacancy.data} error={vacancy.error} isLoading={vacancy.isLoading} /> : null}
      {sentTo ? (
        <CheckMailStep
          email={sentTo}
          query={query}
          handoffNote="Je cv voeg je daar toe, vlak voordat je je reactie verstuurt."
          onLoggedIn={continueToSend}
          onChangeEmail={() => setSentTo(undefined)}
        />
      ) : (
        <>
          <Text>
            Maak in één stap een account aan. Je krijgt een e-mail met een inloglink en een code; daarna verstuur je je reactie.
          </Text>
          <RegisterForm onRegister={onRegister} phoneRequired formLabel="Aanmelden" submitLabel="Aanmelden en verder" defaultValues={lastValues}>
            {flow.canHoldSession ? (
              <CvFileField
                label="Cv (optioneel)"
                helperText="Pdf of Word, maximaal 10 MB. We sturen je cv mee zodra je bent ingelogd."
                onFile={setCv}
              />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Je cv voeg je toe op onze website, vlak voordat je je reactie verstuurt.
              </Text>
            )}
          </RegisterForm>
          <Text fontSize="sm">
            Heb je al een account? <RouterLink to={stepPath('login', query)}>Log in</RouterLink>
          </Text>
        </>
      )}
    </FlowPage>
  );
}
