import { useState } from 'react';
import type { ApiError } from '@interim/shared/api-client';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { APPLY_EVENT, useRefreshApplications } from '@interim/shared/api';
import { discardApplicationDraft, sendApplicationDraft } from '@interim/shared/api/application-drafts';
import { track } from '@interim/shared/analytics';
import type { Application, ApplicationDraft, EmployeeCv } from '@interim/shared/contract';
import { formatDutchDate, formatEuroAmount } from '@interim/shared/format';
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
  /** "Aanpassen": the apply form, filled in with the draft. */
  onEdit: () => void;
  /** "Niet versturen": the draft was deleted. */
  onDiscarded: () => void;
}

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

/**
 * "Controleer je reactie" (docs/adr/0022): the reactie written while
 * registering, kept on the server, shown to its owner after the login (link
 * or code, in any browser). One button sends it; it can also be changed
 * first or dropped. A failure shows next to the buttons and keeps the draft.
 */
export function DraftConfirm({ draft, vacancyTitle, storedCv, onSent, onRefused, onEdit, onDiscarded }: DraftConfirmProps) {
  const refresh = useRefreshApplications();
  const [busy, setBusy] = useState<'send' | 'discard' | undefined>();
  const [error, setError] = useState<string | undefined>();
  // Asked here, where the reactie is sent (docs/adr/0021): nothing ticked beforehand.
  const [shareProfile, setShareProfile] = useState(false);
  const [shareCv, setShareCv] = useState(false);

  const send = async () => {
    setBusy('send');
    setError(undefined);
    try {
      const application = await sendApplicationDraft(draft.vacancyId, {
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
        <Text>
          Je bent ingelogd. Dit is de reactie die je bij je aanmelding schreef. Hij is <strong>nog niet verstuurd</strong>: controleer hem
          en verstuur hem.
        </Text>
        <Card.Root variant="outline">
          <Card.Body>
            <chakra.dl display="grid" gap="4">
              <Fact label="Motivatie">{draft.motivation ?? 'Geen motivatie'}</Fact>
              <Fact label="Uurtarief (excl. btw)">{draft.offeredHourlyRate === null ? 'Niet ingevuld' : `${formatEuroAmount(draft.offeredHourlyRate)} per uur`}</Fact>
              <Fact label="Beschikbaar vanaf">{draft.availableFrom === null ? 'Niet ingevuld' : formatDutchDate(draft.availableFrom)}</Fact>
              <Fact label="Uren per week">{draft.hoursPerWeek === null ? 'Niet ingevuld' : String(draft.hoursPerWeek)}</Fact>
              <Fact label="Cv">{storedCv ? `${storedCv.fileName} (uit je profiel)` : 'Geen cv. Je kunt er later een toevoegen in je profiel.'}</Fact>
            </chakra.dl>
          </Card.Body>
        </Card.Root>
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
            <Button size="lg" variant="outline" onClick={onEdit} disabled={busy !== undefined}>
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
