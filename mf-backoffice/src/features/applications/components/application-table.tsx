import { routes, toPath } from '@interim/shared/config';
import { ANONYMOUS_CLIENT_NAME, type Application } from '@interim/shared/contract';
import { formatDutchDate } from '@interim/shared/format';
import { Box, RouterLink, Text, VisuallyHidden, chakra } from '@interim/shared/ui';
import { ApplicationStatusBadge } from '@interim/shared/views';

/** Props of {@link ApplicationTable}. */
export interface ApplicationTableProps {
  applications: Application[];
  /** Candidate names by employee id (shown as "Kandidaat 7" until known). */
  names: ReadonlyMap<number, string>;
  /** With a selection the table gets a checkbox column (the list is filtered by one opdracht). */
  selection?: {
    selected: ReadonlySet<number>;
    onToggle: (id: number, selected: boolean) => void;
    onToggleAll: (selected: boolean) => void;
  };
}

/** The candidate's name, or a stand-in while the names load. */
export function candidateName(names: ReadonlyMap<number, string>, employeeId: number): string {
  return names.get(employeeId) ?? `Kandidaat ${employeeId}`;
}

const cell = { px: '3', py: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px' } as const;

/** The reacties as a table: candidate (link to the reactie), opdracht, status, received and last change. */
export function ApplicationTable({ applications, names, selection }: ApplicationTableProps) {
  const allSelected = selection !== undefined && applications.length > 0 && applications.every((a) => selection.selected.has(a.id));
  return (
    <Box overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>Reacties{selection ? ', met een keuzevakje per reactie' : ''}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {selection ? (
              <chakra.th scope="col" {...cell} width="10">
                <chakra.input
                  type="checkbox"
                  boxSize="5"
                  accentColor="brand.solid"
                  aria-label="Alle reacties op deze pagina selecteren"
                  checked={allSelected}
                  onChange={(event) => selection.onToggleAll(event.target.checked)}
                />
              </chakra.th>
            ) : null}
            <chakra.th scope="col" {...cell}>
              Kandidaat
            </chakra.th>
            <chakra.th scope="col" {...cell}>
              Opdracht
            </chakra.th>
            <chakra.th scope="col" {...cell}>
              Status
            </chakra.th>
            <chakra.th scope="col" {...cell}>
              Ontvangen
            </chakra.th>
            <chakra.th scope="col" {...cell}>
              Laatst gewijzigd
            </chakra.th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => {
            const name = candidateName(names, application.employeeId);
            return (
              <tr key={application.id}>
                {selection ? (
                  <chakra.td {...cell}>
                    <chakra.input
                      type="checkbox"
                      boxSize="5"
                      accentColor="brand.solid"
                      aria-label={`Reactie van ${name} selecteren`}
                      checked={selection.selected.has(application.id)}
                      onChange={(event) => selection.onToggle(application.id, event.target.checked)}
                    />
                  </chakra.td>
                ) : null}
                <chakra.th scope="row" {...cell} fontWeight="medium">
                  <RouterLink to={toPath(routes.backofficeApplication.path, { id: application.id })}>{name}</RouterLink>
                </chakra.th>
                <chakra.td {...cell}>
                  <Text>{application.vacancy.title}</Text>
                  <Text color="fg.muted">
                    {application.vacancy.clientName ?? ANONYMOUS_CLIENT_NAME} · {application.vacancy.city}
                  </Text>
                </chakra.td>
                <chakra.td {...cell}>
                  <ApplicationStatusBadge status={application.status} />
                </chakra.td>
                <chakra.td {...cell}>
                  <time dateTime={application.createdAt}>{formatDutchDate(application.createdAt)}</time>
                </chakra.td>
                <chakra.td {...cell}>
                  <time dateTime={application.updatedAt}>{formatDutchDate(application.updatedAt)}</time>
                </chakra.td>
              </tr>
            );
          })}
        </tbody>
      </chakra.table>
    </Box>
  );
}
