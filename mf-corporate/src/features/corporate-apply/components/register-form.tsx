import { useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { getBrand } from '@interim/shared/config';
import { PhoneSchema, RegisterEmployeeRequestDtoSchema, type RegisterEmployeeRequestDto } from '@interim/shared/contract';
import { Box, Button, CheckboxField, chakra, Link, SimpleGrid, Stack, Text, TextField } from '@interim/shared/ui';
import { CvFileField } from './cv-file-field';
import { FormAlert } from './form-alert';

/** The short registration of the corporate flow: the contract's schema, with the phone number required. */
export const CorporateRegisterSchema = RegisterEmployeeRequestDtoSchema.omit({ returnTo: true }).extend({ phone: PhoneSchema });

/** What the form holds (the consent box starts unticked). */
export interface CorporateRegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  privacyConsent: boolean;
}

/** What the form hands over: the checked registration and the chosen CV, if any. */
export interface CorporateRegistration {
  body: Omit<RegisterEmployeeRequestDto, 'returnTo'>;
  cv: File | undefined;
}

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** Sends the registration; a rejection with an `ApiError` shows its message and field errors. */
  onRegister: (registration: CorporateRegistration) => Promise<void>;
  /** Whether the CV can be chosen here (false in an embed that hands over to our site). */
  withCv: boolean;
  defaultValues?: Partial<CorporateRegisterValues>;
}

const FIELD_NAMES: ReadonlyArray<FieldPath<CorporateRegisterValues>> = ['firstName', 'lastName', 'email', 'phone', 'privacyConsent'];

/**
 * Name, e-mail, phone and CV. The API only takes a CV from a logged-in user,
 * so the file is handed to `onRegister`, which keeps it until the login; what
 * was typed stays in the form on any error.
 */
export function RegisterForm({ onRegister, withCv, defaultValues }: RegisterFormProps) {
  const [cv, setCv] = useState<File | undefined>();
  const [submitError, setSubmitError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CorporateRegisterValues>({
    resolver: zodResolver(CorporateRegisterSchema) as unknown as Resolver<CorporateRegisterValues>,
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', privacyConsent: false, ...defaultValues },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    try {
      await onRegister({ body: CorporateRegisterSchema.parse(values), cv });
    } catch (error) {
      if (!isApiError(error)) {
        setSubmitError(GENERIC_ERROR_MESSAGE);
        return;
      }
      const onFields = (error.fieldErrors ?? []).filter((fieldError) => (FIELD_NAMES as readonly string[]).includes(fieldError.path));
      for (const fieldError of onFields) {
        setError(fieldError.path as FieldPath<CorporateRegisterValues>, { type: 'server', message: fieldError.message }, { shouldFocus: true });
      }
      setSubmitError(onFields.length > 0 ? 'Controleer de gemarkeerde velden.' : error.message);
    }
  });

  const privacy = getBrand().footerLinks.find((link) => /privacy/i.test(link.label));
  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label="Aanmelden">
      <Stack gap="5">
        <FormAlert message={submitError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Voornaam" isRequired autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Achternaam" isRequired autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </SimpleGrid>
        <TextField label="E-mailadres" isRequired type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Telefoonnummer" isRequired type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        {withCv ? (
          <CvFileField
            label="Cv (optioneel)"
            helperText="Pdf of Word, maximaal 10 MB. We sturen je cv mee zodra je bent ingelogd."
            onFile={setCv}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Je cv voeg je toe op onze website, vlak voordat je je reactie verstuurt.
          </Text>
        )}
        <CheckboxField
          label="Ik ga akkoord met de privacyverklaring"
          isRequired
          error={errors.privacyConsent?.message}
          {...register('privacyConsent')}
        />
        {privacy ? (
          <Text fontSize="sm">
            Lees de{' '}
            <Link href={privacy.href} target="_blank" rel="noopener noreferrer">
              privacyverklaring
            </Link>
            .
          </Text>
        ) : null}
        <Box>
          <Button type="submit" size="lg" loading={isSubmitting} loadingText="Bezig met aanmelden">
            Aanmelden en verder
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
