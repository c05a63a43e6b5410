import { useId, useState, type FormEvent } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { type NotesSubject, useAddNote, useNotes } from '@interim/shared/api/follow-up';
import { MAX_NOTE_LENGTH } from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { Box, Button, ErrorPanel, FormAlert, Heading, Stack, Text, TextareaField, chakra } from '@interim/shared/ui';

/** Props of {@link NotesPanel}. */
export interface NotesPanelProps {
  /** A candidate (their notes and those on their reacties) or one reactie. */
  subject: NotesSubject;
}

/**
 * Staff's internal notes (issue 30 item 5): the freelancer never sees them.
 * Newest first, each with its author and time; on a candidate's page a
 * note written on a reactie says which opdracht. A new note is added below
 * the heading; nothing is edited or deleted (the audit log keeps who wrote
 * what, until the person is anonymised).
 */
export function NotesPanel({ subject }: NotesPanelProps) {
  const headingId = useId();
  const { data, error, mutate } = useNotes(subject);
  const addNote = useAddNote(subject);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [submitError, setSubmitError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const onCandidate = 'employeeId' in subject;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(undefined);
    if (!text.trim()) {
      setFieldError('Schrijf eerst een notitie');
      return;
    }
    setFieldError(undefined);
    setSaving(true);
    try {
      await addNote(text);
      setText('');
    } catch (caught) {
      setSubmitError(isApiError(caught) ? caught.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="5">
      <Heading as="h2" size="md" mb="1" id={headingId}>
        Interne notities
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Alleen zichtbaar voor medewerkers, niet voor de kandidaat.
      </Text>
      <chakra.form noValidate onSubmit={(event) => void submit(event)} aria-label="Notitie toevoegen" mb="4">
        <Stack gap="2">
          <FormAlert message={submitError} />
          <TextareaField
            label="Nieuwe notitie"
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            value={text}
            error={fieldError}
            onChange={(event) => setText(event.target.value)}
          />
          <Box>
            <Button type="submit" size="sm" loading={saving} loadingText="Bezig met opslaan">
              Notitie toevoegen
            </Button>
          </Box>
        </Stack>
      </chakra.form>
      {error && !data ? (
        <ErrorPanel title="Notities laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />
      ) : !data ? (
        <Text color="fg.muted">Notities laden…</Text>
      ) : data.length === 0 ? (
        <Text color="fg.muted">Nog geen notities.</Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" aria-label="Notities">
          {data.map((note) => (
            <chakra.li key={note.id} borderTopWidth="1px" py="3">
              <Text fontSize="sm" color="fg.muted">
                {note.author?.name ?? 'Onbekende medewerker'} · <chakra.time dateTime={note.createdAt}>{formatDutchDateTime(note.createdAt)}</chakra.time>
                {onCandidate && note.vacancyTitle ? ` · bij reactie op ${note.vacancyTitle}` : null}
              </Text>
              <Text whiteSpace="pre-wrap">{note.body}</Text>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
