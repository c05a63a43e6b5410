import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SimpleGrid, TextareaField, TextField } from '@interim/shared/ui';
import { dutchToday } from '@interim/shared/format';
import type { ApplicationFieldsInput } from '../apply-form-schema';

/** Props of {@link ApplicationFields}. */
export interface ApplicationFieldsProps {
  // Any form that contains the application fields.
  register: UseFormRegister<ApplicationFieldsInput>;
  errors: FieldErrors<ApplicationFieldsInput>;
}

/** Motivation, offered hourly rate, available from and hours per week: the fields every application has. */
export function ApplicationFields({ register, errors }: ApplicationFieldsProps) {
  return (
    <>
      <TextareaField
        label="Motivatie (optioneel)"
        rows={6}
        helperText="Geen sollicitatiebrief nodig. Wil je kwijt waarom deze opdracht bij je past? Dat kan hier."
        error={errors.motivation?.message}
        {...register('motivation')}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <TextField
          label="Uurtarief (excl. btw)"
          isRequired
          inputMode="numeric"
          helperText="In hele euro's, bijvoorbeeld 65"
          error={errors.offeredHourlyRate?.message}
          {...register('offeredHourlyRate')}
        />
        <TextField
          label="Beschikbaar vanaf"
          isRequired
          type="date"
          min={dutchToday()}
          error={errors.availableFrom?.message}
          {...register('availableFrom')}
        />
        <TextField
          label="Uren per week"
          isRequired
          inputMode="numeric"
          error={errors.hoursPerWeek?.message}
          {...register('hoursPerWeek')}
        />
      </SimpleGrid>
    </>
  );
}
