import { useEffect, useState } from 'react';
import { isApiError, type ApiError } from '@interim/shared/api-client';
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
import { profileApplicationFields, type ApplicationFieldsInput } from '../features/apply/apply-form-schema';
import { ApplyForm } from '../features/apply/components/apply-form';
import { DraftConfirm, type DraftVersion } from '../features/apply/components/draft-confirm';
import { ProfileMatchPanel } from '../features/profile-match/profile-match-panel';
import { SEND_PENDING_PARAM, clearLegacyPendingApplication } from '../features/apply/pending-application';
import { discardApplicationDraft, useApplicationDraft } from '@interim/shared/api/application-drafts';
import { VacancyFormHeader } from '../features/shared/vacancy-form-header';
import { VacancyNotFound } from '../features/shared/vacancy-not-found';
import { useMeIfLoggedIn, useOwnApplication, useVacancy } from '@interim/shared/api';
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

/** The form's values from a kept reactie ("Aanpassen" on the confirm step). */
function draftFields(draft: DraftVersion): ApplicationFieldsInput {
  return {
    motivation: draft.motivation ?? '',
    offeredHourlyRate: draft.offeredHourlyRate === null ? '' : String(draft.offeredHourlyRate),
    availableFrom: draft.availableFrom ?? '',
    hoursPerWeek: draft.hoursPerWeek === null ? '' : String(draft.hoursPerWeek),
  };
}

/**
 * Apply (`/opdrachten/:id/reageren`, private). A reactie kept on the server
 * by register-and-apply (docs/adr/0022) is shown first to check and send
 * ("Controleer je reactie"), in whatever browser the user logged in; the
 * mail's link and code land here with `?versturen=1`.
 */
export function VacancyApplyPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = parseVacancyId(params.id);
  const vacancy = useVacancy(id);
  const me = useMeIfLoggedIn();
  const own = useOwnApplication(id);
  const draft = useApplicationDraft(id);
  const [refusal, setRefusal] = useState<ApiError | undefined>();
  /** 'confirm' shows a kept reactie; 'edit' the form filled with it; 'dropped' after "Niet versturen". */
  const [draftMode, setDraftMode] = useState<'confirm' | 'edit' | 'dropped'>('confirm');
  /** The kept reactie "Aanpassen" was chosen for (of two, the one the owner picked). */
  const [editing, setEditing] = useState<DraftVersion | undefined>();
  // A reactie an earlier version kept in this browser: the server keeps it now.
  useEffect(clearLegacyPendingApplication, []);

  const applied = () => {
    notify({ type: 'success', description: APPLIED_MESSAGE });
    navigate(routes.myApplications.path);
  };
  const cameForDraft = search.get(SEND_PENDING_PARAM) === '1';
  const kept = draft.data && draftMode !== 'dropped' ? draft.data : undefined;

  if (id === null || (isApiError(vacancy.error) && (vacancy.error.status === 404 || vacancy.error.status === 400))) {
    return <VacancyNotFound />;
  }

  const title = vacancy.data ? `Reageren op ${vacancy.data.title}` : routes.vacancyApply.title;
  let content;
  if (vacancy.error || me.error) {
    const error = vacancy.error ?? me.error!;
    content = <ErrorPanel message={error.message} onRetry={() => void (vacancy.error ? vacancy.mutate() : me.mutate())} />;
  } else if (!vacancy.data || !me.data || (own.data === undefined && own.isLoading) || (draft.data === undefined && draft.isLoading)) {
    // (own.isLoading alone is also true while SWR revalidates the server render's data.)
    content = <PageSpinner label="Bezig met laden" />;
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
  } else if (kept && draftMode === 'confirm') {
    content = (
      <DraftConfirm
        draft={kept}
        vacancyTitle={vacancy.data.title}
        storedCv={me.data.cv}
        onSent={applied}
        onRefused={setRefusal}
        onEdit={(version) => {
          setEditing(version);
          setDraftMode('edit');
        }}
        onDiscarded={() => setDraftMode('dropped')}
      />
    );
  } else {
    const fromProfile = profileApplicationFields(me.data);
    const prefilled = Boolean(fromProfile.offeredHourlyRate || fromProfile.hoursPerWeek || fromProfile.availableFrom);
    content = (
      <Stack gap="5">
        {kept ? (
          <Text color="fg.muted">Je bewaarde reactie staat hieronder ingevuld. Pas aan wat je wilt en verstuur hem.</Text>
        ) : cameForDraft && draftMode !== 'dropped' ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>We hebben geen bewaarde reactie meer voor deze opdracht.</Alert.Title>
              <Alert.Description>
                Een bewaarde reactie verloopt na 7 dagen. Vul je reactie hieronder opnieuw in en verstuur hem.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : prefilled ? (
          <Text color="fg.muted">
            We hebben je tarief, uren en startdatum uit je profiel ingevuld. Pas ze aan als dat voor deze opdracht anders is.
          </Text>
        ) : null}
        <ProfileMatchPanel vacancy={vacancy.data} />
        <ApplyForm
          key={kept ? 'kept' : 'profile'}
          vacancyId={id}
          vacancyTitle={vacancy.data.title}
          storedCv={me.data.cv}
          // Filled in from the profile (rate, hours, start; the stored CV is preselected): the user only confirms.
          initialFields={kept ? draftFields(editing ?? kept) : fromProfile}
          onApplied={() => {
            // Sent from the form: the kept reactie is done with (a failure here only leaves it to expire).
            if (kept) void discardApplicationDraft(kept.vacancyId).catch(() => undefined);
            applied();
          }}
          onRefused={(error) => {
            if (kept) void discardApplicationDraft(kept.vacancyId).catch(() => undefined);
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
