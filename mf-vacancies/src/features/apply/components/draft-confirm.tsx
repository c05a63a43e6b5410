import { useState } from 'react';
import type { ApiError } from '@interim/shared/api-client';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { APPLY_EVENT, useRefreshApplications } from '@interim/shared/api';
import { discardApplicationDraft, sendApplicationDraft } from '@interim/shared/api/application-drafts';
import { track } from '@interim/shared/analytics';
import type { Application, ApplicationDraft, EmployeeCv } from '@interim/shared/contract';
import { formatDutchDate, formatDutchDateTime, formatEuroAmount } from '@interim/shared/format';
import { Box, Button, Card, FormAlert, Heading, HStack, Stack, Text, chakra } from '@interim/shared/ui';
import { ClientConsentFields } from '@interim/shared/forms';
import { REFUSAL_CODES } from './apply-form';

/** Props of {@link DraftConfirm}. */
export interface DraftConfirmProps {
  draft: ApplicationDraft;
  vacancyTitle: string;
  /** The CV stored in the profile, if any: it goes with the reactie. */
  storedCv: EmployeeCv | null;
  onSent: (application: Application) => void;
  /** The API refused the reactie for good (duplicate, closed): the draft is gone. */
  onRefused: (error: ApiError) => void;
  /** "Aanpassen": the apply form, filled in with the reactie chosen (the only one, or the one picked of two). */
  onEdit: (version: DraftVersion) => void;
  /** "Niet versturen": the draft was deleted. */
  onDiscarded: () => void;
}

/** One kept reactie: the draft itself (the one kept first) or the newer one beside it. */
export type DraftVersion = Omit<ApplicationDraft, 'vacancyId' | 'newer'>;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <chakra.dt fontWeight="semibold">{label}</chakra.dt>
      <chakra.dd ms="0" whiteSpace="pre-wrap">
        {children}
      </chakra.dd>
    </Box>
  );
}

function DraftFacts({ version, storedCv }: { version: DraftVersion; storedCv: EmployeeCv | null }) {
  return (
    <chakra.dl display="grid" gap="4">
      <Fact label="Motivatie">{version.motivation ?? 'Geen motivatie'}</Fact>
      <Fact label="Uurtarief (excl. btw)">{version.offeredHourlyRate === null ? 'Niet ingevuld' : `${formatEuroAmount(version.offeredHourlyRate)} per uur`}</Fact>
      <Fact label="Beschikbaar vanaf">{version.availableFrom === null ? 'Niet ingevuld' : formatDutchDate(version.availableFrom)}</Fact>
      <Fact label="Uren per week">{version.hoursPerWeek === null ? 'Niet ingevuld' : String(version.hoursPerWeek)}</Fact>
      <Fact label="Cv">{storedCv ? `${storedCv.fileName} (uit je profiel)` : 'Geen cv. Je kunt er later een toevoegen in je profiel.'}</Fact>
    </chakra.dl>
  );
}

/**
 * "Controleer je reactie" (docs/adr/0022): the reactie written while
 * registering, kept on the server, shown to its owner after the login (link
 * or code, in any browser). One button sends it; it can also be changed
 * first or dropped. A failure shows next to the buttons and keeps the draft.
 *
 * Two reacties kept for the opdracht (a later register-and-apply with the
 * same address is kept beside the first, issue 42 item 4: anyone can type
 * an address): both are shown, nothing is chosen beforehand, and the owner
 * picks the one to send or change; the other one goes with it.
 */
export function DraftConfirm({ draft, vacancyTitle, storedCv, onSent, onRefused, onEdit, onDiscarded }: DraftConfirmProps) {
  const refresh = useRefreshApplications();
  const [busy, setBusy] = useState<'send' | 'discard' | undefined>();
  const [error, setError] = useState<string | undefined>();
  const versions: DraftVersion[] = draft.newer ? [draft, draft.newer] : [draft];
  const [pickedId, setPickedId] = useState<number | undefined>();
  const chosen = versions.length === 1 ? versions[0] : versions.find((version) => version.id === pickedId);
  /** The reactie to send or change; with two and none picked, says so next to the buttons. */
  const choice = (): DraftVersion | undefined => {
    if (!chosen) setError('Kies eerst welke reactie je wilt gebruiken.');
    return chosen;
  };
  // Asked here, where the reactie is sent (docs/adr/0021): nothing ticked beforehand.
  const [shareProfile, setShareProfile] = useState(false);
  const [shareCv, setShareCv] = useState(false);

  const send = async () => {
    const version = choice();
    if (!version) return;
    setBusy('send');
    setError(undefined);
    try {
      const application = await sendApplicationDraft(draft.vacancyId, {
        draftId: version.id,
        ...(storedCv ? { useStoredCv: true } : {}),
        clientConsent: { profile: shareProfile, cv: shareCv },
      });
      void track(APPLY_EVENT, { vacancyId: draft.vacancyId, vacancyTitle, applicationId: application.id });
      void refresh();
      onSent(application);
    } catch (caught) {
      setBusy(undefined);
      if (isApiError(caught) && (REFUSAL_CODES as readonly string[]).includes(caught.code)) {
        void refresh();
        onRefused(caught);
        return;
      }
      setError(isApiError(caught) ? caught.message : GENERIC_ERROR_MESSAGE);
    }
  };

  const discard = async () => {
    setBusy('discard');
    setError(undefined);
    try {
      await discardApplicationDraft(draft.vacancyId);
    } catch (caught) {
      setBusy(undefined);
      setError(isApiError(caught) ? caught.message : GENERIC_ERROR_MESSAGE);
      return;
    }
    void refresh();
    onDiscarded();
  };

  return (
    <chakra.section aria-labelledby="draft-confirm-heading">
      <Stack gap="5">
        <Heading as="h2" size="xl" id="draft-confirm-heading">
          Controleer je reactie
        </Heading>
        {versions.length === 1 ? (
          <>
            <Text>
              Je bent ingelogd. Dit is de reactie die je bij je aanmelding schreef. Hij is <strong>nog niet verstuurd</strong>: controleer hem
              en verstuur hem.
            </Text>
            <Card.Root variant="outline">
              <Card.Body>
                <DraftFacts version={draft} storedCv={storedCv} />
              </Card.Body>
            </Card.Root>
          </>
        ) : (
          <>
            <Text>
              Je bent ingelogd. Met jouw e-mailadres zijn <strong>twee reacties</strong> op deze opdracht bewaard. Geen van beide is verstuurd.
              Kies de reactie die je wilt versturen of aanpassen; de andere verwijderen we dan. Herken je een reactie niet? Dan heeft iemand
              anders jouw e-mailadres ingevuld: kies die reactie niet.
            </Text>
            <chakra.fieldset display="grid" gap="3">
              <chakra.legend fontWeight="semibold" mb="2">
                Welke reactie wil je gebruiken?
              </chakra.legend>
              {versions.map((version, index) => (
                <Card.Root key={version.id} variant="outline" borderColor={version.id === pickedId ? 'brand.solid' : undefined}>
                  <Card.Body>
                    <Stack gap="3">
                      <chakra.label display="flex" alignItems="center" gap="2" fontWeight="semibold" cursor="pointer">
                        <chakra.input
                          type="radio"
                          name="draft-choice"
                          value={String(version.id)}
                          checked={version.id === pickedId}
                          onChange={() => {
                            setPickedId(version.id);
                            setError(undefined);
                          }}
                          accentColor="brand.solid"
                          boxSize="4"
                        />
                        {`${index === 0 ? 'Eerste reactie' : 'Nieuwere reactie'}, bewaard op ${formatDutchDateTime(version.createdAt)}`}
                      </chakra.label>
                      <DraftFacts version={version} storedCv={storedCv} />
                    </Stack>
                  </Card.Body>
                </Card.Root>
              ))}
            </chakra.fieldset>
          </>
        )}
        <ClientConsentFields
          idPrefix="draft"
          profile={{ checked: shareProfile, onChange: (event) => setShareProfile(event.currentTarget.checked) }}
          cv={{ checked: shareCv, onChange: (event) => setShareCv(event.currentTarget.checked) }}
        />
        <Stack gap="3">
          <FormAlert message={error} autoFocus />
          <HStack gap="3" wrap="wrap">
            <Button size="lg" onClick={() => void send()} loading={busy === 'send'} loadingText="Bezig met versturen" disabled={busy !== undefined}>
              Reactie versturen
            </Button>
            <Button
              size="lg"
              variant="outline"
              onClick={() => {
                const version = choice();
                if (version) onEdit(version);
              }}
              disabled={busy !== undefined}
            >
              Aanpassen
            </Button>
            <Button size="lg" variant="ghost" onClick={() => void discard()} loading={busy === 'discard'} loadingText="Bezig" disabled={busy !== undefined}>
              Niet versturen
            </Button>
          </HStack>
        </Stack>
      </Stack>
    </chakra.section>
  );
}
