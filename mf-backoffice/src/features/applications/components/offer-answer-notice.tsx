import { useOfferAnswers } from '@interim/shared/api/follow-up';
import { type Application, OFFER_ANSWER_LABELS } from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { Box, Text } from '@interim/shared/ui';

/**
 * The freelancer's answer to the offer of a reactie (issue 30 item 5), as
 * staff see it on the reactie; while the offer is open and unanswered, that
 * it waits for them. Nothing for a reactie that never had an offer.
 */
export function OfferAnswerNotice({ application }: { application: Pick<Application, 'id' | 'status' | 'statusHistory'> }) {
  const hadOffer = application.status === 'offer' || application.statusHistory.some((step) => step.status === 'offer');
  const { data } = useOfferAnswers(hadOffer ? [application.id] : []);
  if (!hadOffer || !data) return null;
  const answer = data.find((item) => item.applicationId === application.id);
  if (!answer) {
    return application.status === 'offer' ? (
      <Box role="status" borderWidth="1px" borderRadius="l2" p="3" mb="4" bg="bg.subtle">
        <Text>De kandidaat heeft nog niet op het aanbod gereageerd.</Text>
      </Box>
    ) : null;
  }
  return (
    <Box role="status" borderWidth="1px" borderRadius="l2" p="3" mb="4" bg={answer.answer === 'accepted' ? 'green.subtle' : 'bg.subtle'}>
      <Text fontWeight="semibold">{OFFER_ANSWER_LABELS[answer.answer]}</Text>
      <Text fontSize="sm">
        Door de kandidaat op {formatDutchDateTime(answer.answeredAt)}.
        {answer.answer === 'accepted' && application.status === 'offer' ? ' Zet de reactie op Geplaatst zodra alles rond is.' : ''}
      </Text>
    </Box>
  );
}
