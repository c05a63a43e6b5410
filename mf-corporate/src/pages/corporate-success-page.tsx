import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `corporateSuccess` (spec section 2); its content is built in the remote's own issue. */
export function CorporateSuccessPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.corporateSuccess.title} />
      <Heading as="h1" size="2xl">
        {routes.corporateSuccess.title}
      </Heading>
    </Container>
  );
}
