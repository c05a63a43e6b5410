import { routes } from '@interim/shared/config';
import { RouterLink, Text } from '@interim/shared/ui';
import { useReturnTo } from '../features/login/hooks/use-return-to';
import { withReturnTo } from '../features/login/return-path';
import { RegisterForm } from '../features/register/components/register-form';
import { AuthPage } from '../features/layout/auth-page';

/** `/aanmelden/start`: the registration form. */
export function RegisterStartPage() {
  const returnTo = useReturnTo();
  return (
    <AuthPage
      title={routes.registerStart.title}
      intro="Vul je gegevens in. We sturen je een e-mail om je e-mailadres te bevestigen en direct in te loggen."
    >
      <RegisterForm returnTo={returnTo} />
      <Text>
        Heb je al een account?{' '}
        <RouterLink to={withReturnTo(routes.login.path, returnTo)} color="brand.fg">
          Inloggen
        </RouterLink>
      </Text>
    </AuthPage>
  );
}
