import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@interim/shared/api-client';
import type { LoginRequestDtoSchema } from '@interim/shared/contract';
import { AUTH_ERROR_CODES, LOGIN_CODE_LENGTH } from '@interim/shared/contract/auth-rules';
import { failLogin } from '@interim/shared/session';
import { Box, Button, Stack, TextField, chakra } from '@interim/shared/ui';
import { describeApiError } from '../api-error-text';
import { lazyResolver } from '../../forms/lazy-resolver';
import { useFinishLogin } from '../hooks/use-finish-login';
import { FormAlert } from './form-alert';
import { loginWithCode } from '@interim/shared/api';

type CodeLoginValues = z.input<typeof LoginRequestDtoSchema>;
type CodeLogin = z.output<typeof LoginRequestDtoSchema>;

const validation = lazyResolver<CodeLoginValues, unknown, CodeLogin>(() =>
  import('../login-resolvers').then((m) => m.codeLoginResolver),
);

/** Props of {@link CodeLoginForm}. */
export interface CodeLoginFormProps {
  /** The address the mail went to; without it the form asks for it too. */
  email?: string;
  /** The page's return path, used when the mail's link carried none. */
  returnTo?: string;
}

/**
 * Logs in on this device with the 6-digit code of the mail
 * (`POST /auth/login`). A wrong code shows the API's Dutch message on the
 * field; the typed code stays.
 */
export function CodeLoginForm({ email, returnTo }: CodeLoginFormProps) {
  const finishLogin = useFinishLogin(returnTo);
  const [submitError, setSubmitError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeLoginValues, unknown, CodeLogin>({
    resolver: validation.resolver,
    defaultValues: { email: email ?? '', code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    let answer;
    try {
      answer = await loginWithCode(values);
    } catch (error) {
      if (isApiError(error) && error.code === AUTH_ERROR_CODES.codeInvalid) {
        failLogin();
        setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        setSubmitError(describeApiError(error));
      }
      return;
    }
    finishLogin(answer);
  });

  return (
    <chakra.form noValidate onSubmit={onSubmit} onFocus={validation.preload} aria-label="Inloggen met code">
      <Stack gap="5">
        <FormAlert message={submitError ?? errors.root?.message} />
        {email ? null : (
          <TextField label="E-mailadres" type="email" autoComplete="email" isRequired error={errors.email?.message} {...register('email')} />
        )}
        <TextField
          label="Code uit de e-mail"
          helperText={`De code bestaat uit ${LOGIN_CODE_LENGTH} cijfers.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LOGIN_CODE_LENGTH + 2}
          isRequired
          maxW="xs"
          error={errors.code?.message}
          {...register('code')}
        />
        <Box>
          <Button type="submit" loading={isSubmitting} loadingText="Bezig met inloggen">
            Inloggen met code
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
