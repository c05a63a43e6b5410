import type { ReactNode } from 'react';
import { isApiError, type ApiError } from '@interim/shared/api-client';
import { routes } from '@interim/shared/config';
import { EmptyState, ErrorPanel, PageSpinner } from '@interim/shared/ui';

/** Props of {@link PortalGate}. */
export interface PortalGateProps<T> {
  data: T | undefined;
  error: ApiError | undefined;
  retry: () => void;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/**
 * The states of a portal answer: loading, refused (403: the logged-in
 * account is a freelancer's or staff's, not a client contact's), not found
 * (another organisation's record: 404), failed, or the data.
 */
export function PortalGate<T>({ data, error, retry, loadingLabel, children }: PortalGateProps<T>) {
  if (error && !data) {
    if (isApiError(error) && error.status === 403) {
      return (
        <EmptyState
          heading="Dit portaal is voor opdrachtgevers"
          text="U bent ingelogd met een account dat geen opdrachtgever is. Heeft u een opdracht aangemeld? Log dan in met het e-mailadres van uw aanvraag."
          buttonLabel="Opdracht aanmelden"
          buttonHref={routes.clientRegister.path}
        />
      );
    }
    if (isApiError(error) && error.status === 404) {
      return <EmptyState heading="Niet gevonden" text={error.message} buttonLabel="Naar het portaal" buttonHref={routes.clientPortal.path} />;
    }
    return <ErrorPanel message={error.message} onRetry={retry} />;
  }
  if (!data) return <PageSpinner label={loadingLabel} />;
  return <>{children(data)}</>;
}
