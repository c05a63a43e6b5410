import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { LoginResponse } from '@interim/shared/contract';
import { routes } from '@interim/shared/config';
import { CodeLoginForm } from '@interim/shared/forms';
import { useNavigate } from '@interim/shared/routing';
import { useSession } from '@interim/shared/session';
import { Card, Heading, RouterLink, Stack, Text } from '@interim/shared/ui';
import { useFinishLogin } from '../hooks/use-finish-login';
import { destinationAfterLogin, withReturnTo } from '../return-path';
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
 * Moves on when the visitor logs in elsewhere in this browser: the link of
 * the mail opened in another tab sets the shared active-user cookie, which
 * the session store notices (another tab's login, window focus, the tab
 * becoming visible). Only a change from logged out to logged in counts: a
 * logged-in user who asked for a link for another address stays here.
 * Returns the code login's handler, which must not navigate a second time.
 */
function useMoveOnAfterLoginElsewhere(returnTo: string | undefined): (answer: LoginResponse) => void {
  const navigate = useNavigate();
  const finishLogin = useFinishLogin(returnTo);
  const { isLoggedIn } = useSession();
  const [loggedInAtStart] = useState(isLoggedIn);
  // Set by a login on this page (the code) or once this page moved on: one navigation only.
  const handled = useRef(false);

  useEffect(() => {
    if (loggedInAtStart || !isLoggedIn || handled.current) return;
    handled.current = true;
    // The other tab tracked the login and cleared the stored contact already.
    navigate(destinationAfterLogin(undefined, returnTo), { replace: true });
  }, [isLoggedIn, loggedInAtStart, navigate, returnTo]);

  return useCallback(
    (answer: LoginResponse) => {
      handled.current = true;
      finishLogin(answer);
    },
    [finishLogin],
  );
}

/**
 * What every "check your mail" page offers: the code of the mail (log in on
 * this device), a new link, and another address. A login in another tab
 * (the mail's link) takes this tab on to where the visitor was going too.
 */
export function MailSentPanel({ email, returnTo, resendReturnTo, changeAddressPath, children }: MailSentPanelProps) {
  const finishLogin = useMoveOnAfterLoginElsewhere(returnTo);
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
