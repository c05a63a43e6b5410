import type { ReactNode } from 'react';
import type { Employee } from '@interim/shared/contract';
import { ErrorPanel, PageSpinner } from '@interim/shared/ui';
import { useMe } from '@interim/shared/api';
import { StaffAccountNotice } from './staff-account-notice';

/** Props of {@link OwnEmployeeGate}. */
export interface OwnEmployeeGateProps {
  /** Renders the page once the record is loaded. */
  children: (employee: Employee) => ReactNode;
  /** Spoken while loading. */
  loadingLabel?: string;
}

/**
 * Loads the logged-in freelancer's record: a spinner while loading, a Dutch
 * error panel with retry on failure. A staff account (no freelancer profile)
 * is pointed to the back office instead of seeing an empty profile.
 */
export function OwnEmployeeGate({ children, loadingLabel = 'Je profiel wordt geladen' }: OwnEmployeeGateProps) {
  const { data, error, isLoading, mutate } = useMe();
  if (data?.role === 'staff') return <StaffAccountNotice />;
  if (data) return <>{children(data)}</>;
  if (error && !isLoading) {
    return <ErrorPanel title="Je profiel kon niet worden geladen" message={error.message} onRetry={() => void mutate()} />;
  }
  return <PageSpinner label={loadingLabel} />;
}
