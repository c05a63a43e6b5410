import { useEffect, useRef, useState } from 'react';
import { routes } from '@interim/shared/config';
import { Navigate, useParams } from '@interim/shared/routing';
import { failLogin, useSession } from '@interim/shared/session';
import { Alert, Button, ButtonLink, PageSpinner, Stack } from '@interim/shared/ui';
import { useFinishLogin } from '../features/login/hooks/use-finish-login';
import { useRedeemLink } from '../features/login/hooks/use-redeem-link';
import { useReturnTo } from '../features/login/hooks/use-return-to';
import { withReturnTo } from '../features/login/return-path';
import { AuthPage } from '../features/layout/auth-page';
import { describeApiError } from '@interim/shared/api-client';

/** Heading of the page a logged-in user sees after opening a spent, invalid or expired link. */
export const STILL_LOGGED_IN_HEADING = 'Je bent al ingelogd';

function StillLoggedIn({ expired, returnTo }: { expired: boolean; returnTo: string | undefined }) {
  return (
    <AuthPage title={STILL_LOGGED_IN_HEADING}>
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {expired ? 'Deze inloglink is verlopen.' : 'Deze inloglink is al gebruikt.'} Je bent nog steeds ingelogd, dus je hebt
            hem niet meer nodig.
          </Alert.Title>
        </Alert.Content>
      </Alert.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <ButtonLink to={returnTo ?? routes.dashboard.path}>{returnTo ? 'Ga verder waar je was' : 'Naar je dashboard'}</ButtonLink>
      </Stack>
    </AuthPage>
  );
}

/**
 * `/login/<token>`: redeems the mailed link. Success: logged in, tracked,
 * stored contact cleared, on to the return path or the dashboard. Expired:
 * `/login/email/verlopen`. Invalid or used: a Dutch message and a way to a
 * new link. A failure marks a logged-out visitor's session logged out (spec
 * section 4); a user who is logged in already (a spent link opened again, a
 * second mail) stays logged in and is told the link is no longer needed
 * (issue 17): the API leaves the session cookies alone on a failed link.
 */
export function LoginTokenPage() {
  const { token } = useParams();
  const returnTo = useReturnTo();
  const [attempt, setAttempt] = useState(0);
  const state = useRedeemLink(token, attempt);
  const finishLogin = useFinishLogin(returnTo);
  const finished = useRef(false);
  const { isLoggedIn } = useSession();
  const failed = state.status === 'expired' || state.status === 'invalid';

  useEffect(() => {
    if (state.status === 'success') {
      // Once: a re-render while navigating away must not track 'User logged in' twice.
      if (finished.current) return;
      finished.current = true;
      finishLogin(state.answer);
    } else if (failed && !isLoggedIn) failLogin();
  }, [state, failed, isLoggedIn, finishLogin]);

  if (failed && isLoggedIn) return <StillLoggedIn expired={state.status === 'expired'} returnTo={returnTo} />;

  if (state.status === 'expired') return <Navigate replace to={withReturnTo(routes.loginEmailExpired.path, returnTo)} />;

  if (state.status === 'invalid') {
    return (
      <AuthPage title="Inloglink werkt niet" intro="Een inloglink werkt maar één keer en maar 10 minuten.">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <ButtonLink to={withReturnTo(routes.login.path, returnTo)}>Nieuwe inloglink aanvragen</ButtonLink>
        </Stack>
      </AuthPage>
    );
  }

  if (state.status === 'error') {
    return (
      <AuthPage title={routes.loginToken.title} heading="Inloggen lukt nu niet">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{describeApiError(state.error)}</Alert.Title>
        </Alert.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button onClick={() => setAttempt((n) => n + 1)}>Opnieuw proberen</Button>
          <ButtonLink to={withReturnTo(routes.login.path, returnTo)} variant="outline">
            Nieuwe inloglink aanvragen
          </ButtonLink>
        </Stack>
      </AuthPage>
    );
  }

  // Pending, and success while the navigation happens: never a logged-in look before the answer.
  return (
    <AuthPage title={routes.loginToken.title}>
      <PageSpinner label="Bezig met inloggen" />
    </AuthPage>
  );
}
