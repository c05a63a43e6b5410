import { routes } from '@interim/shared/config';
import { Box, ButtonLink, Container, Heading, List, RouterLink, SimpleGrid, Stack, Text } from '@interim/shared/ui';

const offers = [
  {
    title: 'Snel de juiste professional',
    text: 'Uit ons netwerk van ervaren zzp’ers stellen we binnen enkele werkdagen een shortlist samen.',
  },
  {
    title: 'Zonder zorgen over regels',
    text: 'Wij regelen contracten, de Wet DBA-toets, verzekeringen en facturatie. U houdt één aanspreekpunt.',
  },
  {
    title: 'Flexibel op- en afschalen',
    text: 'Voor een project van een paar weken of een langere interim-opdracht, parttime of fulltime.',
  },
];

/** Page for clients (spec section 2, route `/opdrachtgevers`): what we offer and a way to register an assignment. */
export function ClientsPage() {
  return (
    <>
      <Box bg="brand.50" borderBottomWidth="1px" borderColor="brand.100">
        <Container maxW="7xl" py={{ base: '10', lg: '16' }}>
          <Stack gap="5" maxW="3xl">
            <Heading as="h1" size={{ base: '3xl', lg: '5xl' }} color="brand.900" lineHeight="1.1">
              Tijdelijk extra expertise nodig?
            </Heading>
            <Text fontSize={{ base: 'md', lg: 'xl' }} color="fg.muted">
              Wij verbinden uw organisatie met ervaren zzp&apos;ers en interim-professionals. Meld uw opdracht aan; wij
              nemen binnen één werkdag contact met u op.
            </Text>
            <Box>
              <ButtonLink to={routes.clientRegister.path} size="lg">
                Opdracht aanmelden
              </ButtonLink>
            </Box>
            {/* Issue 31: the portal, for clients who sent a request (a visitor goes to /login first). */}
            <Text>
              Heeft u al een opdracht aangemeld?{' '}
              <RouterLink to={routes.clientPortal.path} color="brand.800" fontWeight="semibold">
                Volg uw aanvraag in het opdrachtgeversportaal
              </RouterLink>
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '10', lg: '14' }}>
        <Heading as="h2" size="2xl" mb="6">
          Wat wij voor u doen
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyle="none">
          {offers.map((offer) => (
            <Box as="li" key={offer.title} borderWidth="1px" borderRadius="l3" p="6">
              <Heading as="h3" size="lg">
                {offer.title}
              </Heading>
              <Text color="fg.muted" mt="2">
                {offer.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Stack gap="4" mt="12" maxW="3xl">
          <Heading as="h2" size="2xl">
            Zo werkt het
          </Heading>
          <List.Root as="ol" gap="2" ps="5">
            <List.Item>U meldt de opdracht aan met een korte omschrijving.</List.Item>
            <List.Item>Wij bespreken de wensen met u en zoeken passende kandidaten.</List.Item>
            <List.Item>U kiest, wij regelen het contract en de administratie.</List.Item>
          </List.Root>
          <Box>
            <ButtonLink to={routes.clientRegister.path} variant="outline">
              Opdracht aanmelden
            </ButtonLink>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
