import { routes } from '@interim/shared/config';
import { useSession } from '@interim/shared/session';
import { Alert, ButtonLink, RouterLink, Separator, Stack, Text } from '@interim/shared/ui';
import { LoginEmailForm } from '../features/login/components/login-email-form';
import { useReturnTo } from '../features/login/hooks/use-return-to';
import { withReturnTo } from '../features/login/return-path';
import { AuthPage } from '../features/layout/auth-page';

/**
 * `/login`: passwordless login. Requests a link (and code) for the address
 * and keeps the access guard's return path (`?returnTo=`).
 */
export function LoginPage() {
  const returnTo = useReturnTo();
  const { isLoggedIn } = useSession();
  return (
    <AuthPage
      title={routes.login.title}
      intro="Inloggen gaat zonder wachtwoord: we sturen je een e-mail met een inloglink en een code."
    >
      {isLoggedIn ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Je bent al ingelogd.</Alert.Title>
            <Alert.Description>
              <RouterLink to={returnTo ?? routes.dashboard.path} color="brand.fg">
                {returnTo ? 'Ga verder waar je was' : 'Naar je dashboard'}
              </RouterLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {returnTo ? <Text>Log in om verder te gaan. Daarna brengen we je terug naar de pagina waar je was.</Text> : null}
      <LoginEmailForm returnTo={returnTo} />
      <Separator />
      <Stack gap="3" align="flex-start">
        <Text fontWeight="semibold">Nog geen account?</Text>
        <ButtonLink to={withReturnTo(routes.register.path, returnTo)} variant="outline">
          Registreren
        </ButtonLink>
      </Stack>
    </AuthPage>
  );
}
