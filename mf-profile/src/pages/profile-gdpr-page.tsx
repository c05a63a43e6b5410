import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `profileGdpr` (spec section 2); its content is built in the remote's own issue. */
export function ProfileGdprPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.profileGdpr.title} />
      <Heading as="h1" size="2xl">
        {routes.profileGdpr.title}
      </Heading>
    </Container>
  );
}
