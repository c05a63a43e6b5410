import { useState } from 'react';
import { routes } from '@interim/shared/config';
import { readStoredContact } from '@interim/shared/session';
import { List, Strong, Text } from '@interim/shared/ui';
import { MailSentPanel } from '../features/login/components/mail-sent-panel';
import { useReturnTo } from '../features/login/hooks/use-return-to';
import { AuthPage } from '../features/layout/auth-page';

/**
 * `/aanmelden/email/inloggen`: for an address that already has an account.
 * The API answers a registration the same either way (no account probing);
 * the mail then says "log in". This page explains how: the link or the code.
 */
export function RegisterEmailLoginPage() {
  const returnTo = useReturnTo();
  const [{ email }] = useState(readStoredContact);
  return (
    <AuthPage
      title={routes.registerEmailLogin.title}
      intro="Was je e-mailadres al bij ons bekend? Dan maken we geen tweede account, maar sturen we je een e-mail om in te loggen."
    >
      <MailSentPanel email={email} returnTo={returnTo} resendReturnTo={returnTo}>
        <Text>
          {email ? (
            <>
              De e-mail ging naar <Strong>{email}</Strong> en heeft als onderwerp &lsquo;Je hebt al een account&rsquo;. Zo log je in:
            </>
          ) : (
            <>De e-mail heeft als onderwerp &lsquo;Je hebt al een account&rsquo;. Zo log je in:</>
          )}
        </Text>
        <List.Root as="ol" gap="2" ps="5">
          <List.Item>Open de e-mail en klik op de knop &lsquo;Inloggen&rsquo;; je bent dan direct ingelogd.</List.Item>
          <List.Item>Of vul hieronder de code van 6 cijfers uit de e-mail in.</List.Item>
        </List.Root>
      </MailSentPanel>
    </AuthPage>
  );
}
