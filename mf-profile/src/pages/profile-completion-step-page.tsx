import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `profileCompletionStep` (spec section 2); its content is built in the remote's own issue. */
export function ProfileCompletionStepPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.profileCompletionStep.title} />
      <Heading as="h1" size="2xl">
        {routes.profileCompletionStep.title}
      </Heading>
    </Container>
  );
}
