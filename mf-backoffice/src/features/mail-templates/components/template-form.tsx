import { useEffect, useId, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyApiErrors } from '@interim/shared/forms';
import {
  MAX_STATUS_MAIL_BODY_LENGTH,
  MAX_STATUS_MAIL_SUBJECT_LENGTH,
  STATUS_MAIL_KIND_LABELS,
  type StatusMailTemplate,
  type StatusMailTemplateInput,
  StatusMailTemplateInputSchema,
} from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { Box, Button, FormAlert, Heading, Stack, Text, TextField, TextareaField, chakra, notify } from '@interim/shared/ui';

/** Props of {@link TemplateForm}. */
export interface TemplateFormProps {
  template: StatusMailTemplate;
  /** Stores the text; an API error shows on the form. */
  onSave: (input: StatusMailTemplateInput) => Promise<void>;
}

const FIELDS = ['subject', 'body'] as const;

/** One status mail template: subject and text, saved on its own. */
export function TemplateForm({ template, onSave }: TemplateFormProps) {
  const headingId = useId();
  const label = STATUS_MAIL_KIND_LABELS[template.kind];
  const { register, handleSubmit, reset, setError, formState: { errors, isDirty } } = useForm<z.input<typeof StatusMailTemplateInputSchema>, unknown, StatusMailTemplateInput>({
    resolver: zodResolver(StatusMailTemplateInputSchema),
    defaultValues: { subject: template.subject, body: template.body },
  });
  const [submitError, setSubmitError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => reset({ subject: template.subject, body: template.body }), [template.subject, template.body, reset]);

  const submit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    setSaving(true);
    try {
      await onSave(values);
      notify({ type: 'success', description: `Sjabloon "${label}" opgeslagen.` });
    } catch (error) {
      setSubmitError(applyApiErrors(error, FIELDS, setError));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="5">
      <Heading as="h2" size="md" id={headingId}>
        {label}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {template.updatedAt
          ? `Laatst aangepast op ${formatDutchDateTime(template.updatedAt)}${template.updatedBy ? ` door ${template.updatedBy.name}` : ''}.`
          : 'Standaardtekst.'}
      </Text>
      <chakra.form noValidate aria-label={`Sjabloon ${label}`} onSubmit={(event: FormEvent) => void submit(event)}>
        <Stack gap="3">
          <FormAlert message={submitError} />
          <TextField label="Onderwerp" isRequired maxLength={MAX_STATUS_MAIL_SUBJECT_LENGTH} error={errors.subject?.message} {...register('subject')} />
          <TextareaField label="Tekst" isRequired rows={9} maxLength={MAX_STATUS_MAIL_BODY_LENGTH} error={errors.body?.message} {...register('body')} />
          <Box>
            <Button type="submit" loading={saving} loadingText="Bezig met opslaan" disabled={!isDirty}>
              Opslaan
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Box>
  );
}
