import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext, useRouteError } from '@interim/shared/routing';
import { routes } from '@interim/shared/config';
import { Button, ButtonLink, Container, Heading, HStack, PageTitle, Stack, Text } from '@interim/shared/ui';
import { reportError } from '../../app/error-reporting';

function ReportRouteError() {
  const error = useRouteError();
  useEffect(() => {
    if (error !== undefined) reportError(error, { boundary: 'route' });
  }, [error]);
  return null;
}

const reloadPage = () => window.location.reload();

/** Props of {@link ServerErrorPage}. */
export interface ServerErrorPageProps {
  /** What 'Opnieuw proberen' does; reloads the page by default. */
  onRetry?: () => void;
}

/**
 * The 500 page (spec section 2): shown at /500 and as the error element of the
 * shell's routes (the chrome stays). Offers a reload and the way home.
 */
export function ServerErrorPage({ onRetry = reloadPage }: ServerErrorPageProps) {
  // useRouteError works only under a data router (the app's); tests and the
  // harness may render this page in a plain router.
  const inDataRouter = useContext(DataRouterStateContext) !== null;
  return (
    <Container maxW="3xl" py={{ base: '12', lg: '20' }}>
      {inDataRouter ? <ReportRouteError /> : null}
      <PageTitle title={routes.serverError.title} />
      <Stack gap="5" role="alert">
        <Text fontWeight="semibold" color="brand.fg">
          Foutcode 500
        </Text>
        <Heading as="h1" size="3xl">
          {routes.serverError.title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Er ging aan onze kant iets mis. Probeer het opnieuw; lukt het dan nog niet, kom dan later terug.
        </Text>
      </Stack>
      <HStack gap="3" wrap="wrap" mt="5">
        <Button onClick={onRetry}>Opnieuw proberen</Button>
        <ButtonLink to={routes.home.path} variant="outline">
          Naar de homepage
        </ButtonLink>
      </HStack>
    </Container>
  );
}
