import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `loginToken` (spec section 2); its content is built in the remote's own issue. */
export function LoginTokenPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.loginToken.title} />
      <Heading as="h1" size="2xl">
        {routes.loginToken.title}
      </Heading>
    </Container>
  );
}
