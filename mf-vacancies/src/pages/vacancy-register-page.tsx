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
import { SEND_PENDING_PARAM, savePendingApplication } from '../features/apply/pending-application';
import {
  RegisterAndApplySchema,
  type RegisterAndApplyInput,
  type RegisterAndApplyValues,
} from '../features/apply/register-and-apply-schema';
import { VacancyFormHeader } from '../features/shared/vacancy-form-header';
import { VacancyNotFound } from '../features/shared/vacancy-not-found';
import { registerEmployee, useVacancy } from '@interim/shared/api';
import { parseVacancyId } from '../features/shared/vacancy-id';

/** Analytics event when a visitor registers to apply. */
export const REGISTER_AND_APPLY_EVENT = 'Vacancy register and apply';

const FIELD_NAMES = ['firstName', 'lastName', 'email', 'phone', 'privacyConsent', 'motivation', 'offeredHourlyRate', 'availableFrom', 'hoursPerWeek'];

/** Where the e-mail link brings the new user: the apply page, which sends the kept application. */
export function pendingReturnPath(vacancyId: number): string {
  return `${toPath(routes.vacancyApply.path, { id: vacancyId })}?${SEND_PENDING_PARAM}=1`;
}

function CheckMail({ email, kept }: { email: string; kept: boolean }) {
  return (
    <Stack gap="4" role="status">
      <Heading as="h2" size="xl">
        Bevestig je e-mailadres
      </Heading>
      <Text fontSize="lg">
        We hebben een e-mail gestuurd naar <strong>{email}</strong> met een link om in te loggen.
      </Text>
      {kept ? (
        <Text>
          Je reactie is nog niet verstuurd: we bewaren hem in deze browser. Open de link in deze browser, dan versturen we je reactie
          automatisch zodra je bent ingelogd.
        </Text>
      ) : (
        <Text>
          Je browser staat het bewaren van gegevens niet toe. Log via de link in en vul daarna je reactie opnieuw in.
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        Geen e-mail gekregen? Kijk in je spam-map. De link is 10 minuten geldig.
      </Text>
    </Stack>
  );
}

function RegisterAndApplyForm({ vacancyId, vacancyTitle }: { vacancyId: number; vacancyTitle: string }) {
  const [sentTo, setSentTo] = useState<{ email: string; kept: boolean } | undefined>();
  const [submitError, setSubmitError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterAndApplyInput, unknown, RegisterAndApplyValues>({
    resolver: zodResolver(RegisterAndApplySchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', privacyConsent: false as unknown as true, ...EMPTY_APPLICATION_FIELDS },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    const typed = getValues();
    const fields: ApplicationFieldsInput = {
      motivation: typed.motivation,
      offeredHourlyRate: typed.offeredHourlyRate,
      availableFrom: typed.availableFrom,
      hoursPerWeek: typed.hoursPerWeek,
    };
    const kept = savePendingApplication(vacancyId, fields);
    try {
      await registerEmployee({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        ...(values.phone ? { phone: values.phone } : {}),
        privacyConsent: true,
        returnTo: pendingReturnPath(vacancyId),
      });
    } catch (error) {
      if (isApiError(error)) {
        const onFields = (error.fieldErrors ?? []).filter((f) => FIELD_NAMES.includes(f.path));
        for (const f of onFields) setError(f.path as FieldPath<RegisterAndApplyInput>, { type: 'server', message: f.message }, { shouldFocus: true });
        setSubmitError(onFields.length ? 'Controleer de gemarkeerde velden.' : error.message);
      } else {
        setSubmitError(GENERIC_ERROR_MESSAGE);
      }
      return;
    }
    storeContact({ email: values.email, firstName: values.firstName });
    void track(REGISTER_AND_APPLY_EVENT, { vacancyId, vacancyTitle });
    setSentTo({ email: values.email, kept });
  });

  if (sentTo) return <CheckMail email={sentTo.email} kept={sentTo.kept} />;

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label="Aanmelden en reageren">
      <Stack gap="6">
        <FormAlert message={submitError} />
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
        <Box>
          <Button type="submit" size="lg" loading={isSubmitting} loadingText="Bezig met versturen">
            Aanmelden en reageren
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/**
 * Register and apply (`/opdrachten/:id/aanmelden`, public): a visitor fills in
 * the registration and the application in one form. The application is kept
 * in this browser and sent once the e-mail link is used (its return path is
 * the apply page with `?versturen=1`). A logged-in user goes to the apply page.
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
