import { routes } from '@interim/shared/config';
import { ButtonLink, Container, Heading, HStack, PageTitle, Stack, Text } from '@interim/shared/ui';

/** The 404 of an unknown vacancy id: what happened and where to go instead. */
export function VacancyNotFound() {
  return (
    <Container maxW="3xl" py={{ base: '12', lg: '20' }}>
      <PageTitle title="Opdracht niet gevonden" />
      <Stack gap="5">
        <Text fontWeight="semibold" color="brand.fg">
          Foutcode 404
        </Text>
        <Heading as="h1" size="3xl">
          Opdracht niet gevonden
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Deze opdracht bestaat niet (meer). Misschien is hij verwijderd of zit er een typefout in het adres.
        </Text>
        <HStack gap="3" wrap="wrap">
          <ButtonLink to={routes.vacancies.path}>Bekijk alle opdrachten</ButtonLink>
          <ButtonLink to={routes.home.path} variant="outline">
            Naar de homepage
          </ButtonLink>
        </HStack>
      </Stack>
    </Container>
  );
}
