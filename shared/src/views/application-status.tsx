import type { ApplicationStatusChange } from '@interim/shared/contract';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@interim/shared/contract/labels';
import { formatDutchDateTime } from '@interim/shared/format';
import { Badge, Text, chakra } from '@interim/shared/ui';

const STATUS_PALETTE: Record<ApplicationStatus, string> = {
  submitted: 'blue',
  in_review: 'blue',
  proposed: 'purple',
  interview: 'purple',
  offer: 'orange',
  placed: 'green',
  rejected: 'red',
  withdrawn: 'gray',
  vacancy_closed: 'gray',
};

/** Props of {@link ApplicationStatusBadge}. */
export interface ApplicationStatusBadgeProps {
  status: ApplicationStatus;
  /** Text before the label ("Status: "), read with it. */
  prefix?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** An application's status as a badge: the Dutch label (the colour only adds to it). */
export function ApplicationStatusBadge({ status, prefix, size }: ApplicationStatusBadgeProps) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} size={size}>
      <span>
        {prefix}
        {APPLICATION_STATUS_LABELS[status]}
      </span>
    </Badge>
  );
}

/** Props of {@link StatusTimeline}. */
export interface StatusTimelineProps {
  history: ApplicationStatusChange[];
  /** Names the list ("Verloop van je reactie op Projectleider"). */
  label: string;
}

/**
 * The statuses a reactie went through, oldest first, with the reason of a
 * rejection: the same list for the freelancer (Mijn reacties) and for staff.
 */
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
