import { zodResolver } from '@hookform/resolvers/zod';
import { routes } from '@interim/shared/config';
import { useApiForm } from '@interim/shared/forms';
import type { Employee, PatchEmployeeRequestDto } from '@interim/shared/contract';
import { Box, Button, Container, FormAlert, SimpleGrid, Stack, TextField, chakra, notify } from '@interim/shared/ui';
import { EmailChange } from '../features/profile/components/email-change';
import { OwnEmployeeGate } from '../features/profile/components/own-employee-gate';
import { ProfilePageHeader } from '../features/profile/components/page-header';
import { profileFieldOf } from '../features/shared/components/save-errors';
import { DetailsFormSchema, MIN_HOURLY_RATE, detailsFormValues, type DetailsFormValues } from '../features/shared/forms/profile-forms';
import { formatEuro } from '@interim/shared/format';
import { useSaveEmployee } from '@interim/shared/api';

type DetailsOutput = Required<Pick<PatchEmployeeRequestDto, 'firstName' | 'lastName'>> & PatchEmployeeRequestDto;

/** Toast after saving the details. */
export const DETAILS_SAVED_MESSAGE = 'Je gegevens zijn opgeslagen.';

function DetailsForm({ employee }: { employee: Employee }) {
  const save = useSaveEmployee();
  const form = useApiForm<DetailsFormValues, DetailsOutput>({
    resolver: zodResolver(DetailsFormSchema),
    defaultValues: detailsFormValues(employee),
  });
  const { register, reset, submitError, formState: { errors, isSubmitting } } = form;

  const onSubmit = form.submitWith(
    async (values) => {
      // An empty city with a postcode is left out: the API then takes the postcode's city.
      const { city, ...rest } = values;
      const saved = await save(city === null && rest.postcode ? rest : values);
      reset(detailsFormValues(saved));
      notify({ type: 'success', description: DETAILS_SAVED_MESSAGE });
    },
    { fields: Object.keys(detailsFormValues(employee)), fieldOf: profileFieldOf },
  );

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label="Persoonlijke gegevens">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField label="Voornaam" isRequired autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Achternaam" isRequired autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
          <TextField label="Telefoonnummer" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
          <TextField label="Geboortedatum" type="date" autoComplete="bday" error={errors.dateOfBirth?.message} {...register('dateOfBirth')} />
          <TextField
            label="Postcode"
            autoComplete="postal-code"
            helperText="Bijvoorbeeld 1234 AB"
            error={errors.postcode?.message}
            {...register('postcode')}
          />
          <TextField label="Woonplaats" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
          <TextField
            label="LinkedIn-profiel"
            type="url"
            helperText="Bijvoorbeeld linkedin.com/in/jouw-naam"
            error={errors.linkedinUrl?.message}
            {...register('linkedinUrl')}
          />
          <TextField
            label="KvK-nummer"
            inputMode="numeric"
            maxLength={8}
            helperText="8 cijfers"
            error={errors.kvkNumber?.message}
            {...register('kvkNumber')}
          />
          <TextField
            label="Uurtarief (€, excl. btw)"
            inputMode="numeric"
            helperText={`In hele euro's, minimaal ${formatEuro(MIN_HOURLY_RATE)}`}
            error={errors.hourlyRate?.message}
            {...register('hourlyRate')}
          />
        </SimpleGrid>
        <Stack gap="3">
          <FormAlert message={submitError} autoFocus />
          <Box>
            <Button type="submit" loading={isSubmitting} loadingText="Bezig met opslaan">
              Gegevens opslaan
            </Button>
          </Box>
        </Stack>
      </Stack>
    </chakra.form>
  );
}

/** /profiel/gegevens: personal details, saved with PATCH /employees/{id}. */
export function ProfileDetailsPage() {
  return (
    <Container maxW="3xl" py={{ base: '8', lg: '12' }}>
      <ProfilePageHeader title={routes.profileDetails.title} intro="Je persoonlijke gegevens. Alleen jij en onze consultants zien ze." />
      <OwnEmployeeGate>
        {(employee) => (
          <Stack gap="8">
            <EmailChange employee={employee} />
            <DetailsForm employee={employee} />
          </Stack>
        )}
      </OwnEmployeeGate>
    </Container>
  );
}
