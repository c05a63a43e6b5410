import type { ReactNode } from 'react';
import { routes, toPath } from '@interim/shared/config';
import type { EmployeeListItem } from '@interim/shared/contract';
import { formatDutchDate } from '@interim/shared/format';
import { Box, RouterLink, VisuallyHidden, chakra } from '@interim/shared/ui';
import { formatDistanceKm } from '../candidate-list-state';
import { CvHighlight } from './cv-highlight';

const cell = { px: '3', py: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px' } as const;

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
    <Box overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>Kandidaten</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <chakra.th key={heading} scope="col" {...cell}>
                {heading}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {candidates.map((candidate) => (
            <tr key={candidate.id}>
              <chakra.th scope="row" {...cell} fontWeight="medium">
                <RouterLink to={toPath(routes.backofficeCandidate.path, { id: candidate.id })}>
                  {candidate.firstName} {candidate.lastName}
                </RouterLink>
              </chakra.th>
              {cvSearched ? (
                <chakra.td {...cell}>
                  <CvHighlight parts={candidate.cvHighlight} />
                </chakra.td>
              ) : null}
              <chakra.td {...cell}>{candidate.email}</chakra.td>
              <chakra.td {...cell}>{[candidate.postcode, candidate.city].filter(Boolean).join(' ') || 'Onbekend'}</chakra.td>
              {distanceFrom ? <chakra.td {...cell}>{candidate.distanceKm === null ? 'Onbekend' : formatDistanceKm(candidate.distanceKm)}</chakra.td> : null}
              <chakra.td {...cell}>{candidate.profileCompletion.percentage}% compleet</chakra.td>
              <chakra.td {...cell}>{candidate.cv ? 'Ja' : 'Nee'}</chakra.td>
              <chakra.td {...cell}>{candidate.latitude !== null && candidate.longitude !== null ? 'Bekend' : 'Onbekend'}</chakra.td>
              <chakra.td {...cell}>
                <time dateTime={candidate.createdAt}>{formatDutchDate(candidate.createdAt)}</time>
              </chakra.td>
              {renderActions ? <chakra.td {...cell} minW="12rem">{renderActions(candidate)}</chakra.td> : null}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
