import { useMe } from '@interim/shared/api';
import { routes, toPath } from '@interim/shared/config';
import { useSession } from '@interim/shared/session';
import { ButtonLink, ErrorPanel, PageSpinner, RouterLink, Stack, Text } from '@interim/shared/ui';
import { useReturnTo } from '../features/login/hooks/use-return-to';
import { withReturnTo } from '../features/login/return-path';
import { AuthPage } from '../features/layout/auth-page';

/** First step of the profile completion (spec section 2: /profiel/afronden/stap-1). */
export const FIRST_PROFILE_STEP_PATH = toPath(routes.profileCompletionStep.path, { step: 'stap-1' });

/**
 * `/aanmelden/voltooi`: where the welcome mail's link leads after the first
 * login. Welcomes the freelancer and continues to the profile completion;
 * the original return path (e.g. a vacancy) stays one click away.
 */
export function RegisterCompletePage() {
  const returnTo = useReturnTo();
  const { isLoggedIn } = useSession();
  const { data: me, error, isLoading, mutate } = useMe(isLoggedIn);
  const later = returnTo ?? routes.dashboard.path;

  if (!isLoggedIn) {
    return (
      <AuthPage title={routes.registerComplete.title} intro="Log in om je aanmelding af te ronden.">
        <ButtonLink to={withReturnTo(routes.login.path, withReturnTo(routes.registerComplete.path, returnTo))} alignSelf="flex-start">
          Inloggen
        </ButtonLink>
      </AuthPage>
    );
  }
  if (error) {
    return (
      <AuthPage title={routes.registerComplete.title}>
        <ErrorPanel message={error.message} onRetry={() => void mutate()} />
      </AuthPage>
    );
  }
  if (isLoading || !me) {
    return (
      <AuthPage title={routes.registerComplete.title}>
        <PageSpinner />
      </AuthPage>
    );
  }
  const complete = me.profileCompletion.isComplete;
  return (
    <AuthPage
      title={routes.registerComplete.title}
      heading={`Welkom, ${me.firstName}!`}
      intro={
        complete
          ? 'Je bent ingelogd en je profiel is compleet.'
          : 'Je e-mailadres is bevestigd en je bent ingelogd. Rond nu je profiel af: dan kunnen we je voorstellen voor opdrachten die bij je passen.'
      }
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'flex-start', sm: 'center' }}>
        {complete ? (
          <ButtonLink to={later} size="lg">
            Verder
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={FIRST_PROFILE_STEP_PATH} size="lg">
              Profiel afronden
            </ButtonLink>
            <Text>
              <RouterLink to={later} color="brand.fg">
                {returnTo ? 'Later, eerst verder waar ik was' : 'Later, naar mijn dashboard'}
              </RouterLink>
            </Text>
          </>
        )}
      </Stack>
    </AuthPage>
  );
}
