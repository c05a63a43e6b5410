import { routes } from '@interim/shared/config';
import { Container, Heading } from '@interim/shared/ui';

/** One candidate (`/beheer/kandidaten/:id`): profile, CV and reacties. */
export function CandidatePage() {
  return (
    <Container maxW="5xl" py={{ base: '6', lg: '10' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {routes.backofficeCandidate.title}
      </Heading>
    </Container>
  );
}
