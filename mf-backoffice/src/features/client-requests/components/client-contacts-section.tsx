import { useState, type FormEvent } from 'react';
import { describeApiError } from '@interim/shared/api-client';
import { inviteClientContact, useClientContacts } from '@interim/shared/api/client-portal';
import { Box, Button, FormAlert, Heading, HStack, Stack, Text, TextField } from '@interim/shared/ui';

/** Props of {@link ClientContactsSection}. */
export interface ClientContactsSectionProps {
  requestId: number;
  companyName: string;
}

/**
 * Who of the request's organisation can log in to the client portal, and
 * staff's invitation of one more contact (issue 31 item 2, docs/adr/0021).
 */
export function ClientContactsSection({ requestId, companyName }: ClientContactsSectionProps) {
  const { data, mutate } = useClientContacts(requestId);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    setError(undefined);
    setDone(undefined);
    setBusy(true);
    try {
      const contact = await inviteClientContact(requestId, {
        email: String(values.get('email') ?? ''),
        firstName: String(values.get('firstName') ?? ''),
        lastName: String(values.get('lastName') ?? ''),
      });
      setDone(`${contact.email} is uitgenodigd voor het portaal.`);
      form.reset();
      await mutate();
    } catch (caught) {
      setError(describeApiError(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Heading as="h3" size="sm" mb="1">
        Contactpersonen in het opdrachtgeversportaal
      </Heading>
      {data && data.length > 0 ? (
        <Stack as="ul" gap="0" mb="3" ps="5">
          {data.map((contact) => (
            <li key={contact.id}>
              {contact.firstName} {contact.lastName} ({contact.email})
            </li>
          ))}
        </Stack>
      ) : (
        <Text mb="3" color="fg.muted">
          Nog niemand van {companyName} kan inloggen in het portaal.
        </Text>
      )}
      <form onSubmit={(event) => void submit(event)} aria-label={`Contactpersoon van ${companyName} uitnodigen`}>
        <HStack gap="3" align="flex-end" wrap="wrap">
          <TextField label="Voornaam" name="firstName" isRequired autoComplete="off" />
          <TextField label="Achternaam" name="lastName" isRequired autoComplete="off" />
          <TextField label="E-mailadres" name="email" type="email" isRequired autoComplete="off" />
          <Button type="submit" variant="outline" loading={busy}>
            Uitnodigen
          </Button>
        </HStack>
        <FormAlert message={error} autoFocus />
        <FormAlert message={done} status="success" />
      </form>
    </Box>
  );
}
