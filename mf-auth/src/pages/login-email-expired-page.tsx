import { useState } from 'react';
import { routes } from '@interim/shared/config';
import { useNavigate } from '@interim/shared/routing';
import { readStoredContact } from '@interim/shared/session';
import { Stack, Strong, Text } from '@interim/shared/ui';
import { LoginEmailForm } from '../features/login/components/login-email-form';
import { ResendLink } from '../features/login/components/resend-link';
import { useReturnTo } from '../features/login/hooks/use-return-to';
import { withReturnTo } from '../features/login/return-path';
import { AuthPage } from '../features/layout/auth-page';

/**
 * `/login/email/verlopen`: the link was older than 10 minutes. One click asks
 * a new link for the stored address (then `/login/email`); without a stored
 * address, the e-mail form.
 */
export function LoginEmailExpiredPage() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [{ email }] = useState(readStoredContact);
  return (
    <AuthPage
      title={routes.loginEmailExpired.title}
      intro="Deze inloglink is verlopen. Een inloglink werkt 10 minuten en maar één keer. Vraag hieronder een nieuwe aan."
    >
      {email ? (
        <Stack gap="4">
          <Text>
            We sturen de nieuwe link naar <Strong>{email}</Strong>.
          </Text>
          <ResendLink
            email={email}
            returnTo={returnTo}
            label="Stuur een nieuwe inloglink"
            onSent={() => navigate(withReturnTo(routes.loginEmail.path, returnTo))}
          />
        </Stack>
      ) : (
        <LoginEmailForm returnTo={returnTo} submitLabel="Stuur een nieuwe inloglink" />
      )}
    </AuthPage>
  );
}
