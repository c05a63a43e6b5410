import { useCallback, useEffect, useRef, useState } from 'react';
import { getSavedSearchUnsubscribe, undoSavedSearchUnsubscribe, unsubscribeSavedSearch } from '@interim/shared/api';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { routes } from '@interim/shared/config';
import { SAVED_SEARCH_FREQUENCY_LABELS, type SavedSearchFrequency } from '@interim/shared/contract';
import { useSearchParams } from '@interim/shared/routing';
import { Box, Button, Container, ErrorPanel, Heading, PageSpinner, PageTitle, RouterLink, Stack, Text } from '@interim/shared/ui';

type State =
  | { kind: 'working'; name?: string }
  | { kind: 'done'; name: string; before: SavedSearchFrequency; undo?: 'busy' | 'failed' }
  | { kind: 'undone'; name: string; frequency: SavedSearchFrequency }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** Answers that mean the link itself is no good (unknown, tampered with, or its search is gone). */
const INVALID_STATUSES = new Set([400, 401, 403, 404, 410, 422]);

/**
 * `/zoekopdrachten/afmelden?token=` (public, issue 19): the one-click
 * unsubscribe of an alert mail, without logging in. Opening the mail's link
 * is the click: the page asks which search the token is for, turns its mail
 * off, and says so in Dutch with the way to manage the searches. A bad or
 * stale link gets a Dutch explanation; a failed connection a retry.
 */
export function SavedSearchUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'invalid' });
  const sentFor = useRef<string | null>(null);

  const run = useCallback(async (value: string) => {
    setState({ kind: 'working' });
    try {
      const found = await getSavedSearchUnsubscribe(value);
      setState({ kind: 'working', name: found.name });
      const result = await unsubscribeSavedSearch(value);
      setState({ kind: 'done', name: result.name, before: found.frequency });
    } catch (error) {
      if (isApiError(error) && INVALID_STATUSES.has(error.status)) setState({ kind: 'invalid' });
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

  // The undo's button is gone once it worked: focus goes to the page's new heading.
  const undoneHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.kind === 'undone') undoneHeading.current?.focus();
  }, [state.kind]);

  const undo = async (done: Extract<State, { kind: 'done' }>) => {
    if (done.before === 'off') return;
    setState({ ...done, undo: 'busy' });
    try {
      const result = await undoSavedSearchUnsubscribe(token, done.before);
      setState({ kind: 'undone', name: result.name, frequency: result.frequency });
    } catch {
      setState({ ...done, undo: 'failed' });
    }
  };

  return (
    <Container maxW="2xl" py={{ base: '8', lg: '12' }}>
      <PageTitle title={routes.savedSearchUnsubscribe.title} />
      {state.kind === 'working' ? (
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
            {routes.savedSearchUnsubscribe.title}
          </Heading>
          <PageSpinner label={state.name ? `Mails voor "${state.name}" worden uitgezet` : 'Bezig met afmelden'} />
        </Stack>
      ) : state.kind === 'done' ? (
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
            Je bent afgemeld
          </Heading>
          <Box role="status">
            <Text fontSize="lg">{`Je krijgt geen mails meer voor je zoekopdracht "${state.name}".`}</Text>
          </Box>
          {/* Issue 32 item 6: a click too many in the mail is undone here, with the same link. */}
          {state.before === 'off' ? null : (
            <Box>
              <Button variant="outline" onClick={() => void undo(state)} loading={state.undo === 'busy'} loadingText="Bezig…">
                Ongedaan maken
              </Button>
              {state.undo === 'failed' ? (
                <Text role="alert" color="fg.error" mt="2">
                  Ongedaan maken is niet gelukt. Probeer het nog eens, of zet de mails weer aan bij je zoekopdrachten.
                </Text>
              ) : null}
            </Box>
          )}
          <Text>
            De zoekopdracht zelf blijft bewaard. Wil je toch weer mails, of je zoekopdrachten aanpassen?{' '}
            <RouterLink to={routes.profileSavedSearches.path}>Beheer je zoekopdrachten</RouterLink>
          </Text>
        </Stack>
      ) : state.kind === 'undone' ? (
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} ref={undoneHeading} tabIndex={-1}>
            Je krijgt weer mails
          </Heading>
          <Box role="status">
            <Text fontSize="lg">{`De mails voor je zoekopdracht "${state.name}" staan weer aan (${SAVED_SEARCH_FREQUENCY_LABELS[state.frequency].toLowerCase()}).`}</Text>
          </Box>
          <RouterLink to={routes.profileSavedSearches.path}>Beheer je zoekopdrachten</RouterLink>
        </Stack>
      ) : state.kind === 'invalid' ? (
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
            Deze afmeldlink werkt niet
          </Heading>
          <Text role="alert">
            De link is onvolledig, ongeldig of hoort bij een zoekopdracht die niet meer bestaat. Je kunt de mails ook uitzetten bij je
            zoekopdrachten.
          </Text>
          <RouterLink to={routes.profileSavedSearches.path}>Beheer je zoekopdrachten</RouterLink>
        </Stack>
      ) : (
        <Stack gap="4">
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
            {routes.savedSearchUnsubscribe.title}
          </Heading>
          <ErrorPanel title="Afmelden is niet gelukt" message={state.message} onRetry={() => void run(token)} />
        </Stack>
      )}
    </Container>
  );
}
