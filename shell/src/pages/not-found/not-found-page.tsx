import { routes } from '@interim/shared/config';
import { ButtonLink, Container, Heading, HStack, PageTitle, Stack, Text } from '@interim/shared/ui';

/** The 404 page (spec section 2): the page does not exist; ways back home and to the vacancies. */
export function NotFoundPage() {
  return (
    <Container maxW="3xl" py={{ base: '12', lg: '20' }}>
      <PageTitle title={routes.notFound.title} />
      <Stack gap="5">
        <Text fontWeight="semibold" color="brand.fg">
          Foutcode 404
        </Text>
        <Heading as="h1" size="3xl">
          {routes.notFound.title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          De pagina die je zoekt bestaat niet (meer). Misschien is de link verouderd of zit er een typefout in het adres.
        </Text>
        <HStack gap="3" wrap="wrap">
          <ButtonLink to={routes.home.path}>Naar de homepage</ButtonLink>
          <ButtonLink to={routes.vacancies.path} variant="outline">
            Bekijk alle opdrachten
          </ButtonLink>
        </HStack>
      </Stack>
    </Container>
  );
}
