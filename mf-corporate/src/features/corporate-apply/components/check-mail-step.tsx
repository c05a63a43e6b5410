import type { LoginResponse } from '@interim/shared/contract';
import { routes } from '@interim/shared/config';
import { CodeLoginForm } from '@interim/shared/forms';
import { completeLogin } from '@interim/shared/session';
import { Box, Button, Card, ExternalLinkIcon, FormAlert, Link, Stack, Text } from '@interim/shared/ui';
import { useCorporateFlow } from '../state/flow-context';
import { flowSearch, type FlowQuery } from '../state/flow-query';

/** Host name for link texts: 'werken.example.nl'. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** What the embed says when this page cannot hold a login session (another site than ours). */
export const HANDOFF_EXPLANATION =
  'Je browser deelt je inloggegevens (cookies) van onze website niet met deze pagina. Daarom rond je je reactie af op onze eigen website. De opdracht en je e-mailadres nemen we mee.';

/** The URL of our own login step that continues an embedded flow: vacancy and utm in the query, the address in the fragment (never sent to a server). */
export function handoffUrl(siteOrigin: string, query: FlowQuery, email: string): string {
  const url = new URL(`${routes.corporateLogin.path}${flowSearch(query)}`, siteOrigin);
  url.hash = new URLSearchParams({ email, stap: 'code' }).toString();
  return url.href;
}

/** Props of {@link CheckMailStep}. */
export interface CheckMailStepProps {
  email: string;
  query: FlowQuery;
  /** Extra line for the hand-over (e.g. where the CV goes). */
  handoffNote?: string;
  onLoggedIn: (response: LoginResponse) => void;
  onChangeEmail: () => void;
}

/**
 * After a login link was sent (login or registration): follow the link in the
 * mail, or type the code here. Where the page cannot hold our session (an
 * embed on another site) the code is typed on our own site instead, and this
 * step says so and links there.
 */
export function CheckMailStep({ email, query, handoffNote, onLoggedIn, onChangeEmail }: CheckMailStepProps) {
  const flow = useCorporateFlow();
  return (
    <Stack gap="5">
      <FormAlert status="success" message={`We hebben een e-mail gestuurd naar ${email}.`} />
      {flow.canHoldSession ? (
        <>
          <Text>
            Klik op de link in de e-mail om verder te gaan met je reactie. Of vul hieronder de code van 6 cijfers uit de e-mail in;
            dan ga je hier meteen verder.
          </Text>
          <CodeLoginForm
            email={email}
            submitLabel="Inloggen en verder"
            onLoggedIn={(answer) => {
              completeLogin();
              onLoggedIn(answer);
            }}
          />
        </>
      ) : (
        <Card.Root variant="subtle" as="section" aria-labelledby="handoff-heading">
          <Card.Body>
            <Stack gap="3">
              <Text id="handoff-heading" fontWeight="semibold">
                Verder op onze website
              </Text>
              <Text>{HANDOFF_EXPLANATION}</Text>
              <Text>Klik op de link in de e-mail, of ga hieronder verder en vul daar de code uit de e-mail in.</Text>
              {handoffNote ? <Text>{handoffNote}</Text> : null}
              <Box>
                <Link
                  href={handoffUrl(flow.siteOrigin, query, email)}
                  target="_blank"
                  rel="noopener"
                  fontWeight="semibold"
                  color="brand.fg"
                >
                  Verder op {hostOf(flow.siteOrigin)} (opent in een nieuw tabblad) <ExternalLinkIcon aria-hidden boxSize="4" />
                </Link>
              </Box>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      <Box>
        <Button variant="ghost" onClick={onChangeEmail}>
          Ander e-mailadres gebruiken
        </Button>
      </Box>
    </Stack>
  );
}

