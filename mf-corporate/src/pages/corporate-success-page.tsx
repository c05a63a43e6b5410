import { routes } from '@interim/shared/config';
import { Box, Button, HStack, Link, List, Stack, Text } from '@interim/shared/ui';
import { hostOf } from '../features/corporate-apply/components/check-mail-step';
import { FlowPage } from '../features/corporate-apply/components/flow-page';
import { siteUrl, useCorporateFlow } from '../features/corporate-apply/state/flow-context';
import { useFlowQuery } from '../features/corporate-apply/state/use-flow-query';
import { useVacancy } from '@interim/shared/api';

/**
 * `/opdrachten/reageren/succes` (semi-public): the confirmation, what happens
 * next, and the way back to the corporate site (or the embed's `onDone`).
 */
export function CorporateSuccessPage() {
  const flow = useCorporateFlow();
  const query = useFlowQuery();
  const { data: vacancy } = useVacancy(query.vacancyId);
  return (
    <FlowPage title={routes.corporateSuccess.title} heading="Bedankt voor je reactie!">
      <Stack gap="4" role="status">
        <Text fontSize="lg">
          {vacancy ? `We hebben je reactie op ${vacancy.title} ontvangen.` : 'We hebben je reactie ontvangen.'} Je krijgt een
          bevestiging per e-mail.
        </Text>
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold">Wat gebeurt er nu?</Text>
        <List.Root ps="5">
          <List.Item>Een van onze consultants bekijkt je reactie, meestal binnen twee werkdagen.</List.Item>
          <List.Item>Past de opdracht bij je? Dan bellen we je om kennis te maken.</List.Item>
          <List.Item>
            De status van je reactie volg je bij{' '}
            <Link href={siteUrl(flow, routes.myApplications.path)} color="brand.fg" target={flow.embedded ? '_blank' : undefined}>
              Mijn reacties
            </Link>
            .
          </List.Item>
        </List.Root>
      </Stack>
      <HStack gap="3" wrap="wrap">
        {flow.onDone ? (
          <Button onClick={flow.onDone}>Klaar</Button>
        ) : (
          <Box>
            <Link href={flow.corporateSiteUrl} fontWeight="semibold" color="brand.fg">
              Terug naar {hostOf(flow.corporateSiteUrl)}
            </Link>
          </Box>
        )}
      </HStack>
    </FlowPage>
  );
}
