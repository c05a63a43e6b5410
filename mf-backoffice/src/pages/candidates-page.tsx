import { routes } from '@interim/shared/config';
import { Container, Heading } from '@interim/shared/ui';

/** The staff list of candidates (`/beheer/kandidaten`). */
export function CandidatesPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', lg: '10' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {routes.backofficeCandidates.title}
      </Heading>
    </Container>
  );
}
