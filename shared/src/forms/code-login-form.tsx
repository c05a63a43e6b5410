import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { describeApiError, isApiError } from '@interim/shared/api-client';
import { loginWithCode } from '@interim/shared/api/auth';
import type { LoginRequestDtoSchema, LoginResponse } from '@interim/shared/contract';
import { AUTH_ERROR_CODES, LOGIN_CODE_LENGTH } from '@interim/shared/contract/auth-rules';
import { failLogin } from '@interim/shared/session';
import { Box, Button, FormAlert, Stack, TextField, chakra } from '@interim/shared/ui';
import { lazyResolver } from './lazy-resolver';

type CodeLoginValues = z.input<typeof LoginRequestDtoSchema>;
type CodeLogin = z.output<typeof LoginRequestDtoSchema>;

const validation = lazyResolver<CodeLoginValues, unknown, CodeLogin>(() => import('./resolvers').then((m) => m.codeLoginResolver));

/** Props of {@link CodeLoginForm}. */
export interface CodeLoginFormProps {
  /** The address the mail went to; without it the form asks for it too. */
  email?: string;
  /** Label of the submit button. Default 'Inloggen met code'. */
  submitLabel?: string;
  /**
   * Called with the API's answer after a successful login. The caller marks
   * the session logged in (`completeLogin`) and moves on.
   */
  onLoggedIn: (answer: LoginResponse) => void;
}

/**
 * Logs in on this device with the 6-digit code of the login mail
 * (`POST /auth/login`), without leaving the page. A wrong code shows the
 * API's Dutch message on the field; other failures above the form; what was
 * typed stays. Validation (zod) loads on first focus, not with the page.
 */
export function CodeLoginForm({ email, submitLabel = 'Inloggen met code', onLoggedIn }: CodeLoginFormProps) {
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
    onLoggedIn(answer);
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
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
