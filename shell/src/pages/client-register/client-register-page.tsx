import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createClientRequest } from '@interim/shared/api/client-requests';
import { useApiForm } from '@interim/shared/forms';
import {
  CreateClientRequestSchema,
  type CreateClientRequest,
} from '@interim/shared/contract';
import { routes } from '@interim/shared/config';
import {
  Alert,
  Box,
  Button,
  ButtonLink,
  Container,
  Heading,
  PageTitle,
  SimpleGrid,
  Stack,
  Text,
  TextareaField,
  TextField,
  chakra,
  notify,
} from '@interim/shared/ui';

type FormValues = z.input<typeof CreateClientRequestSchema>;

/** Confirmation shown after a successful request; also a toast. */
export const CLIENT_REQUEST_SENT_MESSAGE = 'Bedankt! We hebben uw aanvraag ontvangen en nemen binnen één werkdag contact met u op.';

function Confirmation({ onAnother }: { onAnother: () => void }) {
  return (
    <Stack gap="5" role="status">
      <Heading as="h2" size="xl">
        Aanvraag verstuurd
      </Heading>
      <Text fontSize="lg">{CLIENT_REQUEST_SENT_MESSAGE}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <ButtonLink to={routes.home.path} variant="outline">
          Naar de homepage
        </ButtonLink>
        <Button variant="ghost" onClick={onAnother}>
          Nog een opdracht aanmelden
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Client register (spec section 2, route `/opdrachtgevers/aanmelden`): a
 * client registers an assignment with `POST /client_requests`. Validation
 * comes from the contract's schema (the API validates with the same one);
 * the API's field errors land on the fields; what was typed is kept on any error.
 */
export function ClientRegisterPage() {
  const [sent, setSent] = useState(false);
  const form = useApiForm<FormValues, CreateClientRequest>({
    resolver: zodResolver(CreateClientRequestSchema),
    defaultValues: { companyName: '', contactName: '', email: '', phone: '', kvkNumber: '', description: '' },
  });
  const { register, reset, submitError, formState: { errors, isSubmitting } } = form;
  const onSubmit = form.submitWith(async (values) => {
    await createClientRequest(values);
    setSent(true);
    notify({ type: 'success', description: 'Uw aanvraag is verstuurd.' });
  });

  return (
    <Container maxW="3xl" py={{ base: '8', lg: '14' }}>
      <PageTitle title={routes.clientRegister.title} />
      <Stack gap="3" mb="8">
        <Heading as="h1" size={{ base: '2xl', lg: '4xl' }}>
          {routes.clientRegister.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Vertel ons kort wie u bent en wat voor opdracht u heeft. Wij nemen binnen één werkdag contact met u op.
        </Text>
      </Stack>
      {sent ? (
        <Confirmation
          onAnother={() => {
            reset();
            setSent(false);
          }}
        />
      ) : (
        <chakra.form noValidate onSubmit={onSubmit} aria-label="Opdracht aanmelden">
          <Stack gap="5">
            {submitError ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{submitError}</Alert.Title>
              </Alert.Root>
            ) : null}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField label="Bedrijfsnaam" isRequired autoComplete="organization" error={errors.companyName?.message} {...register('companyName')} />
              <TextField label="KvK-nummer" isRequired inputMode="numeric" maxLength={8} error={errors.kvkNumber?.message} {...register('kvkNumber')} />
              <TextField label="Contactpersoon" isRequired autoComplete="name" error={errors.contactName?.message} {...register('contactName')} />
              <TextField label="Telefoonnummer" isRequired type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
            </SimpleGrid>
            <TextField label="E-mailadres" isRequired type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
            <TextareaField
              label="Omschrijving van de opdracht"
              isRequired
              rows={6}
              helperText="Bijvoorbeeld de functie, de duur, het aantal uur per week en de locatie (minimaal 20 karakters)."
              error={errors.description?.message}
              {...register('description')}
            />
            <Box>
              <Button type="submit" size="lg" loading={isSubmitting} loadingText="Bezig met versturen">
                Aanvraag versturen
              </Button>
            </Box>
          </Stack>
        </chakra.form>
      )}
    </Container>
  );
}
