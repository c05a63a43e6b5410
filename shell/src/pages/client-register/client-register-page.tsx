import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { createClientRequest } from '@interim/shared/api/client-requests';
import { usePositions, useSectors } from '@interim/shared/api/reference-data';
import { useApiForm } from '@interim/shared/forms';
import { CLIENT_REQUEST_CONFIRMATION_HOURS, type CreateClientRequest } from '@interim/shared/contract';
import { routes } from '@interim/shared/config';
import {
  Alert,
  Box,
  Button,
  ButtonLink,
  Container,
  Heading,
  PageTitle,
  SelectField,
  SimpleGrid,
  Stack,
  Text,
  TextareaField,
  TextField,
  chakra,
  notify,
} from '@interim/shared/ui';
import { useParams } from '@interim/shared/routing';
import { NotFoundPage } from '../not-found/not-found-page';
import { ClientRequestFormValuesSchema, EMPTY_CLIENT_REQUEST_FORM, type ClientRequestFormValues } from './client-request-form';
import { ClientRequestConfirmPage } from './client-request-confirm-page';

/**
 * What the page says once the request is sent (issue 42 item 2): it waits
 * for the address to be confirmed with the mailed link, so the first thing
 * to do is to open that mail.
 */
export const CLIENT_REQUEST_SENT_MESSAGE = `Bedankt! Nog één stap: bevestig uw e-mailadres met de link die wij u hebben gemaild. De link is ${CLIENT_REQUEST_CONFIRMATION_HOURS} uur geldig.`;

function Confirmation({ reference, email, onAnother }: { reference: string; email: string; onAnother: () => void }) {
  return (
    <Stack gap="5" role="status">
      <Heading as="h2" size="xl">
        Aanvraag verstuurd: bevestig uw e-mailadres
      </Heading>
      <Text fontSize="lg">{CLIENT_REQUEST_SENT_MESSAGE}</Text>
      <Text fontSize="lg">
        Wij hebben de e-mail gestuurd naar{' '}
        <Text as="strong" fontWeight="bold">
          {email}
        </Text>
        . Pas als u op de link heeft geklikt, koppelen wij de aanvraag aan uw organisatie, kunt u hem volgen in het opdrachtgeversportaal en
        sturen wij u een bevestiging met een overzicht van uw aanvraag.
      </Text>
      <Text fontSize="lg">
        Uw referentienummer is{' '}
        <Text as="strong" fontWeight="bold">
          {reference}
        </Text>
        . Wilt u dit nummer noemen als u contact met ons opneemt?
      </Text>
      <Text color="fg.muted">Geen e-mail ontvangen? Kijk ook in uw map met ongewenste e-mail, en controleer of het e-mailadres hierboven klopt.</Text>
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
 * client registers an assignment with `POST /client_requests`: who they
 * are, and what a consultant asks first (function, location, hours, start,
 * duration, rate or budget; issue 31). Validation comes from the contract's
 * schema (the API validates with the same one); the API's field errors land
 * on the fields; what was typed is kept on any error. After sending, the
 * page asks the client to confirm their address with the mailed link (issue
 * 42 item 2; the link opens `client-request-confirm-page.tsx`) and shows the
 * request's reference, which the mails carry too.
 */
function ClientRequestForm() {
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const form = useApiForm<ClientRequestFormValues, CreateClientRequest>({
    resolver: zodResolver(ClientRequestFormValuesSchema),
    defaultValues: EMPTY_CLIENT_REQUEST_FORM,
  });
  const { register, reset, setValue, watch, submitError, formState: { errors, isSubmitting } } = form;
  const sector = watch('sector');
  const { data: sectors } = useSectors();
  const { data: positions } = usePositions(sector ? Number(sector) : null);
  const onSubmit = form.submitWith(async (values) => {
    const created = await createClientRequest(values);
    setSent({ reference: created.reference, email: values.email });
    notify({ type: 'success', description: 'Uw aanvraag is verstuurd. Bevestig nog uw e-mailadres.' });
  });

  return (
    <Container maxW="3xl" py={{ base: '8', lg: '14' }}>
      <PageTitle title={routes.clientRegister.title} />
      <Stack gap="3" mb="8">
        <Heading as="h1" size={{ base: '2xl', lg: '4xl' }}>
          {routes.clientRegister.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Vertel ons wie u bent en wat voor opdracht u heeft. Wij nemen binnen één werkdag contact met u op.
        </Text>
      </Stack>
      {sent ? (
        <Confirmation
          reference={sent.reference}
          email={sent.email}
          onAnother={() => {
            reset(EMPTY_CLIENT_REQUEST_FORM);
            setSent(null);
          }}
        />
      ) : (
        <chakra.form noValidate onSubmit={onSubmit} aria-label="Opdracht aanmelden">
          <Stack gap="8">
            {submitError ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{submitError}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Stack as="section" gap="5" aria-labelledby="client-request-you">
              <Heading as="h2" size="lg" id="client-request-you">
                Uw gegevens
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField label="Bedrijfsnaam" isRequired autoComplete="organization" error={errors.companyName?.message} {...register('companyName')} />
                <TextField label="KvK-nummer" isRequired inputMode="numeric" maxLength={8} error={errors.kvkNumber?.message} {...register('kvkNumber')} />
                <TextField label="Contactpersoon" isRequired autoComplete="name" error={errors.contactName?.message} {...register('contactName')} />
                <TextField label="Telefoonnummer" isRequired type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
              </SimpleGrid>
              <TextField label="E-mailadres" isRequired type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
            </Stack>
            <Stack as="section" gap="5" aria-labelledby="client-request-assignment">
              <Heading as="h2" size="lg" id="client-request-assignment">
                De opdracht
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <SelectField
                  label="Sector"
                  placeholder="Kies een sector"
                  helperText="Hiermee vindt u de functie sneller."
                  options={(sectors ?? []).map((s) => ({ value: s.id, label: s.name }))}
                  {...register('sector', { onChange: () => setValue('positionId', '') })}
                  value={sector}
                />
                <SelectField
                  label="Functie"
                  isRequired
                  placeholder={sector ? 'Kies een functie' : 'Kies eerst een sector'}
                  disabled={!sector}
                  options={(positions ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  error={errors.positionId?.message}
                  {...register('positionId')}
                  value={watch('positionId')}
                />
                <TextField
                  label="Locatie"
                  isRequired
                  helperText="Postcode of plaats, bijvoorbeeld 3511 AB of Utrecht."
                  autoComplete="off"
                  error={errors.location?.message}
                  {...register('location')}
                />
                <TextField label="Uren per week" isRequired inputMode="numeric" error={errors.hoursPerWeek?.message} {...register('hoursPerWeek')} />
                <TextField
                  label="Startdatum"
                  type="date"
                  helperText="Laat leeg als de start nog in overleg is."
                  error={errors.startDate?.message}
                  {...register('startDate')}
                />
                <TextField label="Duur" helperText="Bijvoorbeeld 6 maanden." error={errors.duration?.message} {...register('duration')} />
                <TextField
                  label="Uurtarief vanaf (€, excl. btw)"
                  inputMode="numeric"
                  error={errors.hourlyRateMin?.message}
                  {...register('hourlyRateMin')}
                />
                <TextField
                  label="Uurtarief tot (€, excl. btw)"
                  inputMode="numeric"
                  error={errors.hourlyRateMax?.message}
                  {...register('hourlyRateMax')}
                />
                <TextField
                  label="Of: totaalbudget (€, excl. btw)"
                  inputMode="numeric"
                  helperText="Vul een uurtarief, een budget of allebei in; weet u het nog niet, dan bespreekt uw consultant het met u."
                  error={errors.budget?.message}
                  {...register('budget')}
                />
              </SimpleGrid>
              <TextareaField
                label="Omschrijving van de opdracht"
                isRequired
                rows={6}
                helperText="Bijvoorbeeld de taken, het team en wat de kandidaat moet kunnen (minimaal 20 karakters)."
                error={errors.description?.message}
                {...register('description')}
              />
            </Stack>
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

/** `bevestigen/<token>` below the form's path: {@link routes.clientRequestConfirm}. */
const CONFIRM_BELOW_FORM = new RegExp(`^${routes.clientRequestConfirm.path.slice(routes.clientRegister.path.length + 1).replace(':token', '([^/]+)')}$`);

/**
 * The shell's route `/opdrachtgevers/aanmelden/*` (router.tsx): the form
 * ({@link routes.clientRegister}), and the page of the link that confirms a
 * request's address ({@link routes.clientRequestConfirm}, issue 42 item 2)
 * from the same lazy chunk, so the home page's first load carries no route
 * and no chunk of its own for it. Any other path below the form is the 404
 * page.
 */
export function ClientRegisterPage() {
  const below = useParams()['*'] ?? '';
  if (!below) return <ClientRequestForm />;
  const token = CONFIRM_BELOW_FORM.exec(below)?.[1];
  return token === undefined ? <NotFoundPage /> : <ClientRequestConfirmPage token={token} />;
}
