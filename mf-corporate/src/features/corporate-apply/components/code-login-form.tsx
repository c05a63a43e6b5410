import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { LoginCodeSchema, type LoginResponse } from '@interim/shared/contract';
import { completeLogin } from '@interim/shared/session';
import { Box, Button, chakra, Stack, TextField } from '@interim/shared/ui';
import { FormAlert } from './form-alert';
import { loginWithCode } from '@interim/shared/api';

const CodeFormSchema = z.object({ code: LoginCodeSchema });
type CodeFormInput = z.input<typeof CodeFormSchema>;
type CodeFormValues = z.output<typeof CodeFormSchema>;

/** Props of {@link CodeLoginForm}. */
export interface CodeLoginFormProps {
  email: string;
  /** Called after a successful login (the session is marked logged in already). */
  onLoggedIn: (response: LoginResponse) => void;
}

/** Logs in with the 6-digit code of the login mail, without leaving the page (`POST /auth/login`). */
export function CodeLoginForm({ email, onLoggedIn }: CodeLoginFormProps) {
  const [submitError, setSubmitError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeFormInput, unknown, CodeFormValues>({ resolver: zodResolver(CodeFormSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setSubmitError(undefined);
    try {
      const response = await loginWithCode({ email, code });
      completeLogin();
      onLoggedIn(response);
    } catch (error) {
      setSubmitError(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
    }
  });

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label="Inloggen met code">
      <Stack gap="4">
        <FormAlert message={submitError} />
        <TextField
          label="Code uit de e-mail"
          isRequired
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={11}
          helperText="De code bestaat uit 6 cijfers."
          error={errors.code?.message}
          {...register('code')}
        />
        <Box>
          <Button type="submit" loading={isSubmitting} loadingText="Bezig met inloggen">
            Inloggen en verder
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
