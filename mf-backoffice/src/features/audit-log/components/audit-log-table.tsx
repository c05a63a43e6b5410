import { routes, toPath } from '@interim/shared/config';
import type { AuditEntry } from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { RouterLink, Text, chakra } from '@interim/shared/ui';
import { DataTable, tableCell } from '../../shared/data-table';
import { AUDIT_ACTION_LABELS, AuditChanges, type AuditFieldFormat } from '../../shared/audit-history';
import { AUDIT_ENTITY_LABELS } from '../audit-log-state';


/** Where a record's page is: its own page, or (client and privacy requests) its list. */
function recordPath(entry: AuditEntry): string {
  switch (entry.entityType) {
    case 'vacancy':
      return toPath(routes.backofficeVacancy.path, { id: entry.entityId });
    case 'application':
      return toPath(routes.backofficeApplication.path, { id: entry.entityId });
    case 'employee':
      return toPath(routes.backofficeCandidate.path, { id: entry.entityId });
    case 'client_request':
      return routes.backofficeClientRequests.path;
    case 'gdpr_request':
      return routes.backofficeGdprRequests.path;
  }
}

/** Props of {@link AuditLogTable}. */
export interface AuditLogTableProps {
  entries: AuditEntry[];
  /** How opdrachten name their fields (function and sector names). */
  vacancyFields?: AuditFieldFormat | undefined;
}

/**
 * The audit log as a table: when, who, what, which record (by its name,
 * linked to its page) and the changed fields. A CV download's CV id is left
 * out: "Cv gedownload" with the candidate says it.
 */
export function AuditLogTable({ entries, vacancyFields }: AuditLogTableProps) {
  return (
    <DataTable caption="Logboek" headings={['Tijdstip', 'Medewerker', 'Handeling', 'Record', 'Wijzigingen']}>
      {entries.map((entry) => (
        <tr key={entry.id}>
          <chakra.td {...tableCell} whiteSpace="nowrap">
            <time dateTime={entry.at}>{formatDutchDateTime(entry.at)}</time>
          </chakra.td>
          <chakra.td {...tableCell}>{entry.actor.name}</chakra.td>
          <chakra.td {...tableCell}>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</chakra.td>
          <chakra.td {...tableCell}>
            <Text color="fg.muted">{AUDIT_ENTITY_LABELS[entry.entityType]}</Text>
            {entry.entityLabel === null ? <Text>Bestaat niet meer</Text> : <RouterLink to={recordPath(entry)}>{entry.entityLabel}</RouterLink>}
          </chakra.td>
          <chakra.td {...tableCell}>
            <AuditChanges entry={entry} fields={entry.entityType === 'vacancy' ? vacancyFields : undefined} hidden={['cvId']} />
          </chakra.td>
        </tr>
      ))}
    </DataTable>
  );
}
