import { routes } from '@interim/shared/config';
import { ButtonLink, Card, FormAlert, Heading, SimpleGrid, Stack, Text } from '@interim/shared/ui';
import { FlowPage } from '../features/corporate-apply/components/flow-page';
import { MissingVacancy } from '../features/corporate-apply/components/missing-vacancy';
import { VacancySummary } from '../features/corporate-apply/components/vacancy-summary';
import { useCorporateFlow } from '../features/corporate-apply/state/flow-context';
import { stepPath } from '../features/corporate-apply/state/flow-query';
import { useFlowQuery } from '../features/corporate-apply/state/use-flow-query';
import { useFlowSession } from '../features/corporate-apply/state/use-flow-session';
import { useVacancy } from '@interim/shared/api';

/**
 * `/opdrachten/reageren?vacature=<id>&utm_...` (semi-public): where the
 * corporate site sends an applicant. A compact summary of the vacancy, then
 * log in or register; a logged-in visitor goes straight on to sending.
 */
export function CorporateLandingPage() {
  const flow = useCorporateFlow();
  const query = useFlowQuery();
  const { isLoggedIn } = useFlowSession();
  const { data: vacancy, error, isLoading } = useVacancy(query.vacancyId);

  if (query.vacancyId === undefined) {
    return (
      <FlowPage title={routes.corporateLanding.title}>
        <MissingVacancy />
      </FlowPage>
    );
  }
  const closed = vacancy?.status === 'closed';
  return (
    <FlowPage title={routes.corporateLanding.title} intro="Reageer in een paar stappen. Het kost je maar een paar minuten.">
      <VacancySummary vacancy={vacancy} error={error} isLoading={isLoading} />
      {closed ? <FormAlert status="warning" message="Deze opdracht is gesloten. Reageren is niet meer mogelijk." /> : null}
      {vacancy && !closed && isLoggedIn && flow.canHoldSession ? (
        <Stack gap="3" align="start">
          <Text>Je bent ingelogd. Controleer je gegevens en verstuur je reactie.</Text>
          <ButtonLink to={stepPath('send', query)} size="lg">
            Verder naar je reactie
          </ButtonLink>
        </Stack>
      ) : null}
      {vacancy && !closed && !(isLoggedIn && flow.canHoldSession) ? (
        <SimpleGrid columns={{ base: 1, md: flow.embedded ? 1 : 2 }} gap="4">
          <Card.Root variant="outline">
            <Card.Body>
              <Stack gap="3" align="start">
                <Heading as="h2" size="md">
                  Heb je al een account?
                </Heading>
                <Text color="fg.muted">Log in met je e-mailadres. Je krijgt een inloglink en een code.</Text>
                <ButtonLink to={stepPath('login', query)}>Inloggen</ButtonLink>
              </Stack>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body>
              <Stack gap="3" align="start">
                <Heading as="h2" size="md">
                  Nieuw hier?
                </Heading>
                <Text color="fg.muted">Meld je aan met je naam, e-mailadres, telefoonnummer en cv.</Text>
                <ButtonLink to={stepPath('register', query)} variant="outline">
                  Aanmelden
                </ButtonLink>
              </Stack>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      ) : null}
    </FlowPage>
  );
}
