import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmClientRequest } from '@interim/shared/api/client-requests';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { routes } from '@interim/shared/config';
import { CLIENT_REQUEST_CONFIRMATION_HOURS } from '@interim/shared/contract';
import { Box, ButtonLink, Container, ErrorPanel, Heading, PageSpinner, PageTitle, Stack, Text } from '@interim/shared/ui';

type State = { kind: 'working' } | { kind: 'confirmed'; reference: string } | { kind: 'invalid' } | { kind: 'expired' } | { kind: 'failed'; message: string };

/** Heading once the address is confirmed. */
export const CLIENT_REQUEST_CONFIRMED_HEADING = 'Uw aanvraag is bevestigd';
/** Heading of a link that is unknown, incomplete or too old. */
export const CLIENT_REQUEST_LINK_BROKEN_HEADING = 'Deze bevestigingslink werkt niet';

/** Props of {@link ClientRequestConfirmPage}. */
export interface ClientRequestConfirmPageProps {
  /** The token of the link, from its path (the form's route passes it on, client-register-page.tsx). */
  token: string;
}

/**
 * `/opdrachtgevers/aanmelden/bevestigen/<token>` (public, issue 42 item 2):
 * the link mailed to the address a request names. Opening it is the click:
 * the page confirms the address at once (no input; the route hydrates on
 * load), then says so with the reference and the way to the portal. An
 * unknown link and an expired one get a Dutch explanation and the form; a
 * failed connection a retry. Opening it again shows the same confirmation.
 */
export function ClientRequestConfirmPage({ token }: ClientRequestConfirmPageProps) {
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'invalid' });
  const sentFor = useRef<string | null>(null);

  const run = useCallback(async (value: string) => {
    setState({ kind: 'working' });
    try {
      const confirmed = await confirmClientRequest(value);
      setState({ kind: 'confirmed', reference: confirmed.reference });
    } catch (error) {
      if (isApiError(error) && error.status === 410) setState({ kind: 'expired' });
      else if (isApiError(error) && (error.status === 400 || error.status === 404)) setState({ kind: 'invalid' });
      else setState({ kind: 'failed', message: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
    }
  }, []);

  useEffect(() => {
    if (!token) {
      setState({ kind: 'invalid' });
      return;
    }
    // Once per link, also when React runs the effect twice.
    if (sentFor.current === token) return;
    sentFor.current = token;
    void run(token);
  }, [token, run]);

  return (
    <Container maxW="2xl" py={{ base: '8', lg: '12' }}>
      <PageTitle title={routes.clientRequestConfirm.title} />
      {state.kind === 'working' ? (
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
            {routes.clientRequestConfirm.title}
          </Heading>
          <PageSpinner label="Bezig met bevestigen" />
        </Stack>
      ) : state.kind === 'confirmed' ? (
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
            {CLIENT_REQUEST_CONFIRMED_HEADING}
          </Heading>
          <Box role="status">
            <Text fontSize="lg">
              Bedankt, uw e-mailadres is bevestigd. Wij hebben uw aanvraag {state.reference} in behandeling genomen en u een bevestiging met een
              overzicht gestuurd. Een van onze consultants neemt binnen één werkdag contact met u op.
            </Text>
          </Box>
          <Text>In het opdrachtgeversportaal volgt u uw aanvragen en opdrachten. U logt in met uw e-mailadres, zonder wachtwoord.</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <ButtonLink to={routes.clientPortal.path}>Naar het opdrachtgeversportaal</ButtonLink>
            <ButtonLink to={routes.home.path} variant="outline">
              Naar de homepage
            </ButtonLink>
          </Stack>
        </Stack>
      ) : state.kind === 'invalid' || state.kind === 'expired' ? (
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
            {CLIENT_REQUEST_LINK_BROKEN_HEADING}
          </Heading>
          <Text role="alert" fontSize="lg">
            {state.kind === 'expired'
              ? `Deze link is verlopen: een bevestigingslink is ${CLIENT_REQUEST_CONFIRMATION_HOURS} uur geldig. Uw aanvraag is niet bevestigd. Stuur hem opnieuw via het formulier, dan mailen wij u een nieuwe link.`
              : 'Deze link is onvolledig of ongeldig. Kopieer de link uit de e-mail in zijn geheel naar uw browser, of stuur uw aanvraag opnieuw via het formulier.'}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <ButtonLink to={routes.clientRegister.path}>Opdracht aanmelden</ButtonLink>
          </Stack>
        </Stack>
      ) : (
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
            {routes.clientRequestConfirm.title}
          </Heading>
          <ErrorPanel title="Bevestigen is niet gelukt" message={state.message} onRetry={() => void run(token)} />
        </Stack>
      )}
    </Container>
  );
}
