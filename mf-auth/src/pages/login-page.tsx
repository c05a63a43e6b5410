import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `login` (spec section 2); its content is built in the remote's own issue. */
export function LoginPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.login.title} />
      <Heading as="h1" size="2xl">
        {routes.login.title}
      </Heading>
    </Container>
  );
}
