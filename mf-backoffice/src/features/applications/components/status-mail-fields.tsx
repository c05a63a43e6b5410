import { useEffect, useId, useState } from 'react';
import { useStatusMailDraft } from '@interim/shared/api/follow-up';
import {
  type ApplicationStatus,
  fillStatusMailText,
  MAX_STATUS_MAIL_BODY_LENGTH,
  MAX_STATUS_MAIL_SUBJECT_LENGTH,
  type StatusMail,
} from '@interim/shared/contract';
import { Box, CheckboxField, Stack, Text, TextField, TextareaField, chakra } from '@interim/shared/ui';

/** What staff chose for the mail: send it (with this text) or not. */
export interface StatusMailChoice {
  send: boolean;
  mail: StatusMail;
}

/** Props of {@link StatusMailFields}. */
export interface StatusMailFieldsProps {
  applicationId: number;
  /** The chosen new status; nothing is shown before one is chosen. */
  status: ApplicationStatus | undefined;
  /** The reason typed in the form: it fills `{reden}` until staff edit the text. */
  reason: string;
  disabled: boolean;
  /** Told of every change; undefined while there is no template mail (none for the status, or not loaded). */
  onChange: (choice: StatusMailChoice | undefined) => void;
}

/**
 * The mail the candidate gets with a status change (issue 30 item 5, ADR
 * 0020): the status's template, filled in for this reactie by the API,
 * shown prefilled and editable (subject and text), with a choice to send it
 * or not. The greeting and the consultant's signature are added by the API
 * and shown here as they will appear.
 */
export function StatusMailFields({ applicationId, status, reason, disabled, onChange }: StatusMailFieldsProps) {
  const legendId = useId();
  const { data: draft, error, isLoading } = useStatusMailDraft(applicationId, status ?? null);
  const [send, setSend] = useState(true);
  const [subject, setSubject] = useState<string>();
  const [body, setBody] = useState<string>();

  // Another status, another template: start again from its text.
  useEffect(() => {
    setSubject(undefined);
    setBody(undefined);
    setSend(true);
  }, [draft]);

  const shownSubject = subject ?? draft?.subject ?? '';
  const shownBody = body ?? (draft ? fillStatusMailText(draft.body, reason.trim() ? { '{reden}': reason.trim() } : {}, { appendReason: true }) : '');

  useEffect(() => {
    onChange(draft ? { send, mail: { subject: shownSubject, body: shownBody } } : undefined);
  }, [draft, send, shownSubject, shownBody, onChange]);

  if (!status) return null;
  if (isLoading) return <Text color="fg.muted">E-mail voorbereiden…</Text>;
  if (error || !draft) {
    return (
      <Text color="fg.muted">
        {error?.status === 404 ? 'Voor deze status is er geen mailsjabloon: de kandidaat krijgt de standaardmelding.' : 'De e-mail kon niet worden voorbereid: de kandidaat krijgt de standaardtekst van het sjabloon.'}
      </Text>
    );
  }
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="l2" p="4" aria-labelledby={legendId}>
      <chakra.legend id={legendId} fontWeight="semibold" px="1">
        E-mail aan de kandidaat
      </chakra.legend>
      <Stack gap="3">
        <CheckboxField label="E-mail versturen" checked={send} disabled={disabled} onChange={(event) => setSend(event.currentTarget.checked)} />
        {send ? (
          <>
            <Text fontSize="sm">Aan: {draft.to}</Text>
            <TextField
              label="Onderwerp"
              isRequired
              maxLength={MAX_STATUS_MAIL_SUBJECT_LENGTH}
              value={shownSubject}
              disabled={disabled}
              error={shownSubject.trim() ? undefined : 'Vul een onderwerp in'}
              onChange={(event) => setSubject(event.target.value)}
            />
            <Box>
              <Text fontSize="sm" color="fg.muted">
                De e-mail begint met:
              </Text>
              <Text>{draft.greeting}</Text>
            </Box>
            <TextareaField
              label="Tekst van de e-mail"
              helperText="Pas de tekst gerust aan. Een lege regel begint een nieuwe alinea."
              isRequired
              rows={10}
              maxLength={MAX_STATUS_MAIL_BODY_LENGTH}
              value={shownBody}
              disabled={disabled}
              error={shownBody.trim() ? undefined : 'Vul de tekst van de e-mail in'}
              onChange={(event) => setBody(event.target.value)}
            />
            <Box>
              <Text fontSize="sm" color="fg.muted">
                En eindigt met een knop naar Mijn reacties en:
              </Text>
              <Text whiteSpace="pre-line">{draft.signature}</Text>
            </Box>
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            De kandidaat krijgt geen e-mail over deze wijziging. De nieuwe status staat wel bij Mijn reacties.
          </Text>
        )}
      </Stack>
    </chakra.fieldset>
  );
}
