import { useState } from 'react';
import { useForm, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { track } from '@interim/shared/analytics';
import { loginPathWithReturn, routes, toPath } from '@interim/shared/config';
import { Navigate, useParams } from '@interim/shared/routing';
import { storeContact, useSession } from '@interim/shared/session';
import { Alert, Box, Button, ButtonLink, CheckboxField, Container, ErrorPanel, FormAlert, Heading, PageSpinner, PageTitle, RouterLink, Separator, SimpleGrid, Stack, Text, TextField, chakra } from '@interim/shared/ui';
import { EMPTY_APPLICATION_FIELDS, type ApplicationFieldsInput } from '../features/apply/apply-form-schema';
import { ApplicationFields } from '../features/apply/components/application-fields';
import { SEND_PENDING_PARAM } from '../features/apply/pending-application';
import { RegisterMailSent } from '../features/apply/components/register-mail-sent';
import {
  RegisterAndApplySchema,
  type RegisterAndApplyInput,
  type RegisterAndApplyValues,
} from '../features/apply/register-and-apply-schema';
import { VacancyFormHeader } from '../features/shared/vacancy-form-header';
import { VacancyNotFound } from '../features/shared/vacancy-not-found';
import { useVacancy } from '@interim/shared/api';
import { registerAndApply } from '@interim/shared/api/application-drafts';
import { parseVacancyId } from '../features/shared/vacancy-id';

/** Analytics event when a visitor registers to apply. */
export const REGISTER_AND_APPLY_EVENT = 'Vacancy register and apply';

const FIELD_NAMES = ['firstName', 'lastName', 'email', 'phone', 'privacyConsent', 'motivation', 'offeredHourlyRate', 'availableFrom', 'hoursPerWeek'];

/**
 * Where the e-mail link (and its code) bring the new user: the apply page,
 * which shows the reactie kept on the server to check and send. The API sets
 * the same path on the link (application-drafts.service draftReturnPath).
 */
export function pendingReturnPath(vacancyId: number): string {
  return `${toPath(routes.vacancyApply.path, { id: vacancyId })}?${SEND_PENDING_PARAM}=1`;
}

function RegisterAndApplyForm({ vacancyId, vacancyTitle }: { vacancyId: number; vacancyTitle: string }) {
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [submitError, setSubmitError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterAndApplyInput, unknown, RegisterAndApplyValues>({
    resolver: zodResolver(RegisterAndApplySchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', privacyConsent: false as unknown as true, ...EMPTY_APPLICATION_FIELDS },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    try {
      // The reactie is kept on the server with the registration (docs/adr/0022): the mail's link works in any browser.
      await registerAndApply({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        ...(values.phone ? { phone: values.phone } : {}),
        privacyConsent: true,
        application: {
          vacancyId,
          ...(values.motivation ? { motivation: values.motivation } : {}),
          offeredHourlyRate: values.offeredHourlyRate,
          availableFrom: values.availableFrom,
          hoursPerWeek: values.hoursPerWeek,
        },
      });
    } catch (error) {
      if (isApiError(error)) {
        // The reactie's fields come back as `application.<field>`: the form has them at the top level.
        const onFields = (error.fieldErrors ?? [])
          .map((f) => ({ ...f, path: f.path.replace(/^application\./, '') }))
          .filter((f) => FIELD_NAMES.includes(f.path));
        for (const f of onFields) setError(f.path as FieldPath<RegisterAndApplyInput>, { type: 'server', message: f.message }, { shouldFocus: true });
        setSubmitError(onFields.length ? 'Controleer de gemarkeerde velden.' : error.message);
      } else {
        setSubmitError(GENERIC_ERROR_MESSAGE);
      }
      return;
    }
    storeContact({ email: values.email, firstName: values.firstName });
    void track(REGISTER_AND_APPLY_EVENT, { vacancyId, vacancyTitle });
    setSentTo(values.email);
  });

  if (sentTo) return <RegisterMailSent email={sentTo} returnTo={pendingReturnPath(vacancyId)} />;

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label="Aanmelden en reageren">
      <Stack gap="6">
        <Heading as="h2" size="lg">
          Je gegevens
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField label="Voornaam" isRequired autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Achternaam" isRequired autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
          <TextField label="E-mailadres" isRequired type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Telefoonnummer" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        </SimpleGrid>
        <Separator />
        <Heading as="h2" size="lg">
          Je reactie
        </Heading>
        <ApplicationFields register={register as unknown as UseFormRegister<ApplicationFieldsInput>} errors={errors} />
        <Text fontSize="sm" color="fg.muted">
          Je cv kun je toevoegen nadat je bent ingelogd, in je profiel.
        </Text>
        <CheckboxField
          label="Ik ga akkoord met de privacyverklaring"
          isRequired
          error={errors.privacyConsent?.message}
          {...register('privacyConsent')}
        />
        <Stack gap="3">
          <FormAlert message={submitError} autoFocus />
          <Box>
            <Button type="submit" size="lg" loading={isSubmitting} loadingText="Bezig met versturen">
              Aanmelden en reageren
            </Button>
          </Box>
        </Stack>
      </Stack>
    </chakra.form>
  );
}

/**
 * Register and apply (`/opdrachten/:id/aanmelden`, public): a visitor fills in
 * the registration and the application in one form. The application is kept
 * on the server with the registration (docs/adr/0022); the e-mail link or its
 * code, in any browser, lead to the apply page (`?versturen=1`), where the
 * user checks and sends it. A logged-in user goes to the apply page.
 */
export function VacancyRegisterPage() {
  const params = useParams();
  const id = parseVacancyId(params.id);
  const { isLoggedIn } = useSession();
  const vacancy = useVacancy(isLoggedIn ? null : id);

  if (id === null || (isApiError(vacancy.error) && (vacancy.error.status === 404 || vacancy.error.status === 400))) {
    return <VacancyNotFound />;
  }
  if (isLoggedIn) return <Navigate to={toPath(routes.vacancyApply.path, { id })} replace />;

  let content;
  if (vacancy.error) content = <ErrorPanel message={vacancy.error.message} onRetry={() => void vacancy.mutate()} />;
  else if (!vacancy.data) content = <PageSpinner />;
  else if (vacancy.data.status === 'closed') {
    content = (
      <Stack gap="4">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>Deze opdracht is gesloten. Reageren is niet meer mogelijk.</Alert.Title>
        </Alert.Root>
        <ButtonLink to={routes.vacancies.path} alignSelf="flex-start">
          Bekijk alle opdrachten
        </ButtonLink>
      </Stack>
    );
  } else content = <RegisterAndApplyForm vacancyId={id} vacancyTitle={vacancy.data.title} />;

  return (
    <Container maxW="3xl" py={{ base: '6', lg: '10' }}>
      <PageTitle title={vacancy.data ? `Aanmelden en reageren op ${vacancy.data.title}` : routes.vacancyRegister.title} />
      <VacancyFormHeader vacancyId={id} heading={routes.vacancyRegister.title} vacancy={vacancy.data}>
        <Text>
          Nog geen account? Meld je aan en reageer in één keer. Heb je al een account?{' '}
          <RouterLink to={loginPathWithReturn(toPath(routes.vacancyApply.path, { id }))}>Log in om te reageren</RouterLink>.
        </Text>
      </VacancyFormHeader>
      {content}
    </Container>
  );
}
