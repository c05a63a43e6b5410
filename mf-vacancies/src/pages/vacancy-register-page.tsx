import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `vacancyRegister` (spec section 2); its content is built in the remote's own issue. */
export function VacancyRegisterPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.vacancyRegister.title} />
      <Heading as="h1" size="2xl">
        {routes.vacancyRegister.title}
      </Heading>
    </Container>
  );
}
