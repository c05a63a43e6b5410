import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useEducationLevels, usePlaceSuggestions, usePositions, useSectors } from '@interim/shared/api/reference-data';
import type { StaffVacancy, VacancyInput } from '@interim/shared/contract';
import { WORK_MODE_OPTIONS } from '@interim/shared/contract/labels';
import { useApiForm } from '@interim/shared/forms';
import {
  Box,
  Button,
  CheckboxField,
  FormAlert,
  HStack,
  SelectField,
  SimpleGrid,
  Stack,
  TextField,
  TextareaField,
  chakra,
} from '@interim/shared/ui';
import { previewVacancy } from '../preview-vacancy';
import {
  VACANCY_FORM_FIELDS,
  VacancyFormSchema,
  vacancyFieldOf,
  vacancyResolver,
  type VacancyFormValues,
} from '../vacancy-form-schema';
import { VacancyPreview } from './vacancy-preview';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} minW="0">
      <chakra.legend fontWeight="semibold" fontSize="lg" px="2">
        {legend}
      </chakra.legend>
      <Stack gap="5">{children}</Stack>
    </chakra.fieldset>
  );
}

/** Props of {@link VacancyForm}. */
export interface VacancyFormProps {
  defaultValues: VacancyFormValues;
  /** The stored opdracht (editing); absent for a new one. */
  stored?: StaffVacancy;
  /** Label of the submit button. */
  submitLabel: string;
  /**
   * Sends the checked body and answers the form's values as saved (the form
   * starts over from them: nothing unsaved), or undefined to keep the form
   * as it is; rejects with the API's error (its field errors land on the fields).
   */
  onSubmit: (body: VacancyInput) => Promise<VacancyFormValues | undefined>;
  /** Told whether the form holds unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Shown above the fields (e.g. the client request it is made from). */
  intro?: ReactNode;
}

/**
 * Every field of an opdracht (the contract's {@link VacancyInputSchema}),
 * checked by the contract's own rules with Dutch messages; the API's field
 * errors land on their fields. "Voorbeeld" shows the opdracht as
 * freelancers would see it with the values as they are now, saved or not.
 */
export function VacancyForm({ defaultValues, stored, submitLabel, onSubmit, onDirtyChange, intro }: VacancyFormProps) {
  const form = useApiForm<VacancyFormValues, VacancyInput>({ resolver: vacancyResolver, defaultValues });
  const {
    register,
    watch,
    setValue,
    getValues,
    trigger,
    reset,
    submitError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const sectors = useSectors();
  const educationLevels = useEducationLevels();
  const sectorId = Number(watch('sectorId')) || null;
  const positions = usePositions(sectorId);
  // Issue 32: a known postcode fills an empty "Plaats" (the API places the opdracht by postcode, else by place, else refuses it).
  const postcodeText = (watch('postcode') ?? '').trim();
  const postcodeArea = usePlaceSuggestions(/^[1-9][0-9]{3}\b/.test(postcodeText) ? postcodeText.slice(0, 4) : '').data?.find((place) => place.postcode);
  useEffect(() => {
    if (postcodeArea && !(getValues('city') ?? '').trim()) setValue('city', postcodeArea.name, { shouldDirty: true, shouldValidate: true });
  }, [postcodeArea, getValues, setValue]);
  const [preview, setPreview] = useState<ReturnType<typeof previewVacancy> | null>(null);
  const [previewError, setPreviewError] = useState<string | undefined>();
  const previewButton = useRef<HTMLButtonElement>(null);

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  // A select's options arrive after its value was set: set it again, so the
  // browser shows the chosen option instead of the placeholder.
  useEffect(() => {
    if (sectors.data) setValue('sectorId', getValues('sectorId'));
  }, [sectors.data, getValues, setValue]);
  useEffect(() => {
    if (positions.data) setValue('positionId', getValues('positionId'));
  }, [positions.data, getValues, setValue]);
  useEffect(() => {
    if (educationLevels.data) setValue('educationLevelId', getValues('educationLevelId'));
  }, [educationLevels.data, getValues, setValue]);

  const submit = form.submitWith(
    async (body) => {
      const saved = await onSubmit(body);
      if (saved) reset(saved);
    },
    { fields: VACANCY_FORM_FIELDS, fieldOf: vacancyFieldOf },
  );

  const showPreview = async () => {
    setPreviewError(undefined);
    const valid = await trigger(undefined, { shouldFocus: true });
    const parsed = VacancyFormSchema.safeParse(getValues());
    if (!valid || !parsed.success) {
      setPreviewError('Vul eerst de gemarkeerde velden in; dan kun je het voorbeeld bekijken.');
      return;
    }
    setPreview(
      previewVacancy(parsed.data, { sectors: sectors.data ?? [], positions: positions.data ?? [], educationLevels: educationLevels.data ?? [] }, stored),
    );
  };

  const closePreview = () => {
    setPreview(null);
    // Back where the user asked for the preview.
    requestAnimationFrame(() => previewButton.current?.focus());
  };

  return (
    <Stack gap="6">
      {preview ? (
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <chakra.h2 fontSize="xl" fontWeight="semibold">
              Voorbeeld: zo zien zzp&apos;ers deze opdracht
            </chakra.h2>
            <Button variant="outline" onClick={closePreview} autoFocus>
              Terug naar het formulier
            </Button>
          </HStack>
          <VacancyPreview vacancy={preview} />
        </Stack>
      ) : null}
      <chakra.form noValidate onSubmit={submit} aria-label="Opdracht" hidden={preview !== null}>
        <Stack gap="6">
          {intro}
          <Group legend="Opdracht">
            <TextField label="Titel" isRequired error={errors.title?.message} {...register('title')} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <SelectField
                label="Sector"
                isRequired
                placeholder={sectors.data ? 'Kies een sector' : 'Sectoren laden…'}
                options={(sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }))}
                error={errors.sectorId?.message}
                {...register('sectorId', {
                  // Positions belong to a sector: another sector empties the choice.
                  onChange: () => setValue('positionId', '', { shouldDirty: true }),
                })}
              />
              <SelectField
                label="Functie"
                isRequired
                placeholder={sectorId ? 'Kies een functie' : 'Kies eerst een sector'}
                disabled={!sectorId}
                options={(positions.data ?? []).map((position) => ({ value: String(position.id), label: position.name }))}
                error={errors.positionId?.message}
                {...register('positionId')}
              />
            </SimpleGrid>
            <TextareaField
              label="Omschrijving"
              isRequired
              rows={10}
              helperText="Zzp'ers zien deze tekst zoals je hem typt: regels en witregels blijven staan, opmaak of HTML wordt niet uitgevoerd."
              error={errors.description?.message}
              {...register('description')}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextareaField label="Eisen" rows={5} helperText="Eén eis per regel." error={errors.requirements?.message} {...register('requirements')} />
              <TextareaField label="Wensen" rows={5} helperText="Eén wens per regel." error={errors.wishes?.message} {...register('wishes')} />
            </SimpleGrid>
          </Group>
          <Group legend="Opdrachtgever">
            <TextField
              label="Naam opdrachtgever"
              helperText="Ook bij een anonieme opdracht bewaard; alleen medewerkers zien hem dan."
              error={errors.clientName?.message}
              {...register('clientName')}
            />
            <CheckboxField label="Anoniem tonen aan zzp'ers" error={errors.isAnonymous?.message} {...register('isAnonymous')} />
          </Group>
          <Group legend="Locatie">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              <TextField label="Postcode" isRequired helperText="Bijvoorbeeld 1234 AB" error={errors.postcode?.message} {...register('postcode')} />
              <TextField label="Plaats" isRequired error={errors.city?.message} {...register('city')} />
              <SelectField
                label="Werkvorm"
                isRequired
                placeholder="Kies een werkvorm"
                options={WORK_MODE_OPTIONS}
                error={errors.workMode?.message}
                {...register('workMode')}
              />
            </SimpleGrid>
          </Group>
          <Group legend="Uren en tarief">
            <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="5">
              <TextField label="Uren per week, minimaal" isRequired type="number" inputMode="numeric" min={0} max={80} error={errors.hoursPerWeekMin?.message} {...register('hoursPerWeekMin')} />
              <TextField label="Uren per week, maximaal" isRequired type="number" inputMode="numeric" min={1} max={80} error={errors.hoursPerWeekMax?.message} {...register('hoursPerWeekMax')} />
              <TextField label="Uurtarief minimaal (€, excl. btw)" isRequired type="number" inputMode="numeric" min={0} max={1000} error={errors.hourlyRateMin?.message} {...register('hourlyRateMin')} />
              <TextField label="Uurtarief maximaal (€, excl. btw)" isRequired type="number" inputMode="numeric" min={0} max={1000} error={errors.hourlyRateMax?.message} {...register('hourlyRateMax')} />
            </SimpleGrid>
          </Group>
          <Group legend="Planning">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              <TextField label="Startdatum" type="date" helperText="Leeg laten: in overleg" error={errors.startDate?.message} {...register('startDate')} />
              <TextField label="Duur" helperText="Bijvoorbeeld 6 maanden" error={errors.duration?.message} {...register('duration')} />
              <TextField label="Sluitingsdatum" isRequired type="date" helperText="Laatste dag om te reageren" error={errors.closingDate?.message} {...register('closingDate')} />
            </SimpleGrid>
          </Group>
          <Group legend="Voorwaarden">
            <CheckboxField label="Zzp mogelijk" error={errors.zzpAllowed?.message} {...register('zzpAllowed')} />
            <CheckboxField label="Rijbewijs vereist" error={errors.driversLicenseRequired?.message} {...register('driversLicenseRequired')} />
            <Box maxW="sm">
              <SelectField
                label="Opleidingsniveau"
                placeholder="Niet vereist"
                options={(educationLevels.data ?? []).map((level) => ({ value: String(level.id), label: level.name }))}
                error={errors.educationLevelId?.message}
                {...register('educationLevelId')}
              />
            </Box>
          </Group>
          <FormAlert message={submitError ?? previewError} autoFocus />
          <HStack gap="3" wrap="wrap">
            <Button type="submit" loading={isSubmitting} loadingText="Bezig met opslaan">
              {submitLabel}
            </Button>
            <Button ref={previewButton} type="button" variant="outline" onClick={() => void showPreview()}>
              Voorbeeld bekijken
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
