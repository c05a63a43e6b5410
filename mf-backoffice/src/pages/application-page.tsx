import { routes } from '@interim/shared/config';
import { Container, Heading } from '@interim/shared/ui';

/** One reactie (`/beheer/reacties/:id`): the candidate, motivation, CV and status. */
export function ApplicationPage() {
  return (
    <Container maxW="5xl" py={{ base: '6', lg: '10' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {routes.backofficeApplication.title}
      </Heading>
    </Container>
  );
}
