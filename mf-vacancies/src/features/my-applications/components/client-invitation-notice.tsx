import type { ClientInvitation } from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { Box, Text } from '@interim/shared/ui';

/** Props of {@link ClientInvitationNotice}. */
export interface ClientInvitationNoticeProps {
  invitation: ClientInvitation;
}

/**
 * Under a reactie whose client invited the freelancer for an interview
 * (issue 31, docs/adr/0021): the client's proposed moments; the consultant
 * makes the appointment.
 */
export function ClientInvitationNotice({ invitation }: ClientInvitationNoticeProps) {
  return (
    <Box mt="2" p="4" borderWidth="1px" borderColor="green.600" borderRadius="l2" bg="green.50" role="note" aria-label="Uitnodiging van de opdrachtgever">
      <Text fontWeight="bold">De opdrachtgever wil je spreken</Text>
      <Text mt="1">
        Voorgestelde momenten: {invitation.moments}
      </Text>
      <Text mt="1" fontSize="sm">
        Uitgenodigd op {formatDutchDateTime(invitation.at)}. Je consultant neemt contact met je op om een moment af te spreken.
      </Text>
    </Box>
  );
}
