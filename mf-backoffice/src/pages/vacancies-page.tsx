import { routes } from '@interim/shared/config';
import { ButtonLink, Container, Flex, Heading } from '@interim/shared/ui';

/** The staff list of every opdracht (`/beheer/opdrachten`). */
export function VacanciesPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', lg: '10' }}>
      <Flex justify="space-between" align="center" gap="4" mb="6" wrap="wrap">
        <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
          {routes.backofficeVacancies.title}
        </Heading>
        <ButtonLink to={routes.backofficeVacancyNew.path}>Nieuwe opdracht</ButtonLink>
      </Flex>
    </Container>
  );
}
