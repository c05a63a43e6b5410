import { routes, toPath } from '@interim/shared/config';
import type { EmployeeListItem } from '@interim/shared/contract';
import { formatDutchDate } from '@interim/shared/format';
import { Box, RouterLink, VisuallyHidden, chakra } from '@interim/shared/ui';
import { formatDistanceKm } from '../candidate-list-state';

const cell = { px: '3', py: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px' } as const;

/** Props of {@link CandidateTable}. */
export interface CandidateTableProps {
  candidates: EmployeeListItem[];
  /** The postcode the distances are from: adds the column 'Afstand tot <postcode>'. */
  distanceFrom?: string | undefined;
}

/**
 * The candidates as a table: name (link to the candidate), e-mail, place,
 * distance (when searched near a postcode), profile, CV, coordinates, registration.
 */
export function CandidateTable({ candidates, distanceFrom }: CandidateTableProps) {
  const headings = ['Naam', 'E-mailadres', 'Woonplaats', ...(distanceFrom ? [`Afstand tot ${distanceFrom}`] : []), 'Profiel', 'CV', 'Coördinaten', 'Aangemeld'];
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
              <chakra.td {...cell}>{candidate.email}</chakra.td>
              <chakra.td {...cell}>{[candidate.postcode, candidate.city].filter(Boolean).join(' ') || 'Onbekend'}</chakra.td>
              {distanceFrom ? <chakra.td {...cell}>{candidate.distanceKm === null ? 'Onbekend' : formatDistanceKm(candidate.distanceKm)}</chakra.td> : null}
              <chakra.td {...cell}>{candidate.profileCompletion.percentage}% compleet</chakra.td>
              <chakra.td {...cell}>{candidate.cv ? 'Ja' : 'Nee'}</chakra.td>
              <chakra.td {...cell}>{candidate.latitude !== null && candidate.longitude !== null ? 'Bekend' : 'Onbekend'}</chakra.td>
              <chakra.td {...cell}>
                <time dateTime={candidate.createdAt}>{formatDutchDate(candidate.createdAt)}</time>
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
