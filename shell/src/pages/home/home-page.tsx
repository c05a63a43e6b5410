import { useState, type FormEvent } from 'react';
import { useNavigate } from '@interim/shared/routing';
import { routes } from '@interim/shared/config';
import {
  Box,
  Button,
  ButtonLink,
  Container,
  Flex,
  Heading,
  PageTitle,
  SearchIcon,
  SimpleGrid,
  Stack,
  StandaloneInput,
  Text,
  chakra,
} from '@interim/shared/ui';
import { preloadRemoteFor } from '../../remotes/remote-registry';
import { NewestVacancies, OpenVacancyCount } from './newest-vacancies';

/** Path of the vacancy overview for a search text: `/opdrachten?q=<text>` (or without query when empty). */
export function vacancySearchPath(text: string): string {
  const q = text.trim();
  return q ? `${routes.vacancies.path}?${new URLSearchParams({ q }).toString()}` : routes.vacancies.path;
}

function SearchForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const preload = () => preloadRemoteFor(routes.vacancies.path);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(vacancySearchPath(text));
  };
  return (
    <chakra.form role="search" onSubmit={submit} w="full" maxW="2xl">
      <chakra.label htmlFor="home-search" display="block" fontWeight="semibold" mb="2">
        Zoek opdrachten
      </chakra.label>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <StandaloneInput
          id="home-search"
          type="search"
          size="lg"
          bg="bg"
          placeholder="Functie, vakgebied of plaats"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={preload}
          enterKeyHint="search"
        />
        <Button type="submit" size="lg" onMouseEnter={preload}>
          <SearchIcon boxSize="5" />
          Zoeken
        </Button>
      </Flex>
    </chakra.form>
  );
}

const steps = [
  { title: 'Maak je profiel', text: 'Vertel in een paar minuten wat je doet, waar en hoeveel uur je beschikbaar bent.' },
  { title: 'Reageer op opdrachten', text: 'Vind opdrachten die passen en reageer direct, zonder sollicitatiebrief.' },
  { title: 'Wij regelen de rest', text: 'Een vaste contactpersoon stemt af met de opdrachtgever en regelt contract en facturatie.' },
];

/** Home, for freelancers (spec section 2, route `/`): hero with search, newest vacancies, how it works. */
export function HomePage() {
  return (
    <>
      {/* Spec section 1: the home page is titled with the site title alone. */}
      <PageTitle />
      <Box bg="brand.50" borderBottomWidth="1px" borderColor="brand.100">
        <Container maxW="7xl" py={{ base: '10', lg: '16' }}>
          <Stack gap="6" maxW="3xl">
            <Heading as="h1" size={{ base: '3xl', lg: '5xl' }} color="brand.900" lineHeight="1.1">
              Vind je volgende opdracht als zzp&apos;er
            </Heading>
            <Text fontSize={{ base: 'md', lg: 'xl' }} color="fg.muted">
              Interim-opdrachten bij opdrachtgevers door heel Nederland. Zoek, bewaar en reageer in een paar klikken.
            </Text>
            <SearchForm />
            <OpenVacancyCount />
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '10', lg: '14' }}>
        <Stack gap="6">
          <Flex justify="space-between" align="baseline" gap="4" wrap="wrap">
            <Heading as="h2" size="2xl">
              Nieuwste opdrachten
            </Heading>
            <ButtonLink to={routes.vacancies.path} variant="outline" onMouseEnter={() => preloadRemoteFor(routes.vacancies.path)}>
              Bekijk alle opdrachten
            </ButtonLink>
          </Flex>
          <NewestVacancies />
        </Stack>
      </Container>
      <Container maxW="7xl" pb={{ base: '10', lg: '14' }}>
        <Heading as="h2" size="2xl" mb="6">
          Zo werkt het
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyle="none">
          {steps.map((step, index) => (
            <Box as="li" key={step.title} borderTopWidth="3px" borderColor="brand.solid" pt="4">
              <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
                Stap {index + 1}
              </Text>
              <Heading as="h3" size="lg" mt="1">
                {step.title}
              </Heading>
              <Text color="fg.muted" mt="2">
                {step.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
