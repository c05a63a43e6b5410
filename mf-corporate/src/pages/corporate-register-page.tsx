import { routes } from '@interim/shared/config';
import { Container, Heading, PageTitle } from '@interim/shared/ui';

/** Page of the route `corporateRegister` (spec section 2); its content is built in the remote's own issue. */
export function CorporateRegisterPage() {
  return (
    <Container maxW="6xl" py="10">
      <PageTitle title={routes.corporateRegister.title} />
      <Heading as="h1" size="2xl">
        {routes.corporateRegister.title}
      </Heading>
    </Container>
  );
}
