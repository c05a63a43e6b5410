import { useEffect, useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { handleGdprRequest } from '@interim/shared/api/backoffice-privacy';
import { applyApiErrors, useApiForm } from '@interim/shared/forms';
import {
  GDPR_REQUEST_STATUS_LABELS,
  MAX_GDPR_RESOLUTION_LENGTH,
  PatchGdprRequestRequestDtoSchema,
  type GdprStaffRequest,
  type PatchGdprRequestRequestDto,
} from '@interim/shared/contract';
import { Box, Button, CheckboxField, FormAlert, HStack, SelectField, Stack, Text, TextareaField, chakra, notify } from '@interim/shared/ui';

type HandlingValues = z.input<typeof PatchGdprRequestRequestDtoSchema>;
type HandlingStatus = PatchGdprRequestRequestDto['status'];

const FIELDS = ['status', 'resolution', 'attachExport'] as const;

/** The next statuses staff can give a request; closed ones are final. */
function nextStatuses(request: GdprStaffRequest): HandlingStatus[] {
  if (request.status === 'received') return ['in_progress', 'completed', 'rejected'];
  if (request.status === 'in_progress') return ['completed', 'rejected'];
  return [];
}

/** Props of {@link GdprHandlingForm}. */
export interface GdprHandlingFormProps {
  request: GdprStaffRequest;
  /** After a handling was saved (refreshes the queue and the history). */
  onHandled: () => Promise<unknown>;
}

/**
 * Handling a privacy request: take it in hand, or close it (afgerond or
 * afgewezen) with a note on what was done or why not, required for closing
 * (the contract's Dutch messages). Closing is final, so it is confirmed
 * first. The API records who and when. Completing an inzage request can
 * attach the overview of the person's data (issue 30 item 8): the same
 * export file the person can make themselves, downloaded from their
 * privacy page.
 */
export function GdprHandlingForm({ request, onHandled }: GdprHandlingFormProps) {
  const options = nextStatuses(request);
  const form = useApiForm<HandlingValues, PatchGdprRequestRequestDto>({
    resolver: zodResolver(PatchGdprRequestRequestDtoSchema),
    defaultValues: { resolution: request.resolution ?? '', attachExport: request.type === 'request-personal-data' },
    // The overview's checkbox shows only for completing an inzage request: hidden, it sends nothing.
    shouldUnregister: true,
  });
  const { register, watch, reset, setError, setSubmitError, submitError, formState: { errors } } = form;
  const [pending, setPending] = useState<PatchGdprRequestRequestDto | undefined>();
  const [sending, setSending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const status = watch('status');
  const closing = status === 'completed' || status === 'rejected';
  const canAttach = request.type === 'request-personal-data' && status === 'completed';

  useEffect(() => {
    if (pending) confirmRef.current?.focus();
  }, [pending]);

  const send = async (values: PatchGdprRequestRequestDto) => {
    setSending(true);
    try {
      // The overview goes only with completing an inzage request.
      const attach = values.attachExport === true && values.status === 'completed' && request.type === 'request-personal-data';
      await handleGdprRequest(request.id, { status: values.status, ...(values.resolution ? { resolution: values.resolution } : {}), ...(attach ? { attachExport: true } : {}) });
      notify({ type: 'success', description: `Verzoek van ${request.employee.name}: ${GDPR_REQUEST_STATUS_LABELS[values.status]}.` });
      setPending(undefined);
      reset({ resolution: values.resolution ?? '', attachExport: values.attachExport });
      await onHandled();
    } catch (error) {
      setPending(undefined);
      setSubmitError(applyApiErrors(error, FIELDS, setError));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    setSubmitError(undefined);
    if (values.status === 'in_progress') void send(values);
    else setPending(values);
  });

  if (options.length === 0) return null;

  return (
    <chakra.form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={`Verzoek van ${request.employee.name} afhandelen`}>
      <Stack gap="4">
        <FormAlert message={submitError} />
        <SelectField label="Nieuwe status" isRequired error={errors.status?.message} disabled={Boolean(pending)} {...register('status', { setValueAs: (value: string) => value || undefined })}>
          <option value="">Kies een status</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {GDPR_REQUEST_STATUS_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label={status === 'rejected' ? 'Reden van afwijzing' : 'Wat is er gedaan?'}
          helperText="Bij afronden of afwijzen krijgt de aanvrager deze tekst per e-mail: schrijf hem aan de aanvrager."
          isRequired={closing}
          rows={3}
          maxLength={MAX_GDPR_RESOLUTION_LENGTH}
          disabled={Boolean(pending)}
          error={errors.resolution?.message}
          {...register('resolution')}
        />
        {canAttach ? (
          <CheckboxField
            label="Overzicht van de persoonsgegevens meesturen"
            helperText="De aanvrager downloadt het overzicht (JSON) op de privacypagina; de e-mail wijst de weg."
            disabled={Boolean(pending)}
            error={errors.attachExport?.message}
            {...register('attachExport')}
          />
        ) : null}
        {pending ? (
          <Stack gap="2" role="group" aria-labelledby={questionId} borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
            <Text id={questionId} fontWeight="medium">
              Het verzoek van {request.employee.name} {pending.status === 'rejected' ? 'afwijzen' : 'afronden'}? Dit is definitief; de aanvrager krijgt een e-mail
              met je toelichting en ziet de nieuwe status met de datum op de privacypagina.
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button ref={confirmRef} colorPalette={pending.status === 'rejected' ? 'red' : undefined} loading={sending} loadingText="Bezig met opslaan" onClick={() => void send(pending)}>
                {pending.status === 'rejected' ? 'Ja, afwijzen' : 'Ja, afronden'}
              </Button>
              <Button
                variant="ghost"
                disabled={sending}
                onClick={() => {
                  setPending(undefined);
                  setTimeout(() => submitRef.current?.focus());
                }}
              >
                Annuleren
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Box>
            <Button ref={submitRef} type="submit" loading={sending} loadingText="Bezig met opslaan">
              Opslaan
            </Button>
          </Box>
        )}
      </Stack>
    </chakra.form>
  );
}
