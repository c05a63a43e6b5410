import { routes } from '@interim/shared/config';
import { Container, Heading } from '@interim/shared/ui';

/** One client request (`/beheer/aanvragen/:id`) and its handling. */
export function ClientRequestPage() {
  return (
    <Container maxW="5xl" py={{ base: '6', lg: '10' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {routes.backofficeClientRequest.title}
      </Heading>
    </Container>
  );
}
