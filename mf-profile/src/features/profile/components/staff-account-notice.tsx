import { routes } from '@interim/shared/config';
import { ButtonLink, Heading, Stack, Text } from '@interim/shared/ui';

/**
 * What a staff account sees on the freelancer's pages (dashboard, profile,
 * the completion wizard): it has no freelancer profile, so a 0 % profile and
 * an empty wizard would only mislead; its work is in the back office.
 */
export function StaffAccountNotice() {
  return (
    <Stack gap="4" align="flex-start" maxW="2xl">
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        Deze pagina's zijn voor zzp'ers
      </Heading>
      <Text fontSize="lg">
        Je bent ingelogd met een medewerkersaccount. Dat heeft geen zzp-profiel, dus hier valt niets in te vullen. Opdrachten, reacties en
        kandidaten beheer je in Beheer.
      </Text>
      <ButtonLink to={routes.backoffice.path}>Naar Beheer</ButtonLink>
    </Stack>
  );
}
