import { getBrand, routes } from '@interim/shared/config';
import { ButtonLink, List, RouterLink, Stack, Text } from '@interim/shared/ui';
import { useReturnTo } from '../features/login/hooks/use-return-to';
import { withReturnTo } from '../features/login/return-path';
import { AuthPage } from '../features/layout/auth-page';

const BENEFITS = [
  'Reageer snel op interim-opdrachten die bij je passen.',
  'Bewaar opdrachten en volg de status van je reacties.',
  'Een consultant die met je meedenkt over je volgende opdracht.',
  'Gratis, en inloggen gaat zonder wachtwoord.',
];

/** `/aanmelden`: why a freelancer registers, and the way to start. */
export function RegisterPage() {
  const returnTo = useReturnTo();
  const brand = getBrand();
  return (
    <AuthPage
      title={routes.register.title}
      heading={`Meld je aan bij ${brand.siteName}`}
      intro="Voor zzp'ers en interim-professionals die hun volgende opdracht zoeken."
    >
      <List.Root gap="2" ps="5">
        {BENEFITS.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List.Root>
      <Stack gap="4" align="flex-start">
        <ButtonLink to={withReturnTo(routes.registerStart.path, returnTo)} size="lg">
          Gratis aanmelden
        </ButtonLink>
        <Text>
          Heb je al een account?{' '}
          <RouterLink to={withReturnTo(routes.login.path, returnTo)} color="brand.fg">
            Inloggen
          </RouterLink>
        </Text>
      </Stack>
    </AuthPage>
  );
}
