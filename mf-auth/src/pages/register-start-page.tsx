import { registerEmployee } from '@interim/shared/api';
import { routes } from '@interim/shared/config';
import { RegisterForm, type RegisterFields } from '@interim/shared/forms';
import { useNavigate } from '@interim/shared/routing';
import { storeContact } from '@interim/shared/session';
import { RouterLink, Text } from '@interim/shared/ui';
import { useReturnTo } from '../features/login/hooks/use-return-to';
import { registrationReturnTo, withReturnTo } from '../features/login/return-path';
import { AuthPage } from '../features/layout/auth-page';

/**
 * `/aanmelden/start`: the registration form (`POST /employees/register`).
 * Stores the e-mail address and first name for the next steps, then shows
 * `/aanmelden/email`. The mailed link leads to `/aanmelden/voltooi`.
 */
export function RegisterStartPage() {
  const returnTo = useReturnTo();
  const navigate = useNavigate();

  const onRegister = async (fields: RegisterFields) => {
    storeContact({ email: fields.email, firstName: fields.firstName });
    await registerEmployee({ ...fields, returnTo: registrationReturnTo(returnTo) });
    navigate(withReturnTo(routes.registerEmail.path, returnTo));
  };

  return (
    <AuthPage
      title={routes.registerStart.title}
      intro="Vul je gegevens in. We sturen je een e-mail om je e-mailadres te bevestigen en direct in te loggen."
    >
      <RegisterForm onRegister={onRegister} formLabel="Account aanmaken" submitLabel="Account aanmaken" />
      <Text>
        Heb je al een account?{' '}
        <RouterLink to={withReturnTo(routes.login.path, returnTo)} color="brand.fg">
          Inloggen
        </RouterLink>
      </Text>
    </AuthPage>
  );
}
