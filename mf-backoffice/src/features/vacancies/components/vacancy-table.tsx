import { routes, toPath } from '@interim/shared/config';
import type { VacancyListItem } from '@interim/shared/contract';
import { formatDutchDate } from '@interim/shared/format';
import { Badge, Box, RouterLink, Text, VisuallyHidden, chakra } from '@interim/shared/ui';
import { STATUS_PALETTE, statusLabel } from '../format';

const cell = { px: '3', py: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px' } as const;

/** Props of {@link VacancyTable}. */
export interface VacancyTableProps {
  vacancies: VacancyListItem[];
}

/** The opdrachten as a table: title (link to its page), client, place, sector, status and closing date. */
export function VacancyTable({ vacancies }: VacancyTableProps) {
  return (
    <Box overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>Opdrachten</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {['Titel', 'Opdrachtgever', 'Plaats', 'Sector', 'Status', 'Sluitingsdatum'].map((heading) => (
              <chakra.th key={heading} scope="col" {...cell}>
                {heading}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {vacancies.map((vacancy) => (
            <tr key={vacancy.id}>
              <chakra.th scope="row" fontWeight="medium" {...cell}>
                <RouterLink to={toPath(routes.backofficeVacancy.path, { id: vacancy.id })}>{vacancy.title}</RouterLink>
              </chakra.th>
              <chakra.td {...cell}>
                {vacancy.clientName}
                {vacancy.isAnonymous ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    (anoniem)
                  </Text>
                ) : null}
              </chakra.td>
              <chakra.td {...cell}>{vacancy.city}</chakra.td>
              <chakra.td {...cell}>{vacancy.sector.name}</chakra.td>
              <chakra.td {...cell}>
                <Badge colorPalette={STATUS_PALETTE[vacancy.status]}>{statusLabel(vacancy.status)}</Badge>
              </chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                {formatDutchDate(vacancy.closingDate)}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
