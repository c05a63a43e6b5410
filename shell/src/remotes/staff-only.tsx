import type { ReactNode } from 'react';
import { ErrorPanel, PageSpinner } from '@interim/shared/ui';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { useStaffRole } from '../session/use-staff-role';

const ROLE_UNKNOWN_TITLE = 'We konden je gegevens niet ophalen';
const ROLE_UNKNOWN_MESSAGE = 'Controleer je internetverbinding en probeer het opnieuw.';

/**
 * The guard of the access class `staff` for a logged-in user: staff see
 * `children` (the remote, loaded only then), anyone else the 404 page, the
 * same as an unknown URL, so the back office does not announce itself.
 * Loaded lazily by the remote area: only a visit to a staff route pays for it.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { role, retry } = useStaffRole();
  if (role === 'staff') return <>{children}</>;
  if (role === 'other') return <NotFoundPage />;
  if (role === 'error') return <ErrorPanel title={ROLE_UNKNOWN_TITLE} message={ROLE_UNKNOWN_MESSAGE} onRetry={retry} />;
  return <PageSpinner />;
}
