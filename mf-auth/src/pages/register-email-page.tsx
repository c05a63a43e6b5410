import { useState } from 'react';
import { routes } from '@interim/shared/config';
import { readStoredContact } from '@interim/shared/session';
import { RouterLink, Strong, Text } from '@interim/shared/ui';
import { MailSentPanel } from '../features/login/components/mail-sent-panel';
import { useReturnTo } from '../features/login/hooks/use-return-to';
import { registrationReturnTo, withReturnTo } from '../features/login/return-path';
import { AuthPage } from '../features/layout/auth-page';

/** `/aanmelden/email`: "check your mail, {firstName}", with the code and a new link. */
export function RegisterEmailPage() {
  const returnTo = useReturnTo();
  const [{ email, firstName }] = useState(readStoredContact);
  const afterLogin = registrationReturnTo(returnTo);
  return (
    <AuthPage title={routes.registerEmail.title} heading={firstName ? `Check je e-mail, ${firstName}` : 'Check je e-mail'}>
      <MailSentPanel
        email={email}
        returnTo={afterLogin}
        resendReturnTo={afterLogin}
        changeAddressPath={withReturnTo(routes.registerStart.path, returnTo)}
      >
        <Text fontSize="lg" role="status">
          {email ? (
            <>
              We hebben een e-mail gestuurd naar <Strong>{email}</Strong>. Klik op de knop in die e-mail om je e-mailadres te
              bevestigen en direct in te loggen.
            </>
          ) : (
            'We hebben je een e-mail gestuurd. Klik op de knop in die e-mail om je e-mailadres te bevestigen en direct in te loggen.'
          )}
        </Text>
        <Text>
          Had je al een account met dit e-mailadres?{' '}
          <RouterLink to={withReturnTo(routes.registerEmailLogin.path, returnTo)} color="brand.fg">
            Zo log je in
          </RouterLink>
        </Text>
      </MailSentPanel>
    </AuthPage>
  );
}
