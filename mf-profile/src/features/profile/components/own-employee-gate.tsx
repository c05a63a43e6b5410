import type { ReactNode } from 'react';
import type { Employee } from '@interim/shared/contract';
import { ErrorPanel, PageSpinner } from '@interim/shared/ui';
import { useMe } from '@interim/shared/api';

/** Props of {@link OwnEmployeeGate}. */
export interface OwnEmployeeGateProps {
  /** Renders the page once the record is loaded. */
  children: (employee: Employee) => ReactNode;
  /** Spoken while loading. */
  loadingLabel?: string;
}

/** Loads the logged-in freelancer's record: a spinner while loading, a Dutch error panel with retry on failure. */
export function OwnEmployeeGate({ children, loadingLabel = 'Je profiel wordt geladen' }: OwnEmployeeGateProps) {
  const { data, error, isLoading, mutate } = useMe();
  if (data) return <>{children(data)}</>;
  if (error && !isLoading) {
    return <ErrorPanel title="Je profiel kon niet worden geladen" message={error.message} onRetry={() => void mutate()} />;
  }
  return <PageSpinner label={loadingLabel} />;
}
