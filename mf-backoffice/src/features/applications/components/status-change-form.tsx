import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyApiErrors, useApiForm } from '@interim/shared/forms';
import { APPLICATION_STATUS_LABELS, MAX_STATUS_REASON_LENGTH, PatchApplicationRequestDtoSchema, type ApplicationStatus, type PatchApplicationRequestDto } from '@interim/shared/contract';
import { Box, Button, FormAlert, HStack, SelectField, Stack, Text, TextareaField, chakra } from '@interim/shared/ui';
import { type StatusMailChoice, StatusMailFields } from './status-mail-fields';

type StatusFormValues = z.input<typeof PatchApplicationRequestDtoSchema>;

const FIELDS = ['status', 'reason'] as const;

/** Props of {@link StatusChangeForm}. */
export interface StatusChangeFormProps {
  /** The statuses that may be chosen (from the contract's transition table). */
  options: readonly ApplicationStatus[];
  /** Names the form for assistive technology. */
  label: string;
  /** Label of the submit button. */
  submitLabel: string;
  /** The question asked before sending, for the chosen values. */
  confirmation: (values: PatchApplicationRequestDto) => string;
  /** Sends the change; a rejection (an API error) shows on the form. */
  onSend: (values: PatchApplicationRequestDto) => Promise<void>;
  /** Field errors of the API on other paths (the bulk change's `ids.<n>`) are the caller's: it is told here. */
  onError?: (error: unknown) => void;
  /** The status chosen at the start (the board's move: the column it was dropped on). */
  defaultStatus?: ApplicationStatus;
  /** One reactie's form: its template mail is shown, editable, with a choice to send it (ADR 0020). */
  applicationId?: number;
}

/**
 * Choose the next status (and the reason of a rejection, required, or a
 * note for the candidate), check, confirm, send. Validated with the
 * contract's schema; the API's field errors land on their fields.
 */
export function StatusChangeForm({ options, label, submitLabel, confirmation, onSend, onError, defaultStatus, applicationId }: StatusChangeFormProps) {
  const form = useApiForm<StatusFormValues, PatchApplicationRequestDto>({
    resolver: zodResolver(PatchApplicationRequestDtoSchema),
    defaultValues: defaultStatus ? { status: defaultStatus, reason: '' } : { reason: '' },
  });
  const { register, watch, reset, setError, setSubmitError, submitError, formState: { errors } } = form;
  const [pending, setPending] = useState<PatchApplicationRequestDto | undefined>();
  const [sending, setSending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const rejecting = watch('status') === 'rejected';
  const [mailChoice, setMailChoice] = useState<StatusMailChoice>();
  const onMailChange = useCallback((choice: StatusMailChoice | undefined) => setMailChoice(choice), []);

  useEffect(() => {
    if (pending) confirmRef.current?.focus();
  }, [pending]);

  const onSubmit = form.handleSubmit((values) => {
    setSubmitError(undefined);
    const change: PatchApplicationRequestDto = values.reason ? { status: values.status, reason: values.reason } : { status: values.status };
    if (applicationId !== undefined && mailChoice) {
      if (mailChoice.send && (!mailChoice.mail.subject.trim() || !mailChoice.mail.body.trim())) {
        setSubmitError('Vul het onderwerp en de tekst van de e-mail in, of kies om geen e-mail te sturen.');
        return;
      }
      change.mail = mailChoice.send ? mailChoice.mail : null;
    }
    setPending(change);
  });

  const cancel = () => {
    setPending(undefined);
    // The keyboard user goes on where they were.
    setTimeout(() => submitRef.current?.focus());
  };

  const confirm = async () => {
    if (!pending) return;
    setSending(true);
    try {
      await onSend(pending);
      reset({ reason: '' });
      setPending(undefined);
    } catch (error) {
      setPending(undefined);
      setSubmitError(applyApiErrors(error, FIELDS, setError));
      onError?.(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <chakra.form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={label}>
      <Stack gap="4">
        <FormAlert message={submitError} />
        <SelectField label="Nieuwe status" isRequired error={errors.status?.message} disabled={Boolean(pending)} {...register('status', { setValueAs: (value: string) => value || undefined })}>
          <option value="">Kies een status</option>
          {options.map((status) => (
            <option key={status} value={status}>
              {APPLICATION_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label={rejecting ? 'Reden van afwijzing' : 'Toelichting voor de kandidaat (optioneel)'}
          helperText={rejecting ? 'De kandidaat ziet deze reden in de e-mail en bij Mijn reacties.' : undefined}
          isRequired={rejecting}
          rows={3}
          maxLength={MAX_STATUS_REASON_LENGTH}
          disabled={Boolean(pending)}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {applicationId !== undefined ? (
          <StatusMailFields applicationId={applicationId} status={watch('status')} reason={watch('reason') ?? ''} disabled={Boolean(pending)} onChange={onMailChange} />
        ) : null}
        {pending ? (
          <Stack gap="2" role="group" aria-labelledby={questionId} borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
            <Text id={questionId} fontWeight="medium">
              {confirmation(pending)}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button ref={confirmRef} colorPalette={pending.status === 'rejected' ? 'red' : undefined} loading={sending} loadingText="Bezig met opslaan" onClick={() => void confirm()}>
                {pending.status === 'rejected' ? 'Ja, afwijzen' : `Ja, zet op ${APPLICATION_STATUS_LABELS[pending.status]}`}
              </Button>
              <Button variant="ghost" disabled={sending} onClick={cancel}>
                Annuleren
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Box>
            <Button ref={submitRef} type="submit">
              {submitLabel}
            </Button>
          </Box>
        )}
      </Stack>
    </chakra.form>
  );
}
