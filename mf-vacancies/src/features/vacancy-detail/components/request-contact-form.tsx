import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useApiForm } from '@interim/shared/forms';
import {
  PREFERRED_CONTACT_TIMES,
  PREFERRED_CONTACT_TIME_LABELS,
  RequestContactEmployeeRequestDtoSchema,
  type RequestContactEmployeeRequestDto,
} from '@interim/shared/contract';
import { Box, Button, FormAlert, Heading, SelectField, Stack, Text, TextareaField, TextField, chakra, notify } from '@interim/shared/ui';
import { requestContact } from '@interim/shared/api';

type FormValues = z.input<typeof RequestContactEmployeeRequestDtoSchema>;

const FIELDS = ['message', 'phone', 'preferredTime'] as const;

/** Props of {@link RequestContactForm}. */
export interface RequestContactFormProps {
  vacancyId: number;
  vacancyTitle: string;
  /** Filled in from the profile. */
  defaultPhone?: string | null;
}

/** "Neem contact met mij op": the logged-in freelancer asks to be called back about this vacancy. */
export function RequestContactForm({ vacancyId, vacancyTitle, defaultPhone }: RequestContactFormProps) {
  const [sent, setSent] = useState(false);
  const form = useApiForm<FormValues, RequestContactEmployeeRequestDto>({
    resolver: zodResolver(RequestContactEmployeeRequestDtoSchema),
    defaultValues: {
      vacancyId,
      message: `Ik heb een vraag over de opdracht "${vacancyTitle}".`,
      phone: defaultPhone ?? '',
      preferredTime: 'anytime',
    },
  });
  const { register, submitError, formState: { errors, isSubmitting } } = form;
  const onSubmit = form.submitWith(
    async (values) => {
      await requestContact({ ...values, vacancyId });
      setSent(true);
      notify({ type: 'success', description: 'We nemen zo snel mogelijk contact met je op.' });
    },
    { fields: FIELDS },
  );

  if (sent) {
    return (
      <Box role="status">
        <Heading as="h3" size="md" mb="2">
          Verzoek verstuurd
        </Heading>
        <Text>Bedankt! Een van onze consultants belt je zo snel mogelijk over deze opdracht.</Text>
      </Box>
    );
  }

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label="Neem contact met mij op">
      <Stack gap="4">
        <FormAlert message={submitError} />
        <TextareaField label="Je vraag" isRequired rows={3} error={errors.message?.message} {...register('message')} />
        <TextField label="Telefoonnummer" isRequired type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <SelectField
          label="Wanneer kunnen we je het beste bellen?"
          options={PREFERRED_CONTACT_TIMES.map((time) => ({ value: time, label: PREFERRED_CONTACT_TIME_LABELS[time] }))}
          error={errors.preferredTime?.message}
          {...register('preferredTime')}
        />
        <Box>
          <Button type="submit" variant="outline" loading={isSubmitting} loadingText="Bezig met versturen">
            Neem contact met mij op
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
