import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `myApplications` (spec section 2); its content is built in the remote's own issue. */
export function MyApplicationsPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.myApplications.title} />
      <Heading as="h1" size="2xl">
        {routes.myApplications.title}
      </Heading>
    </Container>
  );
}
