import { PROPOSAL_RESPONSE_LABELS, type ApplicationProposal } from '@interim/shared/contract';
import { formatDutchDate } from '@interim/shared/format';
import { Alert, Badge, Stack, Text } from '@interim/shared/ui';

const PALETTE = { pending: 'orange', confirmed: 'green', declined: 'gray' } as const;
const ALERT_STATUS = { pending: 'warning', confirmed: 'success', declined: 'info' } as const;

/** "Voorgesteld door Petra de Wit op 27 november 2026". */
export function proposedByText(proposal: ApplicationProposal): string {
  return `Voorgesteld door ${proposal.proposedBy ?? 'een oud-medewerker'} op ${formatDutchDate(proposal.proposedAt)}`;
}

/** What the candidate said, with the date once they answered. */
export function proposalResponseText(proposal: ApplicationProposal): string {
  const label = PROPOSAL_RESPONSE_LABELS[proposal.response];
  return proposal.respondedAt ? `${label} (${formatDutchDate(proposal.respondedAt)})` : label;
}

/**
 * On a reactie staff put forward (ADR 0019): who proposed it and what the
 * candidate said. While they have not answered, staff cannot send the
 * reactie to the client, which the notice says in so many words.
 */
export function ProposalNotice({ proposal }: { proposal: ApplicationProposal | null }) {
  if (!proposal) return null;
  return (
    <Alert.Root status={ALERT_STATUS[proposal.response]} mb="4">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>{proposalResponseText(proposal)}</Alert.Title>
        <Alert.Description>
          <Text>{proposedByText(proposal)}.</Text>
          {proposal.response === 'pending' ? (
            <Text>De kandidaat bevestigt in Mijn reacties of hij of zij interesse heeft. Tot dan kan de reactie niet naar de opdrachtgever.</Text>
          ) : null}
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
}

/** The proposal in one badge, for lists and the board's cards. */
export function ProposalBadge({ proposal }: { proposal: ApplicationProposal | null }) {
  if (!proposal) return null;
  return (
    <Badge colorPalette={PALETTE[proposal.response]} title={proposedByText(proposal)}>
      {PROPOSAL_RESPONSE_LABELS[proposal.response]}
    </Badge>
  );
}
