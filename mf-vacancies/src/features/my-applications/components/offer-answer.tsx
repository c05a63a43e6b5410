import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { useAnswerOffer, useOfferAnswers } from '@interim/shared/api/follow-up';
import type { Application, OfferAnswer as Answer } from '@interim/shared/contract';
import { formatDutchDate } from '@interim/shared/format';
import { Box, Button, HStack, Stack, Text, notify } from '@interim/shared/ui';

/**
 * The offer of a reactie at status "Aanbod" (issue 30 item 5): the
 * freelancer accepts it or declines it (declining asks first; it withdraws
 * the reactie). Once answered, the answer is shown instead.
 */
export function OfferAnswer({ application }: { application: Pick<Application, 'id' | 'status' | 'statusHistory' | 'vacancy'> }) {
  const hadOffer = application.status === 'offer' || application.statusHistory.some((step) => step.status === 'offer');
  const { data } = useOfferAnswers(hadOffer ? [application.id] : []);
  const answerOffer = useAnswerOffer();
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [busy, setBusy] = useState<Answer>();
  if (!hadOffer || !data) return null;
  const answered = data.find((item) => item.applicationId === application.id);

  if (answered) {
    return (
      <Box role="status" borderWidth="1px" borderRadius="l2" p="3" bg={answered.answer === 'accepted' ? 'green.subtle' : 'bg.subtle'}>
        <Text fontWeight="semibold">{answered.answer === 'accepted' ? 'Je hebt het aanbod geaccepteerd' : 'Je hebt het aanbod afgeslagen'}</Text>
        <Text fontSize="sm">
          Op {formatDutchDate(answered.answeredAt)}.{' '}
          {answered.answer === 'accepted' ? 'Je consultant neemt contact met je op over de overeenkomst en je start.' : 'Je reactie is daarmee ingetrokken.'}
        </Text>
      </Box>
    );
  }
  if (application.status !== 'offer') return null;

  const answer = async (value: Answer) => {
    setBusy(value);
    try {
      await answerOffer(application.id, value);
      notify({ type: 'success', description: value === 'accepted' ? 'Je hebt het aanbod geaccepteerd. Gefeliciteerd!' : 'Je hebt het aanbod afgeslagen.' });
      setConfirmingDecline(false);
    } catch (error) {
      notify({ title: 'Dat is niet gelukt', description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle" role="group" aria-label={`Aanbod voor ${application.vacancy.title}`}>
      <Text fontWeight="semibold">Er ligt een aanbod voor je klaar</Text>
      <Text fontSize="sm">Laat weten of je het aanbod accepteert. Heb je eerst nog vragen? Neem dan contact op met je consultant.</Text>
      {confirmingDecline ? (
        <Stack gap="2">
          <Text fontWeight="medium">Weet je zeker dat je het aanbod wilt afslaan? Je reactie wordt dan ingetrokken.</Text>
          <HStack gap="2" wrap="wrap">
            <Button colorPalette="red" size="sm" loading={busy === 'declined'} loadingText="Bezig" onClick={() => void answer('declined')}>
              Ja, sla het aanbod af
            </Button>
            <Button variant="ghost" size="sm" disabled={busy !== undefined} onClick={() => setConfirmingDecline(false)}>
              Annuleren
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack gap="2" wrap="wrap">
          <Button size="sm" loading={busy === 'accepted'} loadingText="Bezig" onClick={() => void answer('accepted')}>
            Aanbod accepteren
          </Button>
          <Button variant="outline" size="sm" disabled={busy !== undefined} onClick={() => setConfirmingDecline(true)}>
            Aanbod afslaan
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
