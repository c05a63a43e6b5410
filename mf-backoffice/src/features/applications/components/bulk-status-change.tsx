import { useId } from 'react';
import { changeApplicationStatuses } from '@interim/shared/api/backoffice-applications';
import { isApiError } from '@interim/shared/api-client';
import { APPLICATION_STATUS_LABELS, type Application, type BulkPatchApplicationsResult } from '@interim/shared/contract';
import { Box, Heading, Stack, Text, chakra } from '@interim/shared/ui';
import { commonStaffNextStatuses } from '../application-status';
import { candidateName } from './application-table';
import { StatusChangeForm } from './status-change-form';

/** The outcome of one bulk change, per reactie. */
export type BulkOutcome =
  | { kind: 'done'; result: BulkPatchApplicationsResult; /** Candidate names by application id. */ names: ReadonlyMap<number, string> }
  | { kind: 'refused'; message: string; items: { id: number; name: string; problem: string | undefined }[] };

/** Props of {@link BulkStatusChange}. */
export interface BulkStatusChangeProps {
  /** The selected reacties (all of one opdracht). */
  selected: Application[];
  names: ReadonlyMap<number, string>;
  /** Called with the outcome: after a change (the caller refreshes and clears the selection) or a refusal. */
  onOutcome: (outcome: BulkOutcome) => void;
}

/**
 * Moves the selected reacties of one opdracht to one status (a rejection
 * with its reason, sent to every candidate). Offers only the statuses every
 * selected reactie can reach; the API changes all or none.
 */
export function BulkStatusChange({ selected, names, onOutcome }: BulkStatusChangeProps) {
  const headingId = useId();
  const options = commonStaffNextStatuses(selected.map((application) => application.status));
  const count = selected.length;
  const ids = selected.map((application) => application.id);

  let body;
  if (count === 0) {
    body = <Text color="fg.muted">Selecteer in de tabel de reacties die je een nieuwe status wilt geven.</Text>;
  } else if (options.length === 0) {
    body = (
      <Text>
        De geselecteerde reacties kunnen niet allemaal dezelfde volgende stap maken (een afgeronde reactie verandert niet meer). Selecteer reacties met
        dezelfde status.
      </Text>
    );
  } else {
    body = (
      <StatusChangeForm
        options={options}
        label="Status van de geselecteerde reacties wijzigen"
        submitLabel={count === 1 ? 'Status van 1 reactie wijzigen' : `Status van ${count} reacties wijzigen`}
        confirmation={({ status }) =>
          `${count === 1 ? '1 reactie' : `${count} reacties`} op "${APPLICATION_STATUS_LABELS[status]}" zetten? ${count === 1 ? 'De kandidaat krijgt' : 'Elke kandidaat krijgt'} hierover een e-mail.`
        }
        onSend={async (values) => {
          const result = await changeApplicationStatuses({ ids, ...values });
          const byApplication = new Map(selected.map((application) => [application.id, candidateName(names, application.employeeId)]));
          onOutcome({ kind: 'done', result, names: byApplication });
        }}
        onError={(error) => {
          if (!isApiError(error)) return;
          const problems = new Map<number, string>();
          for (const fieldError of error.fieldErrors ?? []) {
            const index = /^ids\.(\d+)$/.exec(fieldError.path)?.[1];
            const id = index === undefined ? undefined : ids[Number(index)];
            if (id !== undefined) problems.set(id, fieldError.message);
          }
          if (problems.size === 0) return;
          onOutcome({
            kind: 'refused',
            message: error.message,
            items: ids.map((id) => {
              const application = selected.find((item) => item.id === id)!;
              return { id, name: candidateName(names, application.employeeId), problem: problems.get(id) };
            }),
          });
        }}
      />
    );
  }

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="5" mb="6">
      <Heading as="h2" size="md" id={headingId} mb="1">
        Meerdere reacties tegelijk
      </Heading>
      <Text mb="4" color="fg.muted" aria-live="polite">
        {count === 1 ? '1 reactie geselecteerd' : `${count} reacties geselecteerd`}
      </Text>
      {body}
    </Box>
  );
}

/** The outcome of the last bulk change, per reactie (announced politely). */
export function BulkOutcomeReport({ outcome }: { outcome: BulkOutcome | undefined }) {
  return (
    <Box role="status" aria-live="polite">
      {outcome?.kind === 'done' ? (
        <Stack gap="2" borderWidth="1px" borderRadius="l3" p="4" mb="6" bg="bg.subtle">
          <Text fontWeight="semibold">
            {outcome.result.results.length === 1 ? '1 reactie gewijzigd:' : `${outcome.result.results.length} reacties gewijzigd:`}
          </Text>
          <chakra.ul ps="5">
            {outcome.result.results.map((change) => (
              <li key={change.id}>
                {outcome.names.get(change.id) ?? `Reactie ${change.id}`}: {APPLICATION_STATUS_LABELS[change.previousStatus]} → {APPLICATION_STATUS_LABELS[change.status]} (gelukt)
              </li>
            ))}
          </chakra.ul>
        </Stack>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <Stack gap="2" borderWidth="1px" borderColor="border.error" borderRadius="l3" p="4" mb="6">
          <Text fontWeight="semibold">Niets gewijzigd: {outcome.message}</Text>
          <chakra.ul ps="5">
            {outcome.items.map((item) => (
              <li key={item.id}>
                {item.name}: {item.problem ? `kan deze stap niet maken (${item.problem})` : 'niet gewijzigd, want de hele selectie is geweigerd'}
              </li>
            ))}
          </chakra.ul>
        </Stack>
      ) : null}
    </Box>
  );
}
