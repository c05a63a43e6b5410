import { useState } from 'react';
import { routes } from '@interim/shared/config';
import { readStoredContact } from '@interim/shared/session';
import { Strong, Text } from '@interim/shared/ui';
import { MailSentPanel } from '../features/login/components/mail-sent-panel';
import { useReturnTo } from '../features/login/hooks/use-return-to';
import { AuthPage } from '../features/layout/auth-page';

/** `/login/email`: the link is on its way; log in with its code here, or ask for a new one. */
export function LoginEmailPage() {
  const returnTo = useReturnTo();
  // Read once: completeLogin() clears it, and the page must not change under the user meanwhile.
  const [{ email }] = useState(readStoredContact);
  return (
    <AuthPage title={routes.loginEmail.title}>
      <MailSentPanel email={email} returnTo={returnTo} resendReturnTo={returnTo}>
        <Text fontSize="lg" role="status">
          {email ? (
            <>
              We hebben een e-mail met een inloglink gestuurd naar <Strong>{email}</Strong>. Klik op de link in die e-mail om in te
              loggen.
            </>
          ) : (
            'We hebben een e-mail met een inloglink gestuurd naar je e-mailadres. Klik op de link in die e-mail om in te loggen.'
          )}
        </Text>
      </MailSentPanel>
    </AuthPage>
  );
}
