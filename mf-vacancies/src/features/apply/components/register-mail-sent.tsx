import { useState } from 'react';
import { requestLoginLink } from '@interim/shared/api';
import { describeApiError } from '@interim/shared/api-client';
import { APPLICATION_DRAFT_TTL_DAYS, type LoginResponse } from '@interim/shared/contract';
import { CodeLoginForm } from '@interim/shared/forms';
import { useNavigate } from '@interim/shared/routing';
import { completeLogin } from '@interim/shared/session';
import { Button, Card, FormAlert, Heading, Stack, Strong, Text } from '@interim/shared/ui';

/** Props of {@link RegisterMailSent}. */
export interface RegisterMailSentProps {
  email: string;
  /** Where the link and the code lead: the confirm step of the kept reactie. */
  returnTo: string;
}

/**
 * The waiting screen of register-and-apply ("Bevestig je e-mailadres",
 * docs/adr/0022): the reactie is kept on the server, so the mail's link works
 * in any browser; here the 6-digit code of the mail logs in on this device,
 * and a new mail can be asked for (rate limited like every login mail; a 429
 * says in Dutch when to try again).
 */
export function RegisterMailSent({ email, returnTo }: RegisterMailSentProps) {
  const navigate = useNavigate();
  const [resend, setResend] = useState<{ busy: boolean; sent: boolean; error?: string }>({ busy: false, sent: false });

  const onLoggedIn = (answer: LoginResponse) => {
    completeLogin();
    navigate(answer.returnTo ?? returnTo, { replace: true });
  };

  const sendAgain = async () => {
    setResend({ busy: true, sent: false });
    try {
      await requestLoginLink({ email, returnTo });
    } catch (error) {
      setResend({ busy: false, sent: false, error: describeApiError(error) });
      return;
    }
    setResend({ busy: false, sent: true });
  };

  return (
    <Stack gap="8">
      <Stack gap="4" role="status">
        <Heading as="h2" size="xl">
          Bevestig je e-mailadres
        </Heading>
        <Text fontSize="lg">
          We hebben een e-mail gestuurd naar <Strong>{email}</Strong> met een link en een code van 6 cijfers.
        </Text>
        <Text>
          Je reactie is nog niet verstuurd: we bewaren hem {APPLICATION_DRAFT_TTL_DAYS} dagen bij je aanmelding. Open de link uit de e-mail,
          in deze of een andere browser, of vul hieronder de code in. Daarna controleer je je reactie en verstuur je hem.
        </Text>
      </Stack>
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="4">
            <Heading as="h2" size="lg">
              Bevestigen met de code
            </Heading>
            <Text>Lees je de e-mail op een ander apparaat? Vul dan hier de code uit de e-mail in.</Text>
            <CodeLoginForm email={email} submitLabel="Bevestigen" onLoggedIn={onLoggedIn} />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Stack gap="3" align="flex-start">
        <Heading as="h2" size="lg">
          Geen e-mail ontvangen?
        </Heading>
        <Text>
          Kijk ook in je map met ongewenste e-mail. Een link en een code werken 10 minuten en maar één keer; na een nieuwe e-mail werkt
          alleen de code uit de nieuwste.
        </Text>
        <FormAlert message={resend.error} />
        <FormAlert status="success" message={resend.sent ? `We hebben een nieuwe e-mail met link en code gestuurd naar ${email}.` : undefined} />
        <Button variant="outline" onClick={() => void sendAgain()} loading={resend.busy} loadingText="Bezig met versturen">
          Stuur een nieuwe e-mail
        </Button>
      </Stack>
    </Stack>
  );
}
