import type { ReactNode } from 'react';
import type { Vacancy } from '@interim/shared/contract';
import { WORK_MODE_LABELS } from '@interim/shared/contract/labels';
import { formatDutchDate, formatVacancyHours, formatVacancyRate, formatVacancyStart, vacancyClientLabel } from '@interim/shared/format';
import { Alert, Badge, Box, Button, Grid, Heading, HStack, List, Separator, Stack, Text, chakra } from '@interim/shared/ui';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="sm" color="fg.muted">
        {term}
      </chakra.dt>
      <chakra.dd fontWeight="medium">{children}</chakra.dd>
    </Box>
  );
}

function TextList({ heading, items }: { heading: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-label={heading}>
      <Heading as="h4" size="lg" mb="3">
        {heading}
      </Heading>
      <List.Root gap="1" ps="5">
        {items.map((item, index) => (
          <List.Item key={`${index}-${item}`}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** Props of {@link VacancyPreview}. */
export interface VacancyPreviewProps {
  vacancy: Vacancy;
}

/**
 * The opdracht as freelancers see it on `/opdrachten/:id`: the same fields,
 * texts and order as mf-vacancies' detail page, drawn with the shared
 * components (a remote never imports another remote, so the freelancers'
 * page itself cannot be reused here). The description is plain text with
 * its line breaks, as there. Headings start at level 3: the preview sits
 * inside the back-office page.
 */
export function VacancyPreview({ vacancy }: VacancyPreviewProps) {
  return (
    <Box as="section" aria-label="Voorbeeld voor zzp'ers" borderWidth="1px" borderRadius="l3" p={{ base: '4', lg: '8' }} bg="bg">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 16rem' }} gap="10" alignItems="start">
        <Stack gap="6" minW="0">
          <Stack gap="2">
            <Heading as="h3" size={{ base: '2xl', lg: '3xl' }}>
              {vacancy.title}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {vacancyClientLabel(vacancy)} · {vacancy.city}
            </Text>
            <HStack gap="2" wrap="wrap">
              {vacancy.status === 'closed' ? <Badge colorPalette="red">Gesloten</Badge> : null}
              {vacancy.zzpAllowed ? <Badge colorPalette="green">Zzp mogelijk</Badge> : null}
              <Badge variant="outline">{vacancy.sector.name}</Badge>
              <Badge variant="outline">{vacancy.position.name}</Badge>
            </HStack>
          </Stack>
          <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="4">
            <Fact term="Uren">{formatVacancyHours(vacancy)}</Fact>
            <Fact term="Tarief">{formatVacancyRate(vacancy)}</Fact>
            <Fact term="Start">{formatVacancyStart(vacancy.startDate)}</Fact>
            <Fact term="Duur">{vacancy.duration ?? 'Onbekend'}</Fact>
            <Fact term="Reageren kan tot">{formatDutchDate(vacancy.closingDate)}</Fact>
            <Fact term="Werkvorm">{WORK_MODE_LABELS[vacancy.workMode]}</Fact>
            <Fact term="Opleidingsniveau">{vacancy.educationLevel?.name ?? 'Niet vereist'}</Fact>
            <Fact term="Rijbewijs">{vacancy.driversLicenseRequired ? 'Vereist' : 'Niet vereist'}</Fact>
            <Fact term="Plaats">{`${vacancy.city} (${vacancy.postcode})`}</Fact>
          </chakra.dl>
          <Separator />
          <Box as="section" aria-label="Omschrijving">
            <Heading as="h4" size="lg" mb="3">
              Over de opdracht
            </Heading>
            <Text whiteSpace="pre-line">{vacancy.description}</Text>
          </Box>
          <TextList heading="Eisen" items={vacancy.requirements} />
          <TextList heading="Wensen" items={vacancy.wishes} />
        </Stack>
        <Stack gap="3" aria-label="Acties in het voorbeeld" role="group">
          {vacancy.status === 'closed' ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>Deze opdracht is gesloten. Reageren is niet meer mogelijk.</Alert.Title>
            </Alert.Root>
          ) : (
            <>
              <Button size="lg" disabled>
                Reageren
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {vacancy.status === 'concept'
                  ? "Zzp'ers zien deze opdracht pas als je haar publiceert."
                  : 'In het voorbeeld kun je niet reageren.'}
              </Text>
            </>
          )}
        </Stack>
      </Grid>
    </Box>
  );
}
