import { APPLICATION_STATUS_LABELS, type ApplicationStatusChange } from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { Text, chakra } from '@interim/shared/ui';

/** Props of {@link StatusTimeline}. */
export interface StatusTimelineProps {
  history: ApplicationStatusChange[];
  /** Names the list ("Verloop van de reactie van Jan de Vries"). */
  label: string;
}

/** The statuses a reactie went through, oldest first, with the reason of a rejection: what the freelancer's timeline shows. */
export function StatusTimeline({ history, label }: StatusTimelineProps) {
  return (
    <chakra.ol listStyleType="none" borderStartWidth="2px" borderColor="border" ps="4" aria-label={label}>
      {history.map((change, index) => (
        <chakra.li key={`${change.status}-${change.changedAt}-${index}`} pb="3">
          <Text fontWeight="medium">{APPLICATION_STATUS_LABELS[change.status]}</Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={change.changedAt}>{formatDutchDateTime(change.changedAt)}</time>
          </Text>
          {change.reason ? (
            <Text fontSize="sm">
              {change.status === 'rejected' ? 'Reden van afwijzing: ' : 'Toelichting: '}
              {change.reason}
            </Text>
          ) : null}
        </chakra.li>
      ))}
    </chakra.ol>
  );
}
