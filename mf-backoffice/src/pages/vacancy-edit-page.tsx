import { routes } from '@interim/shared/config';
import { Container, Heading } from '@interim/shared/ui';

/** One opdracht (`/beheer/opdrachten/:id`): its form, status actions and history. */
export function VacancyEditPage() {
  return (
    <Container maxW="4xl" py={{ base: '6', lg: '10' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {routes.backofficeVacancy.title}
      </Heading>
    </Container>
  );
}
