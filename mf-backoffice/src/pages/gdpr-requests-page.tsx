import { routes } from '@interim/shared/config';
import { Container, Heading } from '@interim/shared/ui';

/** The queue of privacy requests with their legal deadline (`/beheer/privacyverzoeken`). */
export function GdprRequestsPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', lg: '10' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {routes.backofficeGdprRequests.title}
      </Heading>
    </Container>
  );
}
