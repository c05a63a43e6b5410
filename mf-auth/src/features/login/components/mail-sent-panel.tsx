import type { ReactNode } from 'react';
import { routes } from '@interim/shared/config';
import { CodeLoginForm } from '@interim/shared/forms';
import { Card, Heading, RouterLink, Stack, Text } from '@interim/shared/ui';
import { useFinishLogin } from '../hooks/use-finish-login';
import { withReturnTo } from '../return-path';
import { ResendLink } from './resend-link';

/** Props of {@link MailSentPanel}. */
export interface MailSentPanelProps {
  /** The stored address, if any. */
  email: string | undefined;
  /** The page's return path (used after a code login when the link carried none). */
  returnTo: string | undefined;
  /** The return path a new link carries. */
  resendReturnTo: string | undefined;
  /** Where to go to use another address. */
  changeAddressPath?: string;
  children?: ReactNode;
}

/**
 * What every "check your mail" page offers: the code of the mail (log in on
 * this device), a new link, and another address.
 */
export function MailSentPanel({ email, returnTo, resendReturnTo, changeAddressPath, children }: MailSentPanelProps) {
  const finishLogin = useFinishLogin(returnTo);
  return (
    <Stack gap="8">
      {children}
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="4">
            <Heading as="h2" size="lg">
              Inloggen met de code
            </Heading>
            <Text>
              Lees je de e-mail op een ander apparaat? Vul dan hier de code uit de e-mail in. Zo log je in op dit apparaat.
            </Text>
            <CodeLoginForm email={email} onLoggedIn={finishLogin} />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Geen e-mail ontvangen?
        </Heading>
        <Text>Kijk ook in je map met ongewenste e-mail. Een link werkt 10 minuten en maar één keer.</Text>
        {email ? <ResendLink email={email} returnTo={resendReturnTo} /> : null}
        <RouterLink to={changeAddressPath ?? withReturnTo(routes.login.path, returnTo)} color="brand.fg" alignSelf="flex-start">
          {email ? 'Een ander e-mailadres gebruiken' : 'Vraag een nieuwe inloglink aan'}
        </RouterLink>
      </Stack>
    </Stack>
  );
}
