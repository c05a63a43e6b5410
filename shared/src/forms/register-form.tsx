import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { getBrand } from '@interim/shared/config';
import type { RegisterEmployeeRequestDto } from '@interim/shared/contract';
import { Box, Button, CheckboxField, FormAlert, Link, SimpleGrid, Stack, Text, TextField, chakra } from '@interim/shared/ui';
import { useApiForm } from './api-form';
import { lazyResolver } from './lazy-resolver';

/** What the form holds (the consent box starts unticked). */
export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  privacyConsent: boolean;
}

/** What the form hands over: the checked registration, without return path. */
export type RegisterFields = Omit<RegisterEmployeeRequestDto, 'returnTo'>;

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** Sends the registration; a rejection with an `ApiError` shows its message and field errors, the typed values stay. */
  onRegister: (fields: RegisterFields) => Promise<void>;
  /** Whether the phone number is required (label without "(optioneel)"). */
  phoneRequired?: boolean;
  /** Accessible name of the form. */
  formLabel: string;
  /** Label of the submit button. */
  submitLabel: string;
  defaultValues?: Partial<RegisterFormValues>;
  /** Extra fields between the phone number and the consent (e.g. the CV of the corporate flow). */
  children?: ReactNode;
}

type Validation = ReturnType<typeof lazyResolver<RegisterFormValues, unknown, RegisterFields>>;
const load = (pick: (m: typeof import('./resolvers')) => unknown) => () =>
  import('./resolvers').then((m) => pick(m) as Resolver<RegisterFormValues, unknown, RegisterFields>);
const validation: Validation = lazyResolver(load((m) => m.registerResolver));
const validationWithPhone: Validation = lazyResolver(load((m) => m.registerWithPhoneResolver));


/**
 * A freelancer's short registration: name, e-mail, phone and privacy
 * consent, checked with the contract's schema (loaded on first focus). Field
 * errors of the API land on their fields ("Controleer de gemarkeerde
 * velden." above the form).
 */
export function RegisterForm({ onRegister, phoneRequired = false, formLabel, submitLabel, defaultValues, children }: RegisterFormProps) {
  const { resolver, preload } = phoneRequired ? validationWithPhone : validation;
  const form = useApiForm<RegisterFormValues, RegisterFields>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', privacyConsent: false, ...defaultValues },
  });
  const { register, formState: { errors, isSubmitting } } = form;
  const onSubmit = form.submitWith(onRegister);

  const privacyUrl = getBrand().footerLinks.find((link) => /privacy/i.test(link.label))?.href;
  return (
    <chakra.form noValidate onSubmit={onSubmit} onFocus={preload} aria-label={formLabel}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField label="Voornaam" autoComplete="given-name" isRequired error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Achternaam" autoComplete="family-name" isRequired error={errors.lastName?.message} {...register('lastName')} />
        </SimpleGrid>
        <TextField label="E-mailadres" type="email" autoComplete="email" isRequired error={errors.email?.message} {...register('email')} />
        <TextField
          label={phoneRequired ? 'Telefoonnummer' : 'Telefoonnummer (optioneel)'}
          type="tel"
          autoComplete="tel"
          isRequired={phoneRequired}
          error={errors.phone?.message}
          {...register('phone')}
        />
        {children}
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
        <Stack gap="3">
          <FormAlert message={form.submitError} autoFocus />
          <Box>
            <Button type="submit" size="lg" loading={isSubmitting} loadingText="Bezig met aanmelden">
              {submitLabel}
            </Button>
          </Box>
        </Stack>
      </Stack>
    </chakra.form>
  );
}
