import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `dashboard` (spec section 2); its content is built in the remote's own issue. */
export function DashboardPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.dashboard.title} />
      <Heading as="h1" size="2xl">
        {routes.dashboard.title}
      </Heading>
    </Container>
  );
}
