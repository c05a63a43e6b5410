import { useApplicationClientResponse } from '@interim/shared/api/client-portal';
import { formatDutchDateTime } from '@interim/shared/format';
import { Box, Heading, Text } from '@interim/shared/ui';

/** Props of {@link ClientResponseSection}. */
export interface ClientResponseSectionProps {
  applicationId: number;
}

/**
 * The client's answer on a proposed reactie (issue 31, docs/adr/0021): an
 * invitation with the proposed moments (the reactie moved to gesprek), or a
 * rejection with the reason (the next step is staff's). Nothing while the
 * client has not answered.
 */
export function ClientResponseSection({ applicationId }: ClientResponseSectionProps) {
  const { data } = useApplicationClientResponse(applicationId);
  if (!data) return null;
  const invited = data.kind === 'interview';
  return (
    <Box as="section" aria-labelledby="section-client-response" borderWidth="1px" borderRadius="l3" p="5" borderColor={invited ? 'green.600' : 'orange.600'}>
      <Heading as="h2" size="md" mb="3" id="section-client-response">
        Reactie van de opdrachtgever
      </Heading>
      <Text fontWeight="bold">{invited ? 'De opdrachtgever wil deze kandidaat spreken' : 'De opdrachtgever wijst deze kandidaat af'}</Text>
      <Text mt="2" whiteSpace="pre-wrap">
        {invited ? `Voorgestelde momenten: ${data.moments ?? ''}` : `Reden: ${data.reason ?? ''}`}
      </Text>
      <Text mt="2" fontSize="sm" color="fg.muted">
        {data.contactName || 'Een contactpersoon'}, {formatDutchDateTime(data.at)}
      </Text>
    </Box>
  );
}
