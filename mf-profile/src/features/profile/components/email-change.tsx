import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { z } from 'zod';
import type { Employee, RequestEmailChangeDto } from '@interim/shared/contract';
import { emailField } from '@interim/shared/validation';
import { useSearchParams } from '@interim/shared/routing';
import { Box, Button, FormAlert, HStack, Spinner, Stack, Text, TextField, chakra, notify } from '@interim/shared/ui';
import { confirmEmailChange, requestEmailChange, useMe } from '@interim/shared/api';

// The contract's RequestEmailChangeDtoSchema and EMAIL_CHANGE_TOKEN_PARAM are
// newer than the shell build that may be deployed: at run time this remote
// gets the shell's copy of `@interim/shared` (a singleton), so values added to
// the contract later are not imported from it here (types are fine).
/** Same as the contract's `RequestEmailChangeDtoSchema`. */
const EmailChangeFormSchema = z.object({ email: emailField }) satisfies z.ZodType<RequestEmailChangeDto, { email: string }>;
/** Same as the contract's `EMAIL_CHANGE_TOKEN_PARAM`: the query parameter of the mailed link. */
export const EMAIL_CHANGE_TOKEN_PARAM = 'e-mailbevestiging';

/** Toast after a confirmed change. */
export const EMAIL_CHANGED_MESSAGE = 'Je e-mailadres is gewijzigd. Je logt voortaan in met je nieuwe adres.';

const errorText = (error: unknown) => (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);

/**
 * Confirms the change when the page is opened from the mailed link
 * (`?e-mailbevestiging=<token>`), once, then removes the token from the URL.
 */
function useConfirmFromLink(): { confirming: boolean; error: string | undefined } {
  const [params, setParams] = useSearchParams();
  const token = params.get(EMAIL_CHANGE_TOKEN_PARAM);
  const { mutate } = useMe();
  const handled = useRef<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    setConfirming(true);
    confirmEmailChange(token)
      .then(async (saved) => {
        await mutate(saved, { revalidate: false });
        notify({ type: 'success', description: EMAIL_CHANGED_MESSAGE });
      })
      .catch((caught: unknown) => setError(errorText(caught)))
      .finally(() => {
        setConfirming(false);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(EMAIL_CHANGE_TOKEN_PARAM);
            return next;
          },
          { replace: true },
        );
      });
  }, [token, mutate, setParams]);

  return { confirming, error };
}

/**
 * The login address: shown read-only; a change is confirmed through a link
 * mailed to the new address (the API sends it), so nobody logs in with an
 * address they do not own.
 */
export function EmailChange({ employee }: { employee: Employee }) {
  const { confirming, error: confirmError } = useConfirmFromLink();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [submitError, setSubmitError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }, unknown, RequestEmailChangeDto>({ resolver: zodResolver(EmailChangeFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setSubmitError(undefined);
    try {
      await requestEmailChange(email);
      setSentTo(email);
      setOpen(false);
      reset();
    } catch (caught) {
      const fieldError = isApiError(caught) ? caught.fieldErrors?.find((f) => f.path === 'email') : undefined;
      if (fieldError) setError('email', { type: 'server', message: fieldError.message }, { shouldFocus: true });
      else setSubmitError(errorText(caught));
    }
  });

  return (
    <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle" as="section" aria-label="E-mailadres">
      <Stack gap="3">
        <Box>
          <Text fontWeight="semibold">E-mailadres</Text>
          <Text>{employee.email}</Text>
          <Text fontSize="sm" color="fg.muted">
            Je logt in met dit adres.
          </Text>
        </Box>
        {confirming ? (
          <HStack role="status" gap="2">
            <Spinner size="sm" />
            <Text>Je nieuwe e-mailadres wordt bevestigd…</Text>
          </HStack>
        ) : null}
        <FormAlert message={confirmError} />
        {sentTo ? (
          <Text role="status">
            We hebben een bevestigingslink gestuurd naar {sentTo}. Open de link in die e-mail om de wijziging af te ronden.
          </Text>
        ) : null}
        {open ? (
          <chakra.form noValidate onSubmit={onSubmit} aria-label="E-mailadres wijzigen">
            <Stack gap="3">
              <FormAlert message={submitError} />
              <TextField label="Nieuw e-mailadres" type="email" autoComplete="email" isRequired error={errors.email?.message} {...register('email')} />
              <HStack gap="3">
                <Button type="submit" loading={isSubmitting} loadingText="Bezig met versturen">
                  Bevestigingslink versturen
                </Button>
                <Button variant="ghost" onClick={() => setOpen(false)} disabled={isSubmitting}>
                  Annuleren
                </Button>
              </HStack>
            </Stack>
          </chakra.form>
        ) : (
          <Box>
            <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
              E-mailadres wijzigen
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
