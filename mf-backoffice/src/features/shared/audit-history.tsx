import { useId } from 'react';
import { useAuditHistory } from '@interim/shared/api/audit';
import {
  APPLICATION_STATUS_LABELS,
  CLIENT_REQUEST_STATUS_LABELS,
  GDPR_REQUEST_STATUS_LABELS,
  type AuditEntityType,
  type AuditEntry,
} from '@interim/shared/contract';
import { VACANCY_STATUS_LABELS } from '@interim/shared/contract/labels';
import { formatDutchDateTime } from '@interim/shared/format';
import { Box, ErrorPanel, Heading, Skeleton, Stack, Text, VisuallyHidden, chakra } from '@interim/shared/ui';

/** Dutch names of the actions the audit log records. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  created: 'Aangemaakt',
  updated: 'Gewijzigd',
  status: 'Status gewijzigd',
  converted: 'Omgezet in een opdracht',
  viewed: 'Bekeken',
  cv_downloaded: 'Cv gedownload',
  coordinates_imported: 'Locatie bijgewerkt uit de postcode',
  consultant: 'Consultant gewijzigd',
  note_added: 'Notitie toegevoegd',
};

/** Dutch names of the fields that show up in the history. */
const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  reason: 'Reden',
  vacancyId: 'Opdracht',
  handledAt: 'Behandeld op',
  completedAt: 'Afgerond op',
  title: 'Titel',
  clientName: 'Opdrachtgever',
  closingDate: 'Sluitingsdatum',
  description: 'Omschrijving',
  cvId: 'Cv',
  note: 'Notitie',
};

const STATUS_LABELS: Record<AuditEntityType, Record<string, string>> = {
  application: APPLICATION_STATUS_LABELS,
  client_request: CLIENT_REQUEST_STATUS_LABELS,
  gdpr_request: GDPR_REQUEST_STATUS_LABELS,
  vacancy: VACANCY_STATUS_LABELS,
  employee: {},
};

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function formatValue(entityType: AuditEntityType, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(leeg)';
  if (field === 'status' && typeof value === 'string') return STATUS_LABELS[entityType][value] ?? value;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (typeof value === 'string') return ISO_TIMESTAMP.test(value) ? formatDutchDateTime(value) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Statuses whose note is a reason (a rejection, a withdrawal); any other status's note is an explanation. */
const STATUSES_WITH_A_REASON = new Set(['rejected', 'withdrawn']);

/**
 * A field's Dutch name in one entry: the note of a status change is "Reden"
 * only for a negative step, else "Toelichting" (a positive note, such as
 * why someone is invited, is no reason).
 */
function fieldLabel(entry: AuditEntry, field: string, fields: AuditFieldFormat | undefined): string {
  if (field === 'reason') {
    const status = entry.after?.status;
    return typeof status === 'string' && STATUSES_WITH_A_REASON.has(status) ? 'Reden' : 'Toelichting';
  }
  return fields?.labels?.[field] ?? FIELD_LABELS[field] ?? field;
}

/** The changed fields of an entry: every field in before or after, in the order they first appear. */
function changes(entry: AuditEntry): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({ field, before: entry.before?.[field], after: entry.after?.[field] }));
}

/**
 * How one kind of record names and shows its fields in the history, over the
 * defaults (statuses, timestamps and the common fields): an opdracht has
 * many fields and ids of reference data.
 */
export interface AuditFieldFormat {
  /** Dutch names of fields. */
  labels?: Record<string, string>;
  /** A field's value as people read it; undefined leaves it to the default. */
  formatValue?: (field: string, value: unknown) => string | undefined;
}

/** Props of {@link AuditChanges}. */
export interface AuditChangesProps {
  entry: AuditEntry;
  fields?: AuditFieldFormat | undefined;
  /** Fields not to show (a CV download's CV id on the log page). */
  hidden?: readonly string[];
}

/** An entry's changed fields, "Veld: oud → nieuw" (a new record: only the new values), by their Dutch names. */
export function AuditChanges({ entry, fields, hidden = [] }: AuditChangesProps) {
  const show = (field: string, value: unknown) => fields?.formatValue?.(field, value) ?? formatValue(entry.entityType, field, value);
  const shown = changes(entry).filter(({ field }) => !hidden.includes(field));
  if (shown.length === 0) return null;
  return (
    <chakra.ul listStyleType="none" fontSize="sm" mt="1">
      {shown.map(({ field, before, after }) => (
        <li key={field}>
          {fieldLabel(entry, field, fields)}:{' '}
          {entry.before === null || before === undefined ? (
            show(field, after)
          ) : (
            <>
              <VisuallyHidden>van </VisuallyHidden>
              {show(field, before)} <span aria-hidden="true">→</span> <VisuallyHidden>naar </VisuallyHidden>
              {show(field, after)}
            </>
          )}
        </li>
      ))}
    </chakra.ul>
  );
}

function AuditEntryItem({ entry, fields }: { entry: AuditEntry; fields?: AuditFieldFormat }) {
  return (
    <chakra.li position="relative" pb="4">
      <Text fontWeight="medium">
        {AUDIT_ACTION_LABELS[entry.action] ?? entry.action} door {entry.actor.name}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <time dateTime={entry.at}>{formatDutchDateTime(entry.at)}</time>
      </Text>
      <AuditChanges entry={entry} fields={fields} />
    </chakra.li>
  );
}

/** Props of {@link AuditHistory}. */
export interface AuditHistoryProps {
  entityType: AuditEntityType;
  entityId: number;
  /** Heading level under the page's h1. */
  headingLevel?: 'h2' | 'h3';
  /** Names and formats of this kind of record's fields, over the defaults. */
  fields?: AuditFieldFormat;
}

/**
 * "Geschiedenis": who changed what and when on one record, newest first,
 * from the audit log. Loading, error (with "Opnieuw proberen") and empty states.
 */
export function AuditHistory({ entityType, entityId, headingLevel = 'h2', fields }: AuditHistoryProps) {
  const headingId = useId();
  const { data, error, isLoading, mutate } = useAuditHistory(entityType, entityId);
  let content;
  if (error && !data) {
    content = <ErrorPanel title="Geschiedenis laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = (
      <Stack gap="2" role="status" aria-label="Geschiedenis laden">
        <Skeleton height="4" width="60%" />
        <Skeleton height="4" width="40%" />
      </Stack>
    );
  } else if (data.items.length === 0) {
    content = <Text color="fg.muted">Nog geen wijzigingen door medewerkers.</Text>;
  } else {
    content = (
      <>
        <chakra.ol listStyleType="none" borderStartWidth="2px" borderColor="border" ps="4" aria-labelledby={headingId}>
          {data.items.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} fields={fields} />
          ))}
        </chakra.ol>
        {data.total > data.items.length ? (
          <Text fontSize="sm" color="fg.muted">
            De {data.items.length} nieuwste van {data.total} wijzigingen.
          </Text>
        ) : null}
      </>
    );
  }
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={headingLevel} size="md" mb="3" id={headingId}>
        Geschiedenis
      </Heading>
      {content}
    </Box>
  );
}
