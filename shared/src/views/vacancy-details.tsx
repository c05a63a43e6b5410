import type { ReactNode } from 'react';
import type { Vacancy } from '@interim/shared/contract';
import { WORK_MODE_LABELS } from '@interim/shared/contract/labels';
import { formatDutchDate, formatVacancyHours, formatVacancyRate, formatVacancyStart, vacancyClientLabel } from '@interim/shared/format';
import { Badge, Box, Heading, HStack, List, Separator, Stack, Text, chakra } from '@interim/shared/ui';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box minW="0" overflowWrap="anywhere">
      <chakra.dt fontSize="sm" color="fg.muted">
        {term}
      </chakra.dt>
      <chakra.dd fontWeight="medium">{children}</chakra.dd>
    </Box>
  );
}

function TextList({ heading, items, as }: { heading: string; items: string[]; as: HeadingTag }) {
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-label={heading}>
      <Heading as={as} size="lg" mb="3">
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

/** Props of {@link VacancyDetails}. */
export interface VacancyDetailsProps {
  vacancy: Vacancy;
  /**
   * Level of the title's heading: 1 on the freelancers' page, 3 where the
   * details sit inside another page (the back office's preview). The
   * sections below it are one level lower.
   */
  titleLevel: 1 | 3;
  /** Badges after the standard ones (closed, zzp, sector, position). */
  extraBadges?: ReactNode;
  /** Shown under the badges, above the facts (the phone's "Bewaren", issue 32). */
  headerActions?: ReactNode;
}

/**
 * The opdracht as freelancers read it on `/opdrachten/:id`: title, client
 * and place, badges, the facts (hours, rate, start ... in this order; two
 * columns on a phone, issue 32), the
 * description as plain text with its line breaks, requirements and wishes.
 * One component for mf-vacancies' detail page and mf-backoffice's preview,
 * so the preview cannot drift from what freelancers see. The actions beside
 * it stay with each page.
 */
export function VacancyDetails({ vacancy, titleLevel, extraBadges, headerActions }: VacancyDetailsProps) {
  const titleTag: HeadingTag = titleLevel === 1 ? 'h1' : 'h3';
  const sectionTag: HeadingTag = titleLevel === 1 ? 'h2' : 'h4';
  return (
    <Stack gap="6" minW="0">
      <Stack gap="2">
        <Heading as={titleTag} size={{ base: '2xl', lg: '3xl' }}>
          {vacancy.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {vacancyClientLabel(vacancy)} · {vacancy.city}
        </Text>
        <HStack gap="2" wrap="wrap">
          {vacancy.status === 'closed' ? <Badge colorPalette="red">Gesloten</Badge> : null}
          {vacancy.zzpAllowed ? <Badge colorPalette="green">Zzp mogelijk</Badge> : <Badge>Geen zzp</Badge>}
          <Badge variant="outline">{vacancy.sector.name}</Badge>
          <Badge variant="outline">{vacancy.position.name}</Badge>
          {extraBadges}
        </HStack>
        {headerActions}
      </Stack>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="4">
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
        <Heading as={sectionTag} size="lg" mb="3">
          Over de opdracht
        </Heading>
        <Text whiteSpace="pre-line">{vacancy.description}</Text>
      </Box>
      <TextList heading="Eisen" items={vacancy.requirements} as={sectionTag} />
      <TextList heading="Wensen" items={vacancy.wishes} as={sectionTag} />
    </Stack>
  );
}
