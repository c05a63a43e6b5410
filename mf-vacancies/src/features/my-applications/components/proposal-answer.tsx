import { useId, useState } from 'react';
import { useAnswerProposal } from '@interim/shared/api';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import type { Application } from '@interim/shared/contract';
import { formatDutchDate } from '@interim/shared/format';
import { Alert, Box, Button, HStack, Stack, Text, notify } from '@interim/shared/ui';
import { ClientConsentFields } from '@interim/shared/forms';

/**
 * A reactie a consultant made for the freelancer (ADR 0019): who proposed
 * them, and, until they answer, the question with "Ja, ik heb interesse" and
 * "Nee, bedankt" (the latter after a check, because it withdraws the
 * reactie). Nothing goes to the client before the yes.
 */
export function ProposalAnswer({ application }: { application: Application }) {
  const { proposal } = application;
  const answer = useAnswerProposal();
  const questionId = useId();
  const [busy, setBusy] = useState<'yes' | 'no' | undefined>();
  const [confirmingNo, setConfirmingNo] = useState(false);
  // The consent question goes with "Ja" (docs/adr/0021): nothing ticked beforehand.
  const [shareProfile, setShareProfile] = useState(false);
  const [shareCv, setShareCv] = useState(false);
  if (!proposal) return null;
  const consultant = proposal.proposedBy ?? 'Een consultant';

  const send = async (interested: boolean) => {
    setBusy(interested ? 'yes' : 'no');
    try {
      await answer(application.id, interested, interested ? { profile: shareProfile, cv: shareCv } : undefined);
      notify({
        type: 'success',
        description: interested ? `Top! ${consultant} weet nu dat je interesse hebt.` : 'Helder, we hebben het voorstel voor je afgesloten.',
      });
    } catch (error) {
      notify({ title: 'Dat is niet gelukt', description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
    } finally {
      setBusy(undefined);
      setConfirmingNo(false);
    }
  };

  if (proposal.response !== 'pending') {
    return (
      <Text fontSize="sm">
        {consultant} heeft je voor deze opdracht voorgesteld.{' '}
        {proposal.response === 'confirmed' ? 'Je hebt laten weten dat je interesse hebt' : 'Je hebt bedankt voor dit voorstel'}
        {proposal.respondedAt ? ` (${formatDutchDate(proposal.respondedAt)})` : ''}.
      </Text>
    );
  }
  return (
    <Alert.Root status="info" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" role="group" aria-labelledby={questionId}>
        <Box>
          <Alert.Title id={questionId}>{consultant} denkt dat deze opdracht bij je past. Heb je interesse?</Alert.Title>
          <Alert.Description>
            Voorgesteld op {formatDutchDate(proposal.proposedAt)}. Pas als jij ja zegt, gaan we verder en stellen we je voor aan de opdrachtgever.
          </Alert.Description>
        </Box>
        {confirmingNo ? (
          <Stack gap="2">
            <Text fontWeight="medium">Weet je het zeker? Dan sluiten we dit voorstel af.</Text>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" colorPalette="red" loading={busy === 'no'} loadingText="Bezig" onClick={() => void send(false)}>
                Ja, sluit het voorstel af
              </Button>
              <Button size="sm" variant="ghost" disabled={busy !== undefined} onClick={() => setConfirmingNo(false)}>
                Annuleren
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Stack gap="3">
            <ClientConsentFields
              idPrefix={`proposal-${application.id}`}
              profile={{ checked: shareProfile, onChange: (event) => setShareProfile(event.currentTarget.checked) }}
              cv={{ checked: shareCv, onChange: (event) => setShareCv(event.currentTarget.checked) }}
            />
            <HStack gap="2" wrap="wrap">
              <Button size="sm" loading={busy === 'yes'} loadingText="Bezig" disabled={busy !== undefined} onClick={() => void send(true)}>
                Ja, ik heb interesse
              </Button>
              <Button size="sm" variant="outline" disabled={busy !== undefined} onClick={() => setConfirmingNo(true)}>
                Nee, bedankt
              </Button>
            </HStack>
          </Stack>
        )}
      </Stack>
    </Alert.Root>
  );
}
