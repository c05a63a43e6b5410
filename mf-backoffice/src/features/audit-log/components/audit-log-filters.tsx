import { useEmployees } from '@interim/shared/api/backoffice-employees';
import { AUDIT_ENTITY_TYPES, type AuditEntityType } from '@interim/shared/contract';
import { Button, Flex, SelectField, SimpleGrid, TextField, chakra } from '@interim/shared/ui';
import { AUDIT_ACTION_LABELS } from '../../shared/audit-history';
import { AUDIT_ENTITY_LABELS, type AuditLogState } from '../audit-log-state';

/** Every staff account, by last name (a back office has a few dozen at most). */
const STAFF_QUERY = { filter: { role: 'staff' as const }, sort: ['lastName', 'ASC'] as ['lastName', 'ASC'], range: [0, 99] as [number, number] };

/** Props of {@link AuditLogFilters}. */
export interface AuditLogFiltersProps {
  state: AuditLogState;
  onChange: (change: Partial<AuditLogState>) => void;
  /** The name of the one record shown (`record` in the URL), when known. */
  recordLabel?: string | null | undefined;
}

/**
 * The log's filters: staff member, kind of record, action, from and to a
 * day. Native controls; each choice applies at once.
 */
export function AuditLogFilters({ state, onChange, recordLabel }: AuditLogFiltersProps) {
  const staff = useEmployees(STAFF_QUERY);
  return (
    <chakra.form role="search" aria-label="Logboek filteren" mb="4" onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid columns={{ base: 1, md: 3, xl: 5 }} gap="3" alignItems="flex-start">
        <SelectField
          label="Medewerker"
          name="medewerker"
          value={state.actorId === undefined ? '' : String(state.actorId)}
          options={[
            { value: '', label: 'Alle medewerkers' },
            ...(staff.data?.items ?? []).map((person) => ({ value: String(person.id), label: `${person.firstName} ${person.lastName}`.trim() })),
          ]}
          onChange={(event) => onChange({ actorId: event.target.value ? Number(event.target.value) : undefined })}
        />
        <SelectField
          label="Soort record"
          name="soort"
          value={state.entityType ?? ''}
          options={[{ value: '', label: 'Alle soorten' }, ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: AUDIT_ENTITY_LABELS[type] }))]}
          onChange={(event) => onChange({ entityType: (event.target.value || undefined) as AuditEntityType | undefined, entityId: undefined })}
        />
        <SelectField
          label="Handeling"
          name="handeling"
          value={state.action}
          options={[{ value: '', label: 'Alle handelingen' }, ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))]}
          onChange={(event) => onChange({ action: event.target.value })}
        />
        <TextField label="Vanaf" name="van" type="date" value={state.from} onChange={(event) => onChange({ from: event.target.value })} />
        <TextField label="Tot en met" name="tot" type="date" value={state.to} onChange={(event) => onChange({ to: event.target.value })} />
      </SimpleGrid>
      {state.entityType && state.entityId !== undefined ? (
        <Flex mt="3" gap="3" align="center" wrap="wrap">
          <span>
            Alleen {AUDIT_ENTITY_LABELS[state.entityType].toLowerCase()} {recordLabel ?? ''}
          </span>
          <Button type="button" size="sm" variant="outline" onClick={() => onChange({ entityId: undefined })}>
            Toon alle records
          </Button>
        </Flex>
      ) : null}
    </chakra.form>
  );
}
