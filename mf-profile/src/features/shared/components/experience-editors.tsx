import type { EducationItem, Employee, ExperienceItem } from '@interim/shared/contract';
import { formatDutchMonth } from '@interim/shared/format';
import { CheckboxField, SelectField, SimpleGrid, Stack, Text, TextField, TextareaField } from '@interim/shared/ui';
import {
  EducationFormSchema,
  ExperienceFormSchema,
  educationFormValues,
  experienceFormValues,
} from '../forms/profile-forms';
import { EditableList } from './editable-list';
import { useEducationLevels, useSaveEmployee } from '@interim/shared/api';

const monthYear = (date: string | null): string => (date ? formatDutchMonth(date) : '');

/** 'maart 2022 – heden'. */
export function formatPeriod(from: string | null, to: string | null): string {
  if (!from && !to) return '';
  return `${from ? monthYear(from) : '?'} – ${to ? monthYear(to) : 'heden'}`;
}

/** Work experience of the freelancer: add, edit, remove (saved with PATCH, the whole list). */
export function ExperienceEditor({ employee }: { employee: Employee }) {
  const save = useSaveEmployee();
  return (
    <EditableList
      heading="Werkervaring"
      itemName="werkervaring"
      items={employee.experience}
      emptyText="Je hebt nog geen werkervaring toegevoegd."
      itemLabel={(item: ExperienceItem) => `${item.role} bij ${item.client}`}
      summary={(item: ExperienceItem) => (
        <Stack gap="0.5">
          <Text fontWeight="semibold">
            {item.role} bij {item.client}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {formatPeriod(item.from, item.to)}
          </Text>
          {item.description ? <Text fontSize="sm">{item.description}</Text> : null}
        </Stack>
      )}
      schema={ExperienceFormSchema}
      toFormValues={experienceFormValues}
      save={(experience) => save({ experience })}
      renderFields={({ register, formState: { errors } }) => (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Functie of rol" isRequired error={errors.role?.message} {...register('role')} />
            <TextField label="Opdrachtgever of werkgever" isRequired error={errors.client?.message} {...register('client')} />
            <TextField label="Van" type="date" isRequired error={errors.from?.message} {...register('from')} />
            <TextField
              label="Tot"
              type="date"
              helperText="Leeg laten als je er nog werkt."
              error={errors.to?.message}
              {...register('to')}
            />
          </SimpleGrid>
          <TextareaField label="Omschrijving" rows={4} error={errors.description?.message} {...register('description')} />
        </Stack>
      )}
    />
  );
}

/** Education of the freelancer: add, edit, remove. */
export function EducationEditor({ employee }: { employee: Employee }) {
  const save = useSaveEmployee();
  const { data: levels } = useEducationLevels();
  const levelName = (id: number | null) => levels?.find((level) => level.id === id)?.name;
  return (
    <EditableList
      heading="Opleidingen"
      itemName="opleiding"
      items={employee.education}
      emptyText="Je hebt nog geen opleiding toegevoegd."
      itemLabel={(item: EducationItem) => `${item.study} aan ${item.institution}`}
      summary={(item: EducationItem) => (
        <Stack gap="0.5">
          <Text fontWeight="semibold">
            {item.study} aan {item.institution}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {[levelName(item.educationLevel), formatPeriod(item.from, item.to), item.completed ? 'Diploma behaald' : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      )}
      schema={EducationFormSchema}
      toFormValues={educationFormValues}
      save={(education) => save({ education })}
      renderFields={({ register, formState: { errors } }) => (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Opleiding" isRequired error={errors.study?.message} {...register('study')} />
            <TextField label="School of instelling" isRequired error={errors.institution?.message} {...register('institution')} />
            <SelectField
              label="Niveau"
              placeholder="Kies een niveau"
              options={(levels ?? []).map((level) => ({ value: level.id, label: level.name }))}
              error={errors.educationLevel?.message}
              {...register('educationLevel')}
            />
            <TextField label="Van" type="date" error={errors.from?.message} {...register('from')} />
            <TextField label="Tot" type="date" error={errors.to?.message} {...register('to')} />
          </SimpleGrid>
          <CheckboxField label="Diploma behaald" {...register('completed')} />
        </Stack>
      )}
    />
  );
}
