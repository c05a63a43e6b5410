import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import type { LoginSession } from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { Badge, Box, Button, FormAlert, Heading, Stack, Text, chakra, notify } from '@interim/shared/ui';
import { endLoginSession, endOtherLoginSessions, useLoginSessions } from '@interim/shared/api';

const errorText = (error: unknown) => (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);

/** Toast after "log out everywhere else": how many devices were logged out. */
export function endedOthersMessage(count: number): string {
  if (count === 0) return 'Je was nergens anders ingelogd.';
  return count === 1 ? 'Je bent uitgelogd op 1 ander apparaat.' : `Je bent uitgelogd op ${count} andere apparaten.`;
}

/** A moment of a session as text with its machine-readable instant. */
function SessionTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatDutchDateTime(at)}</time>;
}

function SessionItem({ session, onEnded }: { session: LoginSession; onEnded: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const end = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await endLoginSession(session.id);
      notify({ type: 'success', description: `${session.device} is uitgelogd.` });
      onEnded();
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  };
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
        <Box>
          <Text fontWeight="semibold">
            {session.device}{' '}
            {session.current ? (
              <Badge colorPalette="green" ms="1">
                Dit apparaat
              </Badge>
            ) : null}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Ingelogd op <SessionTime at={session.createdAt} />
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Laatst gebruikt op <SessionTime at={session.lastUsedAt} />
          </Text>
          <FormAlert message={error} />
        </Box>
        {session.current ? null : (
          <Box alignSelf={{ base: 'flex-start', sm: 'center' }}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void end()}
              loading={busy}
              loadingText="Bezig met uitloggen"
              aria-label={`Uitloggen op ${session.device}, ingelogd op ${formatDutchDateTime(session.createdAt)}`}
            >
              Uitloggen
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

/** "Log out everywhere else", asked once more before it happens; the question takes the focus. */
function EndOthers({ count, onEnded }: { count: number; onEnded: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  const end = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { ended } = await endOtherLoginSessions();
      notify({ type: 'success', description: endedOthersMessage(ended) });
      setAsking(false);
      onEnded();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  if (!asking) {
    return (
      <Box>
        <Button ref={askRef} variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
          Uitloggen op alle andere apparaten
        </Button>
      </Box>
    );
  }
  return (
    <Box role="group" aria-labelledby={questionId} borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
      <Stack gap="3">
        <Text id={questionId} fontWeight="semibold">
          {count === 1 ? 'Weet je zeker dat je wilt uitloggen op het andere apparaat?' : `Weet je zeker dat je wilt uitloggen op alle ${count} andere apparaten?`}
        </Text>
        <Text fontSize="sm">Op dit apparaat blijf je ingelogd. Op de andere apparaten moet je opnieuw inloggen met een inloglink.</Text>
        <FormAlert message={error} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button ref={confirmRef} colorPalette="red" onClick={() => void end()} loading={busy} loadingText="Bezig met uitloggen">
            Ja, log overal anders uit
          </Button>
          <Button variant="ghost" onClick={() => setAsking(false)} disabled={busy}>
            Annuleren
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * "Ingelogde apparaten" (issue 29 item 3): every device where the account is
 * logged in, with "Dit apparaat", when it logged in and was last used; log
 * out one other device, or all others after a confirmation.
 */
export function LoginSessionsSection() {
  const { data, error, mutate } = useLoginSessions();
  const refresh = () => void mutate();
  const headingId = useId();
  let content: ReactNode;
  if (error && !data) {
    content = (
      <Stack gap="2" align="flex-start">
        <Text role="alert" color="fg.error">
          {errorText(error)}
        </Text>
        <Button size="sm" variant="outline" onClick={refresh}>
          Opnieuw proberen
        </Button>
      </Stack>
    );
  } else if (!data) {
    content = <Text color="fg.muted">Je apparaten worden geladen…</Text>;
  } else {
    const others = data.filter((session) => !session.current).length;
    content = (
      <Stack gap="3">
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
          {data.map((session) => (
            <SessionItem key={session.id} session={session} onEnded={refresh} />
          ))}
        </chakra.ul>
        {others > 0 ? <EndOthers count={others} onEnded={refresh} /> : <Text color="fg.muted">Je bent nergens anders ingelogd.</Text>}
      </Stack>
    );
  }
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        Ingelogde apparaten
      </Heading>
      <Text color="fg.muted">Hier zie je waar je bent ingelogd. Herken je een apparaat niet? Log het dan uit.</Text>
      {content}
    </Stack>
  );
}
