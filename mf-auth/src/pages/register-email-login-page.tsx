import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `registerEmailLogin` (spec section 2); its content is built in the remote's own issue. */
export function RegisterEmailLoginPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.registerEmailLogin.title} />
      <Heading as="h1" size="2xl">
        {routes.registerEmailLogin.title}
      </Heading>
    </Container>
  );
}
