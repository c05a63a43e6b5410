import { useEffect, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError, type ApiError } from '@interim/shared/api-client';
import { routes, toPath } from '@interim/shared/config';
import { useNavigate, useParams, useSearchParams } from '@interim/shared/routing';
import {
  Alert,
  ButtonLink,
  Container,
  ErrorPanel,
  HStack,
  PageSpinner,
  PageTitle,
  Stack,
  Text,
  notify,
} from '@interim/shared/ui';
import { ApplicationFieldsSchema, profileApplicationFields, toCreateApplication } from '../features/apply/apply-form-schema';
import { ApplyForm, REFUSAL_CODES } from '../features/apply/components/apply-form';
import { ProfileMatchPanel } from '../features/profile-match/profile-match-panel';
import { SEND_PENDING_PARAM, clearPendingApplication, readPendingApplication, type PendingApplication } from '../features/apply/pending-application';
import { VacancyFormHeader } from '../features/shared/vacancy-form-header';
import { VacancyNotFound } from '../features/shared/vacancy-not-found';
import { useMeIfLoggedIn, useOwnApplication, useSubmitApplication, useVacancy } from '@interim/shared/api';
import { parseVacancyId } from '../features/shared/vacancy-id';

/** Shown when the application went out. */
export const APPLIED_MESSAGE = 'Je reactie is verstuurd. Je vindt hem bij Mijn reacties.';

function Refusal({ error, vacancyId }: { error: ApiError; vacancyId: number }) {
  const duplicate = error.code === 'ALREADY_APPLIED';
  return (
    <Stack gap="4">
      <Alert.Root status={duplicate ? 'info' : 'warning'} role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{error.message}</Alert.Title>
          <Alert.Description>
            {duplicate
              ? 'Je kunt één keer op een opdracht reageren. De status van je reactie zie je bij Mijn reacties.'
              : 'Bekijk andere opdrachten die nog open staan.'}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        {duplicate ? <ButtonLink to={routes.myApplications.path}>Naar mijn reacties</ButtonLink> : null}
        <ButtonLink to={routes.vacancies.path} variant={duplicate ? 'outline' : 'solid'}>
          Bekijk alle opdrachten
        </ButtonLink>
        <ButtonLink to={toPath(routes.vacancyDetail.path, { id: vacancyId })} variant="ghost">
          Terug naar de opdracht
        </ButtonLink>
      </HStack>
    </Stack>
  );
}

type PendingState = 'idle' | 'sending' | 'failed';

/**
 * Apply (`/opdrachten/:id/reageren`, private). After register-and-apply the
 * e-mail link lands here with `?versturen=1`: the application kept in this
 * browser is sent without asking again.
 */
export function VacancyApplyPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = parseVacancyId(params.id);
  const vacancy = useVacancy(id);
  const me = useMeIfLoggedIn();
  const own = useOwnApplication(id);
  const submitApplication = useSubmitApplication();
  const [refusal, setRefusal] = useState<ApiError | undefined>();
  const [pendingState, setPendingState] = useState<PendingState>('idle');
  const [pendingError, setPendingError] = useState<string | undefined>();
  // Read after hydration: the server render cannot see this browser's storage,
  // and the first render in the browser must match its HTML.
  const [pending, setPending] = useState<PendingApplication | undefined>();
  useEffect(() => setPending(id === null ? undefined : readPendingApplication(id)), [id]);
  const started = useRef(false);

  const applied = () => {
    clearPendingApplication();
    notify({ type: 'success', description: APPLIED_MESSAGE });
    navigate(routes.myApplications.path);
  };

  // Send the kept application once the vacancy (title for analytics) and the profile (stored CV) are known.
  const sendPending = search.get(SEND_PENDING_PARAM) === '1' && pending !== undefined;
  useEffect(() => {
    if (!sendPending || started.current || !vacancy.data || !me.data || id === null) return;
    started.current = true;
    const parsed = ApplicationFieldsSchema.safeParse(pending.fields);
    if (!parsed.success) {
      setPendingState('failed');
      setPendingError('Je reactie was niet compleet. Vul het formulier aan en verstuur hem opnieuw.');
      return;
    }
    setPendingState('sending');
    submitApplication(toCreateApplication(id, parsed.data, { choice: me.data.cv ? 'stored' : 'none' }), vacancy.data.title).then(
      applied,
      (error: unknown) => {
        if (isApiError(error) && (REFUSAL_CODES as readonly string[]).includes(error.code)) {
          clearPendingApplication();
          setRefusal(error);
          setPendingState('idle');
          return;
        }
        setPendingState('failed');
        setPendingError(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when the vacancy has loaded
  }, [sendPending, vacancy.data, me.data, id]);

  if (id === null || (isApiError(vacancy.error) && (vacancy.error.status === 404 || vacancy.error.status === 400))) {
    return <VacancyNotFound />;
  }

  const title = vacancy.data ? `Reageren op ${vacancy.data.title}` : routes.vacancyApply.title;
  let content;
  if (vacancy.error || me.error) {
    const error = vacancy.error ?? me.error!;
    content = <ErrorPanel message={error.message} onRetry={() => void (vacancy.error ? vacancy.mutate() : me.mutate())} />;
  } else if (!vacancy.data || !me.data || (own.data === undefined && own.isLoading) || pendingState === 'sending') {
    // (own.isLoading alone is also true while SWR revalidates the server render's data.)
    content = <PageSpinner label={pendingState === 'sending' ? 'Je reactie wordt verstuurd' : 'Bezig met laden'} />;
  } else if (refusal) {
    content = <Refusal error={refusal} vacancyId={id} />;
  } else if (own.data && own.data.status !== 'withdrawn') {
    // A withdrawn reactie does not count: the freelancer may apply again while the opdracht is open.
    content = (
      <Refusal
        error={{ code: 'ALREADY_APPLIED', message: 'Je hebt al op deze opdracht gereageerd.' } as ApiError}
        vacancyId={id}
      />
    );
  } else if (vacancy.data.status === 'closed') {
    content = (
      <Refusal error={{ code: 'VACANCY_CLOSED', message: 'Deze opdracht is gesloten. Reageren is niet meer mogelijk.' } as ApiError} vacancyId={id} />
    );
  } else {
    const fromProfile = profileApplicationFields(me.data);
    const prefilled = Boolean(fromProfile.offeredHourlyRate || fromProfile.hoursPerWeek || fromProfile.availableFrom);
    content = (
      <Stack gap="5">
        {pending ? (
          <Alert.Root status={pendingError ? 'error' : 'info'} role={pendingError ? 'alert' : undefined}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{pendingError ?? 'We hebben je eerder ingevulde reactie voor je klaargezet.'}</Alert.Title>
              <Alert.Description>Controleer de gegevens en verstuur je reactie.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : prefilled ? (
          <Text color="fg.muted">
            We hebben je tarief, uren en startdatum uit je profiel ingevuld. Pas ze aan als dat voor deze opdracht anders is.
          </Text>
        ) : null}
        <ProfileMatchPanel vacancy={vacancy.data} />
        <ApplyForm
          // A kept application read after hydration replaces the profile's values.
          key={pending ? 'pending' : 'profile'}
          vacancyId={id}
          vacancyTitle={vacancy.data.title}
          storedCv={me.data.cv}
          // Filled in from the profile (rate, hours, start; the stored CV is preselected): the user only confirms.
          initialFields={pending?.fields ?? fromProfile}
          onApplied={applied}
          onRefused={(error) => {
            clearPendingApplication();
            setRefusal(error);
          }}
        />
      </Stack>
    );
  }

  return (
    <Container maxW="3xl" py={{ base: '6', lg: '10' }}>
      <PageTitle title={title} />
      <VacancyFormHeader vacancyId={id} heading={routes.vacancyApply.title} vacancy={vacancy.data} />
      {content}
    </Container>
  );
}
