import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `loginEmailExpired` (spec section 2); its content is built in the remote's own issue. */
export function LoginEmailExpiredPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.loginEmailExpired.title} />
      <Heading as="h1" size="2xl">
        {routes.loginEmailExpired.title}
      </Heading>
    </Container>
  );
}
