import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@interim/shared/contract/labels';
import { Badge } from '@interim/shared/ui';

const STATUS_PALETTE: Record<ApplicationStatus, string> = {
  submitted: 'blue',
  in_review: 'blue',
  proposed: 'purple',
  interview: 'purple',
  offer: 'orange',
  placed: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** An application's status as a badge: the Dutch label (the colour only adds to it). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge colorPalette={STATUS_PALETTE[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
