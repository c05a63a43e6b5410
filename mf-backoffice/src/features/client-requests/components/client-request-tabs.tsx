import { StatusTabs } from '../../shared/status-tabs';
import { CLIENT_REQUEST_TABS, serializeClientRequestList, type ClientRequestListState } from '../client-request-list-state';

/** The inbox's status tabs; a tab keeps the search text and starts at page 1. */
export function ClientRequestTabs({ state }: { state: ClientRequestListState }) {
  return (
    <StatusTabs
      label="Aanvragen per status"
      tabs={CLIENT_REQUEST_TABS}
      current={state.tab}
      searchFor={(tab) => serializeClientRequestList({ tab, q: state.q, page: 1 }).toString()}
    />
  );
}
