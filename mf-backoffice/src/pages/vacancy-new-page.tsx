import { routes } from '@interim/shared/config';
import { Container, Heading } from '@interim/shared/ui';

/** A new opdracht (`/beheer/opdrachten/nieuw`), saved as a concept. */
export function VacancyNewPage() {
  return (
    <Container maxW="4xl" py={{ base: '6', lg: '10' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {routes.backofficeVacancyNew.title}
      </Heading>
    </Container>
  );
}
