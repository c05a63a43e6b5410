import type { ReactNode } from 'react';
import { routes, toPath } from '@interim/shared/config';
import type { EmployeeListItem } from '@interim/shared/contract';
import { formatDutchDate } from '@interim/shared/format';
import { RouterLink, chakra } from '@interim/shared/ui';
import { DataTable, tableCell } from '../../shared/data-table';
import { formatDistanceKm } from '../candidate-list-state';
import { CvHighlight } from './cv-highlight';


/** Props of {@link CandidateTable}. */
export interface CandidateTableProps {
  candidates: EmployeeListItem[];
  /** The postcode the distances are from: adds the column 'Afstand tot <postcode>'. */
  distanceFrom?: string | undefined;
  /** Searched in the CVs: adds the column 'Uit het cv' with each hit's fragment. */
  cvSearched?: boolean;
  /** Adds the column 'Acties' with what this renders per candidate ("Voorstellen voor opdracht…"). */
  renderActions?: (candidate: EmployeeListItem) => ReactNode;
}

/**
 * The candidates as a table: name (link to the candidate), the CV fragment
 * (when searched in the CVs), e-mail, place,
 * distance (when searched near a postcode), profile, CV, coordinates, registration.
 */
export function CandidateTable({ candidates, distanceFrom, cvSearched = false, renderActions }: CandidateTableProps) {
  const headings = ['Naam', ...(cvSearched ? ['Uit het cv'] : []), 'E-mailadres', 'Woonplaats', ...(distanceFrom ? [`Afstand tot ${distanceFrom}`] : []), 'Profiel', 'CV', 'Locatie', 'Aangemeld', ...(renderActions ? ['Acties'] : [])];
  return (
    <DataTable caption="Kandidaten" headings={headings}>
      {candidates.map((candidate) => (
        <tr key={candidate.id}>
          <chakra.th scope="row" {...tableCell} fontWeight="medium">
            <RouterLink to={toPath(routes.backofficeCandidate.path, { id: candidate.id })}>
              {candidate.firstName} {candidate.lastName}
            </RouterLink>
          </chakra.th>
          {cvSearched ? (
            <chakra.td {...tableCell}>
              <CvHighlight parts={candidate.cvHighlight} />
            </chakra.td>
          ) : null}
          <chakra.td {...tableCell}>{candidate.email}</chakra.td>
          <chakra.td {...tableCell}>{[candidate.postcode, candidate.city].filter(Boolean).join(' ') || 'Onbekend'}</chakra.td>
          {distanceFrom ? <chakra.td {...tableCell}>{candidate.distanceKm === null ? 'Onbekend' : formatDistanceKm(candidate.distanceKm)}</chakra.td> : null}
          <chakra.td {...tableCell}>{candidate.profileCompletion.percentage}% compleet</chakra.td>
          <chakra.td {...tableCell}>{candidate.cv ? 'Ja' : 'Nee'}</chakra.td>
          <chakra.td {...tableCell}>{candidate.latitude !== null && candidate.longitude !== null ? 'Bekend' : 'Onbekend'}</chakra.td>
          <chakra.td {...tableCell}>
            <time dateTime={candidate.createdAt}>{formatDutchDate(candidate.createdAt)}</time>
          </chakra.td>
          {renderActions ? <chakra.td {...tableCell} minW="12rem">{renderActions(candidate)}</chakra.td> : null}
        </tr>
      ))}
    </DataTable>
  );
}
