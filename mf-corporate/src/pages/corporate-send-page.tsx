import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { track } from '@interim/shared/analytics';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { routes } from '@interim/shared/config';
import { MotivationSchema } from '@interim/shared/contract';
import { ClientConsentFields } from '@interim/shared/forms';
import { useNavigate } from '@interim/shared/routing';
import { Box, Button, ButtonLink, FormAlert, Link, PageSpinner, Separator, Stack, Text, TextareaField, chakra } from '@interim/shared/ui';
import { CvReview } from '../features/corporate-apply/components/cv-review';
import { FlowPage } from '../features/corporate-apply/components/flow-page';
import { MissingVacancy } from '../features/corporate-apply/components/missing-vacancy';
import { VacancySummary } from '../features/corporate-apply/components/vacancy-summary';
import { siteUrl, useCorporateFlow } from '../features/corporate-apply/state/flow-context';
import { stepPath } from '../features/corporate-apply/state/flow-query';
import { useCvUpload } from '../features/corporate-apply/state/use-cv-upload';
import { useFlowQuery } from '../features/corporate-apply/state/use-flow-query';
import { useFlowSession } from '../features/corporate-apply/state/use-flow-session';
import { createApplication, useMe, useVacancy } from '@interim/shared/api';

// The contract's motivation rule, the same as the site's apply form: optional, at most 5000 characters;
// and the consent to share with the client (docs/adr/0021), two checkboxes not ticked beforehand.
const MotivationFormSchema = z.object({ motivation: MotivationSchema, shareProfile: z.boolean(), shareCv: z.boolean() });
type MotivationForm = z.infer<typeof MotivationFormSchema>;

/** Analytics event of a sent corporate application (the utm parameters come with the event context). */
export const APPLICATION_SENT_EVENT = 'Corporate application sent';

/**
 * `/opdrachten/reageren/versturen` (private): review and send. Shows the
 * applicant's details and CV (uploading the CV chosen at registration, if
 * one waits), takes an optional motivation and sends `POST /applications`
 * with channel 'corporate'.
 */
export function CorporateSendPage() {
  const flow = useCorporateFlow();
  const query = useFlowQuery();
  const navigate = useNavigate();
  const session = useFlowSession();
  // On our site the shell lets only logged-in visitors in; an embed checks itself.
  const mayAsk = !flow.embedded || session.isLoggedIn;
  const vacancy = useVacancy(query.vacancyId);
  const me = useMe(mayAsk && query.vacancyId !== undefined);
  const upload = useCvUpload(me.data?.id, query.vacancyId, () => me.mutate());
  const [submitError, setSubmitError] = useState<string | undefined>();
  const [alreadyApplied, setAlreadyApplied] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MotivationForm>({ resolver: zodResolver(MotivationFormSchema), defaultValues: { motivation: '', shareProfile: false, shareCv: false } });

  const onSubmit = handleSubmit(async ({ motivation, shareProfile, shareCv }) => {
    if (query.vacancyId === undefined) return;
    setSubmitError(undefined);
    try {
      // channel 'corporate': staff see the application came in through the corporate site.
      await createApplication({
        channel: 'corporate',
        vacancyId: query.vacancyId,
        motivation: motivation || undefined,
        useStoredCv: me.data?.cv ? true : undefined,
        clientConsent: { profile: shareProfile, cv: shareCv },
      });
    } catch (error) {
      setAlreadyApplied(isApiError(error) && error.code === 'ALREADY_APPLIED');
      setSubmitError(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      return;
    }
    void track(APPLICATION_SENT_EVENT, { vacancyId: query.vacancyId, channel: 'corporate', embedded: flow.embedded });
    navigate(stepPath('success', query));
  });

  if (query.vacancyId === undefined) {
    return (
      <FlowPage title={routes.corporateSend.title}>
        <MissingVacancy />
      </FlowPage>
    );
  }
  if (session.isChecking) return <PageSpinner />;
  if (!mayAsk) {
    return (
      <FlowPage title={routes.corporateSend.title}>
        <Text>Log eerst in om je reactie te versturen.</Text>
        <Box>
          {flow.canHoldSession ? (
            <ButtonLink to={stepPath('login', query)}>Inloggen</ButtonLink>
          ) : (
            <Link href={siteUrl(flow, stepPath('login', query))} target="_blank" rel="noopener" color="brand.fg" fontWeight="semibold">
              Verder op onze website (opent in een nieuw tabblad)
            </Link>
          )}
        </Box>
      </FlowPage>
    );
  }

  const closed = vacancy.data?.status === 'closed';
  return (
    <FlowPage title={routes.corporateSend.title} intro="Controleer je gegevens, voeg eventueel een motivatie toe en verstuur je reactie.">
      <VacancySummary vacancy={vacancy.data} error={vacancy.error} isLoading={vacancy.isLoading} />
      {me.error ? <FormAlert message={me.error.message} /> : null}
      {me.isLoading ? <PageSpinner /> : null}
      {me.data ? (
        <>
          <Stack gap="1" as="section" aria-labelledby="details-heading">
            <Text id="details-heading" fontWeight="semibold" fontSize="lg">
              Je gegevens
            </Text>
            <Text>
              {me.data.firstName} {me.data.lastName}
            </Text>
            <Text>{me.data.email}</Text>
            {me.data.phone ? <Text>{me.data.phone}</Text> : null}
          </Stack>
          <Separator />
          <CvReview cv={me.data.cv} upload={upload} />
          <Separator />
          <chakra.form noValidate onSubmit={onSubmit} aria-label="Reactie versturen">
            <Stack gap="4">
              <TextareaField
                label="Motivatie (optioneel)"
                rows={6}
                helperText="Waarom past deze opdracht bij jou? Een paar zinnen is genoeg."
                error={errors.motivation?.message}
                {...register('motivation')}
              />
              <ClientConsentFields idPrefix="corporate" profile={register('shareProfile')} cv={register('shareCv')} />
              <FormAlert message={submitError} />
              {alreadyApplied ? (
                <Text>
                  <Link href={siteUrl(flow, routes.myApplications.path)} color="brand.fg" target={flow.embedded ? '_blank' : undefined}>
                    Bekijk je reacties
                  </Link>
                </Text>
              ) : null}
              {closed ? <FormAlert status="warning" message="Deze opdracht is gesloten. Reageren is niet meer mogelijk." /> : null}
              <Box>
                <Button
                  type="submit"
                  size="lg"
                  loading={isSubmitting}
                  loadingText="Bezig met versturen"
                  disabled={upload.state.status === 'uploading' || closed || !vacancy.data}
                >
                  Reactie versturen
                </Button>
              </Box>
            </Stack>
          </chakra.form>
        </>
      ) : null}
    </FlowPage>
  );
}
