import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { routes } from '@interim/shared/config';
import { useApiForm } from '@interim/shared/forms';
import { WORK_MODES, WORK_MODE_LABELS, type Employee } from '@interim/shared/contract';
import { Box, Button, CheckboxField, Container, FormAlert, SelectField, SimpleGrid, Stack, TextField, chakra, notify } from '@interim/shared/ui';
import { OwnEmployeeGate } from '../features/profile/components/own-employee-gate';
import { ProfilePageHeader } from '../features/profile/components/page-header';
import { OWN_WORDS_FUNCTION_LABEL } from '../features/completion/completion-steps';
import { profileFieldOf } from '../features/shared/components/save-errors';
import { PreferencesFormSchema, preferencesFormValues, type PreferencesFormValues } from '../features/shared/forms/profile-forms';
import { useEducationLevels, usePositions, useSaveEmployee, useSectors } from '@interim/shared/api';

/** Toast after saving the preferences. */
export const PREFERENCES_SAVED_MESSAGE = 'Je voorkeuren zijn opgeslagen.';

function PreferencesForm({ employee }: { employee: Employee }) {
  const save = useSaveEmployee();
  const form = useApiForm<PreferencesFormValues, z.output<typeof PreferencesFormSchema>>({
    resolver: zodResolver(PreferencesFormSchema),
    defaultValues: preferencesFormValues(employee),
  });
  const { register, setValue, watch, reset, submitError, formState: { errors, isSubmitting } } = form;
  const sector = watch('sector');
  const { data: sectors } = useSectors();
  const { data: positions } = usePositions(sector ? Number(sector) : null);
  const { data: levels } = useEducationLevels();

  const onSubmit = form.submitWith(
    async (preferences) => {
      const saved = await save({ preferences });
      reset(preferencesFormValues(saved));
      notify({ type: 'success', description: PREFERENCES_SAVED_MESSAGE });
    },
    { fields: Object.keys(preferencesFormValues(employee)), fieldOf: profileFieldOf },
  );

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label="Voorkeuren">
      <Stack gap="5">
        <FormAlert message={submitError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SelectField
            label="Sector"
            placeholder="Geen voorkeur"
            options={(sectors ?? []).map((s) => ({ value: s.id, label: s.name }))}
            error={errors.sector?.message}
            {...register('sector', { onChange: () => setValue('position', '') })}
            value={sector}
          />
          <SelectField
            label="Functie"
            placeholder={sector ? 'Geen voorkeur' : 'Kies eerst een sector'}
            disabled={!sector}
            options={(positions ?? []).map((p) => ({ value: p.id, label: p.name }))}
            error={errors.position?.message}
            {...register('position')}
            value={watch('position')}
          />
          <TextField
            label={OWN_WORDS_FUNCTION_LABEL}
            helperText="Optioneel, als je het preciezer wilt zeggen dan de functie."
            error={errors.desiredFunction?.message}
            {...register('desiredFunction')}
          />
          <SelectField
            label="Opleidingsniveau"
            placeholder="Kies een niveau"
            options={(levels ?? []).map((level) => ({ value: level.id, label: level.name }))}
            error={errors.educationLevel?.message}
            {...register('educationLevel')}
            value={watch('educationLevel')}
          />
          <TextField label="Uren per week" inputMode="numeric" error={errors.hoursPerWeek?.message} {...register('hoursPerWeek')} />
          <TextField
            label="Maximale reisafstand (km)"
            inputMode="numeric"
            error={errors.maxTravelKm?.message}
            {...register('maxTravelKm')}
          />
          <SelectField
            label="Werkvorm"
            placeholder="Geen voorkeur"
            options={WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] }))}
            error={errors.workMode?.message}
            {...register('workMode')}
            value={watch('workMode')}
          />
          <TextField label="Beschikbaar vanaf" type="date" error={errors.availableFrom?.message} {...register('availableFrom')} />
        </SimpleGrid>
        <CheckboxField label="Ik heb een rijbewijs (B)" {...register('hasDriversLicense')} />
        <Box>
          <Button type="submit" loading={isSubmitting} loadingText="Bezig met opslaan">
            Voorkeuren opslaan
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** /profiel/voorkeuren: what the freelancer looks for; used for the dashboard's recommendations. */
export function ProfilePreferencesPage() {
  return (
    <Container maxW="3xl" py={{ base: '8', lg: '12' }}>
      <ProfilePageHeader
        title={routes.profilePreferences.title}
        intro="Vertel ons wat voor opdracht je zoekt. We gebruiken je voorkeuren voor de opdrachten die we je aanraden."
      />
      <OwnEmployeeGate>{(employee) => <PreferencesForm employee={employee} />}</OwnEmployeeGate>
    </Container>
  );
}
