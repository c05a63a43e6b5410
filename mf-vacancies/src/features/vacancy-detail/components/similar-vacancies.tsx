import { Fragment } from 'react';
import { useSimilarVacancies } from '@interim/shared/api';
import { routes, toPath } from '@interim/shared/config';
import type { VacancyListItem } from '@interim/shared/contract';
import { formatDistance } from '@interim/shared/format/listing';
import { Box, Heading, RouterLink, SimpleGrid, Span, Text } from '@interim/shared/ui';
import { clientLabel, formatHours, formatRate } from '../../shared/format';

/** What a similar opdracht's card says under its title: client, place (and distance), hours, rate. */
export function similarDetails(vacancy: VacancyListItem): string[] {
  const place = vacancy.distanceKm === null ? vacancy.city : `${vacancy.city} (${formatDistance(vacancy.distanceKm)})`;
  return [clientLabel(vacancy), place, formatHours(vacancy), formatRate(vacancy)];
}

/**
 * "Vergelijkbare opdrachten" on a vacancy page, open or closed (issue 32
 * item 9): the API's few open opdrachten of the same function or sector,
 * nearest first. Rendered by the server with the page (server-data.ts loads
 * them); nothing shows while there are none or they could not be loaded.
 */
export function SimilarVacancies({ vacancyId }: { vacancyId: number }) {
  const { data } = useSimilarVacancies(vacancyId);
  if (!data || data.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="similar-heading" mt="12">
      <Heading as="h2" size="lg" id="similar-heading" mb="4">
        Vergelijkbare opdrachten
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none">
        {data.map((vacancy) => (
          <Box as="li" key={vacancy.id} borderWidth="1px" borderRadius="l3" p="4">
            <Heading as="h3" size="sm">
              <RouterLink to={toPath(routes.vacancyDetail.path, { id: vacancy.id })} color="fg" fontWeight="semibold">
                {vacancy.title}
              </RouterLink>
            </Heading>
            <Text color="fg.muted" fontSize="sm" mt="1">
              {similarDetails(vacancy).map((detail, index) => (
                <Fragment key={`${index}-${detail}`}>
                  {index > 0 ? <Span aria-hidden="true"> · </Span> : null}
                  <Span>{detail}</Span>
                </Fragment>
              ))}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
