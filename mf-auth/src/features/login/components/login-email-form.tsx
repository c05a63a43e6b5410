import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { routes } from '@interim/shared/config';
import { useNavigate } from '@interim/shared/routing';
import { storeContact } from '@interim/shared/session';
import { Box, Button, FormAlert, Stack, TextField, chakra } from '@interim/shared/ui';
import type { LoginEmailSchema } from '../login-resolvers';
import { withReturnTo } from '../return-path';
import { requestLoginLink } from '@interim/shared/api';
import { describeApiError } from '@interim/shared/api-client';
import { lazyResolver } from '@interim/shared/forms';

type LoginEmailValues = z.input<typeof LoginEmailSchema>;
type LoginEmail = z.output<typeof LoginEmailSchema>;

const validation = lazyResolver<LoginEmailValues, unknown, LoginEmail>(() =>
  import('../login-resolvers').then((m) => m.loginEmailResolver),
);

/** Props of {@link LoginEmailForm}. */
export interface LoginEmailFormProps {
  /** Return path to keep through the mail round trip. */
  returnTo?: string;
  defaultEmail?: string;
  submitLabel?: string;
}

/**
 * Asks for the e-mail address and requests a login link (spec section 5
 * messages from the contract's schema), then shows `/login/email`. The
 * address is stored for the next page; the return path travels with the
 * request, so the mailed link brings the user back there.
 */
export function LoginEmailForm({ returnTo, defaultEmail = '', submitLabel = 'Stuur mij een inloglink' }: LoginEmailFormProps) {
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginEmailValues, unknown, LoginEmail>({
    resolver: validation.resolver,
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setSubmitError(undefined);
    try {
      await requestLoginLink(returnTo ? { email, returnTo } : { email });
    } catch (error) {
      setSubmitError(describeApiError(error));
      return;
    }
    storeContact({ email });
    navigate(withReturnTo(routes.loginEmail.path, returnTo));
  });

  return (
    <chakra.form noValidate onSubmit={onSubmit} onFocus={validation.preload} aria-label="Inloggen met e-mail">
      <Stack gap="5">
        <FormAlert message={submitError ?? errors.root?.message} />
        <TextField
          label="E-mailadres"
          type="email"
          autoComplete="email"
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
        <Box>
          <Button type="submit" size="lg" loading={isSubmitting} loadingText="Bezig met versturen">
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
