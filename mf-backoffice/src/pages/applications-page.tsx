import { routes } from '@interim/shared/config';
import { Container, Heading } from '@interim/shared/ui';

/** Every reactie, filtered by opdracht and status (`/beheer/reacties`). */
export function ApplicationsPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', lg: '10' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {routes.backofficeApplications.title}
      </Heading>
    </Container>
  );
}
