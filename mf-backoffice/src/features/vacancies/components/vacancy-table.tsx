import { routes, toPath } from '@interim/shared/config';
import type { ApplicationCounts, VacancyListItem, VacancyStaffSummary } from '@interim/shared/contract';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@interim/shared/contract/labels';
import { formatDutchDate } from '@interim/shared/format';
import { Badge, RouterLink, Text, chakra } from '@interim/shared/ui';
import { DataTable, tableCell } from '../../shared/data-table';
import { STATUS_PALETTE, statusLabel } from '../format';


/** Props of {@link VacancyTable}. */
export interface VacancyTableProps {
  vacancies: VacancyListItem[];
  /** Staff's summaries by opdracht id (issue 30): real client, consultant, reacties per status; missing while they load. */
  summaries?: ReadonlyMap<number, VacancyStaffSummary>;
}

/** The reacties of one opdracht: the total, linked to the filtered reacties list, and the statuses that have any. */
function ApplicationCountsCell({ vacancyId, counts }: { vacancyId: number; counts: ApplicationCounts }) {
  const total = APPLICATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  if (total === 0) return <Text color="fg.muted">Geen</Text>;
  return (
    <>
      <RouterLink to={`${routes.backofficeApplications.path}?opdracht=${vacancyId}`}>{total === 1 ? '1 reactie' : `${total} reacties`}</RouterLink>{' · '}
      <RouterLink to={toPath(routes.backofficeVacancyBoard.path, { id: vacancyId })}>
        bord
      </RouterLink>
      <chakra.ul listStyleType="none" m="0" p="0" color="fg.muted">
        {APPLICATION_STATUSES.filter((status) => counts[status] > 0).map((status) => (
          <li key={status}>
            {APPLICATION_STATUS_LABELS[status]}: {counts[status]}
          </li>
        ))}
      </chakra.ul>
    </>
  );
}

/**
 * The opdrachten as a table: title (link to its page), client (the real one
 * also when anonymous, marked; staff only), place, sector, status, reacties
 * per status, responsible consultant and closing date.
 */
export function VacancyTable({ vacancies, summaries }: VacancyTableProps) {
  return (
    <DataTable caption="Opdrachten" headings={['Titel', 'Opdrachtgever', 'Plaats', 'Sector', 'Status', 'Reacties', 'Consultant', 'Sluitingsdatum']}>
      {vacancies.map((vacancy) => {
        const summary = summaries?.get(vacancy.id);
        return (
          <tr key={vacancy.id}>
            <chakra.th scope="row" fontWeight="medium" {...tableCell}>
              <RouterLink to={toPath(routes.backofficeVacancy.path, { id: vacancy.id })}>{vacancy.title}</RouterLink>
            </chakra.th>
            <chakra.td {...tableCell}>
              {vacancy.isAnonymous && summary?.clientName ? summary.clientName : vacancy.clientName}
              {vacancy.isAnonymous ? (
                <Text as="span" color="fg.muted">
                  {' '}
                  (anoniem)
                </Text>
              ) : null}
            </chakra.td>
            <chakra.td {...tableCell}>{vacancy.city}</chakra.td>
            <chakra.td {...tableCell}>{vacancy.sector.name}</chakra.td>
            <chakra.td {...tableCell}>
              <Badge colorPalette={STATUS_PALETTE[vacancy.status]}>{statusLabel(vacancy.status)}</Badge>
            </chakra.td>
            <chakra.td {...tableCell}>{summary ? <ApplicationCountsCell vacancyId={vacancy.id} counts={summary.applicationCounts} /> : '…'}</chakra.td>
            <chakra.td {...tableCell}>{summary ? (summary.consultant?.name ?? <Text as="span" color="fg.muted">Niemand</Text>) : '…'}</chakra.td>
            <chakra.td {...tableCell} whiteSpace="nowrap">
              {formatDutchDate(vacancy.closingDate)}
            </chakra.td>
          </tr>
        );
      })}
    </DataTable>
  );
}
