import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `vacancies` (spec section 2); its content is built in the remote's own issue. */
export function VacanciesPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.vacancies.title} />
      <Heading as="h1" size="2xl">
        {routes.vacancies.title}
      </Heading>
    </Container>
  );
}
