import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { isApiError } from '@interim/shared/api-client';
import { RegisterEmployeeRequestDtoSchema } from '@interim/shared/contract';
import { getBrand, routes } from '@interim/shared/config';
import { useNavigate } from '@interim/shared/routing';
import { storeContact } from '@interim/shared/session';
import { Box, Button, CheckboxField, Link, SimpleGrid, Stack, Text, TextField, chakra } from '@interim/shared/ui';
import { describeApiError } from '../../login/api-error-text';
import { FormAlert } from '../../login/components/form-alert';
import { registrationReturnTo, withReturnTo } from '../../login/return-path';
import { registerEmployee } from '@interim/shared/api';

// The return path is not a field: the page adds it.
const RegisterSchema = RegisterEmployeeRequestDtoSchema.omit({ returnTo: true });
type RegisterValues = z.input<typeof RegisterSchema>;
type Register = z.output<typeof RegisterSchema>;

const FIELD_NAMES = ['firstName', 'lastName', 'email', 'phone', 'privacyConsent'] as const;
const isFieldName = (path: string): path is (typeof FIELD_NAMES)[number] => (FIELD_NAMES as readonly string[]).includes(path);

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** Where the user wanted to go before registering; kept through the welcome page. */
  returnTo?: string;
}

/**
 * Registration of a freelancer (`POST /employees/register`). Stores the
 * e-mail address and first name for the next steps, then shows
 * `/aanmelden/email`. The mailed link leads to `/aanmelden/voltooi`.
 */
export function RegisterForm({ returnTo }: RegisterFormProps) {
  const navigate = useNavigate();
  const privacyUrl = getBrand().footerLinks.find((link) => link.label === 'Privacy')?.href;
  const [submitError, setSubmitError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, Register>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', privacyConsent: false as unknown as true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    storeContact({ email: values.email, firstName: values.firstName });
    try {
      await registerEmployee({ ...values, returnTo: registrationReturnTo(returnTo) });
    } catch (error) {
      const onFields = isApiError(error) ? (error.fieldErrors ?? []).filter((fieldError) => isFieldName(fieldError.path)) : [];
      for (const fieldError of onFields) {
        setError(fieldError.path as FieldPath<RegisterValues>, { type: 'server', message: fieldError.message }, { shouldFocus: true });
      }
      setSubmitError(onFields.length > 0 ? 'Controleer de gemarkeerde velden.' : describeApiError(error));
      return;
    }
    navigate(withReturnTo(routes.registerEmail.path, returnTo));
  });

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label="Account aanmaken">
      <Stack gap="5">
        <FormAlert message={submitError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField label="Voornaam" autoComplete="given-name" isRequired error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Achternaam" autoComplete="family-name" isRequired error={errors.lastName?.message} {...register('lastName')} />
        </SimpleGrid>
        <TextField label="E-mailadres" type="email" autoComplete="email" isRequired error={errors.email?.message} {...register('email')} />
        <TextField
          label="Telefoonnummer (optioneel)"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Stack gap="2">
          <CheckboxField
            label="Ik ga akkoord met de privacyverklaring"
            isRequired
            error={errors.privacyConsent?.message}
            {...register('privacyConsent')}
          />
          {privacyUrl ? (
            <Text fontSize="sm" color="fg.muted">
              Lees hoe wij met je gegevens omgaan in de{' '}
              <Link href={privacyUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
                privacyverklaring
                <chakra.span srOnly> (opent in een nieuw tabblad)</chakra.span>
              </Link>
              .
            </Text>
          ) : null}
        </Stack>
        <Box>
          <Button type="submit" size="lg" loading={isSubmitting} loadingText="Bezig met aanmelden">
            Account aanmaken
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
