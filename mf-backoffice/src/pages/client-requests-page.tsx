import { routes } from '@interim/shared/config';
import { Container, Heading } from '@interim/shared/ui';

/** The inbox of client requests (`/beheer/aanvragen`). */
export function ClientRequestsPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', lg: '10' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {routes.backofficeClientRequests.title}
      </Heading>
    </Container>
  );
}
