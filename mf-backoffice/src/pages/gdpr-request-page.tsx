import { routes } from '@interim/shared/config';
import { Container, Heading } from '@interim/shared/ui';

/** One privacy request (`/beheer/privacyverzoeken/:id`): handling and history. */
export function GdprRequestPage() {
  return (
    <Container maxW="5xl" py={{ base: '6', lg: '10' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {routes.backofficeGdprRequest.title}
      </Heading>
    </Container>
  );
}
