import type { ReactNode } from 'react';
import { routes, toPath } from '@interim/shared/config';
import type { VacancyListItem } from '@interim/shared/contract';
import { WORK_MODE_LABELS } from '@interim/shared/contract/labels';
import { Badge, Box, Card, Flex, Heading, HStack, RouterLink, Text, chakra } from '@interim/shared/ui';
import { formatDutchDate } from '@interim/shared/format';
import { formatDistance, formatPublishedAgo, isNewVacancy } from '@interim/shared/format/listing';
import { CardMatch } from './card-match';
import { FavoriteButton } from '../../shared/favorites/favorite-button';
import { clientLabel, formatHours, formatRate, formatStart } from '../../shared/format';

/** Props of {@link VacancyCard}. */
export interface VacancyCardProps {
  vacancy: VacancyListItem;
  /** Replaces the favourite toggle (the saved list shows a remove button instead). */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The user has a reactie to it that is not withdrawn: marked "Gereageerd". */
  applied?: boolean;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {term}
      </chakra.dt>
      <chakra.dd fontSize="sm" fontWeight="medium">
        {children}
      </chakra.dd>
    </Box>
  );
}

/**
 * One vacancy in a list: title (link to the detail), client or 'Anonieme
 * opdrachtgever', city and distance, work mode, hours, rate band excl. btw,
 * start, duration, closing date, when it was published, badges (gesloten,
 * nieuw (published within the last 3 days, `isNewVacancy`), gereageerd, how it fits a logged-in freelancer's profile, zzp, sector),
 * and the favourite toggle.
 */
export function VacancyCard({ vacancy, action, headingLevel = 'h2', applied = false }: VacancyCardProps) {
  const closed = vacancy.status === 'closed';
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={`vacancy-${vacancy.id}-title`} opacity={closed ? 0.85 : 1}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Box minW="0">
            <Heading as={headingLevel} size="md" id={`vacancy-${vacancy.id}-title`}>
              <RouterLink to={toPath(routes.vacancyDetail.path, { id: vacancy.id })} color="fg" fontWeight="semibold">
                {vacancy.title}
              </RouterLink>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {clientLabel(vacancy)} · {vacancy.city}
              {vacancy.distanceKm !== null ? ` · ${formatDistance(vacancy.distanceKm)}` : ''}
            </Text>
          </Box>
          {action ?? <FavoriteButton vacancy={vacancy} />}
        </Flex>
        <HStack gap="2" wrap="wrap">
          {closed ? <Badge colorPalette="red">Gesloten</Badge> : null}
          {!closed && isNewVacancy(vacancy.publishedAt) ? (
            <Badge colorPalette="brand" variant="solid">
              Nieuw
            </Badge>
          ) : null}
          {applied ? <Badge colorPalette="blue">Gereageerd</Badge> : null}
          {closed ? null : <CardMatch vacancy={vacancy} />}
          {vacancy.zzpAllowed ? <Badge colorPalette="green">Zzp mogelijk</Badge> : <Badge>Geen zzp</Badge>}
          <Badge variant="outline">{WORK_MODE_LABELS[vacancy.workMode]}</Badge>
          <Badge variant="outline">{vacancy.sector.name}</Badge>
        </HStack>
        <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="3">
          <Fact term="Uren">{formatHours(vacancy)}</Fact>
          <Fact term="Tarief">{formatRate(vacancy)}</Fact>
          <Fact term="Start">{formatStart(vacancy.startDate)}</Fact>
          <Fact term="Duur">{vacancy.duration ?? 'Onbekend'}</Fact>
          <Fact term="Reageren kan tot">{formatDutchDate(vacancy.closingDate)}</Fact>
          <Fact term="Geplaatst">{formatPublishedAgo(vacancy.publishedAt)}</Fact>
        </chakra.dl>
      </Card.Body>
    </Card.Root>
  );
}
