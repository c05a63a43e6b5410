import { useEffect, useState } from 'react';
import { WORK_MODES, WORK_MODE_LABELS, type Employee } from '@interim/shared/contract';
import { Button, CheckboxField, SelectField, SimpleGrid, Stack, Text, TextField } from '@interim/shared/ui';
import { CvUpload } from '../shared/components/cv-upload';
import { ExperienceEditor } from '../shared/components/experience-editors';
import { MIN_HOURLY_RATE } from '../shared/forms/profile-forms';
import { completionSteps, OWN_WORDS_FUNCTION_LABEL, type StepNumber } from './completion-steps';
import { StepShell } from './step-shell';
import { useStepForm } from './use-step-form';
import { formatEuro } from '@interim/shared/format';
import { useEducationLevels, usePositions, useSectors } from '@interim/shared/api';

interface StepFormProps {
  employee: Employee;
}

function Step1Form({ employee }: StepFormProps) {
  const step = completionSteps[0];
  const { form, onSubmit, submitError } = useStepForm(step, employee);
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <StepShell {...step} onSubmit={onSubmit} isSubmitting={formState.isSubmitting} submitError={submitError}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField label="Voornaam" isRequired autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Achternaam" isRequired autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <TextField label="Telefoonnummer" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField label="Geboortedatum" type="date" autoComplete="bday" error={errors.dateOfBirth?.message} {...register('dateOfBirth')} />
      </SimpleGrid>
    </StepShell>
  );
}

function Step2Form({ employee }: StepFormProps) {
  const step = completionSteps[1];
  const { form, onSubmit, submitError } = useStepForm(step, employee);
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <StepShell {...step} onSubmit={onSubmit} isSubmitting={formState.isSubmitting} submitError={submitError}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          label="Postcode"
          isRequired
          autoComplete="postal-code"
          helperText="Bijvoorbeeld 1234 AB"
          error={errors.postcode?.message}
          {...register('postcode')}
        />
        <TextField
          label="Woonplaats"
          autoComplete="address-level2"
          helperText="Leeg laten: we vullen de plaats van je postcode in."
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="Maximale reisafstand (km)"
          isRequired
          inputMode="numeric"
          error={errors.maxTravelKm?.message}
          {...register('maxTravelKm')}
        />
      </SimpleGrid>
      <CheckboxField label="Ik heb een rijbewijs (B)" {...register('hasDriversLicense')} />
    </StepShell>
  );
}

function Step3Form({ employee }: StepFormProps) {
  const step = completionSteps[2];
  const { form, onSubmit, submitError } = useStepForm(step, employee);
  const { register, formState, watch, setValue } = form;
  const { errors } = formState;
  const sector = watch('sector');
  const position = watch('position');
  const { data: sectors } = useSectors();
  const { data: positions } = usePositions(sector ? Number(sector) : null);
  return (
    <StepShell {...step} onSubmit={onSubmit} isSubmitting={formState.isSubmitting} submitError={submitError}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SelectField
          label="Sector"
          isRequired
          placeholder="Kies een sector"
          options={(sectors ?? []).map((s) => ({ value: s.id, label: s.name }))}
          error={errors.sector?.message}
          {...register('sector', { onChange: () => setValue('position', '') })}
          // Controlled: the choices arrive after the form's values.
          value={sector}
        />
        <SelectField
          label="Functie"
          isRequired
          placeholder={sector ? 'Kies een functie' : 'Kies eerst een sector'}
          disabled={!sector}
          options={(positions ?? []).map((p) => ({ value: p.id, label: p.name }))}
          error={errors.position?.message}
          {...register('position')}
          value={position}
        />
      </SimpleGrid>
      <TextField
        label={OWN_WORDS_FUNCTION_LABEL}
        helperText="Optioneel: alleen als je het preciezer wilt zeggen dan de functie hierboven, bijvoorbeeld 'Interim projectleider sociaal domein'."
        error={errors.desiredFunction?.message}
        {...register('desiredFunction')}
      />
    </StepShell>
  );
}

function Step4Form({ employee }: StepFormProps) {
  const step = completionSteps[3];
  const { form, onSubmit, submitError } = useStepForm(step, employee);
  const { register, formState, watch } = form;
  const { errors } = formState;
  const { data: levels } = useEducationLevels();
  return (
    <StepShell
      {...step}
      onSubmit={onSubmit}
      isSubmitting={formState.isSubmitting}
      submitError={submitError}
      after={
        <Stack gap="2">
          <Text color="fg.muted" fontSize="sm">
            Optioneel: voeg je belangrijkste opdrachten toe. Je kunt dit later aanvullen onder Ervaring.
          </Text>
          <ExperienceEditor employee={employee} />
        </Stack>
      }
    >
      <SelectField
        label="Hoogst afgeronde opleiding"
        isRequired
        placeholder="Kies een niveau"
        options={(levels ?? []).map((level) => ({ value: level.id, label: level.name }))}
        error={errors.educationLevel?.message}
        {...register('educationLevel')}
        value={watch('educationLevel')}
      />
    </StepShell>
  );
}

/** Step 5's way on without a CV (issue 17): saves LinkedIn, leaves the step unfinished. */
export const SKIP_CV_LABEL = 'Verder zonder cv';

function Step5Form({ employee }: StepFormProps) {
  const step = completionSteps[4];
  const { form, onSubmit, submitError, skip } = useStepForm(step, employee);
  const { register, formState, setValue, clearErrors } = form;
  const { errors } = formState;
  const hasCv = employee.cv !== null;
  useEffect(() => {
    setValue('hasCv', hasCv);
    if (hasCv) clearErrors('hasCv');
  }, [hasCv, setValue, clearErrors]);
  const [skipping, setSkipping] = useState(false);
  const onSkip = async () => {
    setSkipping(true);
    try {
      // The LinkedIn address is saved like on "Volgende"; the step stays unfinished.
      await skip(['linkedinUrl'], (values) => ({ linkedinUrl: step.schema.shape.linkedinUrl.parse(values.linkedinUrl) }));
    } finally {
      setSkipping(false);
    }
  };
  return (
    <StepShell
      {...step}
      onSubmit={onSubmit}
      isSubmitting={formState.isSubmitting}
      submitError={submitError}
      secondaryAction={
        hasCv ? null : (
          <Button type="button" variant="outline" loading={skipping} loadingText="Bezig met opslaan" onClick={() => void onSkip()}>
            {SKIP_CV_LABEL}
          </Button>
        )
      }
    >
      <CvUpload cv={employee.cv} error={errors.hasCv?.message} />
      {hasCv ? null : (
        <Text fontSize="sm" color="fg.muted">
          Nog geen cv bij de hand? Ga verder zonder cv en voeg het later toe. Tot dan is je profiel niet compleet.
        </Text>
      )}
      <TextField
        label="LinkedIn-profiel"
        type="url"
        autoComplete="url"
        helperText="Bijvoorbeeld linkedin.com/in/jouw-naam"
        error={errors.linkedinUrl?.message}
        {...register('linkedinUrl')}
      />
    </StepShell>
  );
}

function Step6Form({ employee }: StepFormProps) {
  const step = completionSteps[5];
  const { form, onSubmit, submitError } = useStepForm(step, employee);
  const { register, formState, watch } = form;
  const { errors } = formState;
  return (
    <StepShell {...step} onSubmit={onSubmit} isSubmitting={formState.isSubmitting} submitError={submitError}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField label="Beschikbaar vanaf" type="date" isRequired error={errors.availableFrom?.message} {...register('availableFrom')} />
        <TextField label="Uren per week" isRequired inputMode="numeric" error={errors.hoursPerWeek?.message} {...register('hoursPerWeek')} />
        <SelectField
          label="Werkvorm"
          isRequired
          placeholder="Kies een werkvorm"
          options={WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] }))}
          error={errors.workMode?.message}
          {...register('workMode')}
          value={watch('workMode')}
        />
        <TextField
          label="Uurtarief (€, excl. btw)"
          isRequired
          inputMode="numeric"
          helperText={`In hele euro's, minimaal ${formatEuro(MIN_HOURLY_RATE)}`}
          error={errors.hourlyRate?.message}
          {...register('hourlyRate')}
        />
        <TextField label="KvK-nummer" inputMode="numeric" maxLength={8} error={errors.kvkNumber?.message} {...register('kvkNumber')} />
      </SimpleGrid>
    </StepShell>
  );
}

const STEP_FORMS = { 1: Step1Form, 2: Step2Form, 3: Step3Form, 4: Step4Form, 5: Step5Form, 6: Step6Form } as const;

/** The form of wizard step `number`; keyed so a step change starts a fresh form. */
export function StepForm({ number, employee }: { number: StepNumber; employee: Employee }) {
  const Form = STEP_FORMS[number];
  return <Form key={number} employee={employee} />;
}
