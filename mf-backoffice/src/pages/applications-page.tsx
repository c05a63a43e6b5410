import { useMemo, useState } from 'react';
import { useRefreshAfterStatusChange, useStaffApplications } from '@interim/shared/api/backoffice-applications';
import { routes } from '@interim/shared/config';
import { EmptyState, ErrorPanel, PageSpinner, Text } from '@interim/shared/ui';
import {
  APPLICATIONS_PAGE_SIZE,
  parseApplicationList,
  serializeApplicationList,
  toApplicationsQuery,
} from '../features/applications/application-list-state';
import { ApplicationFilters } from '../features/applications/components/application-filters';
import { ApplicationTable } from '../features/applications/components/application-table';
import { BulkOutcomeReport, BulkStatusChange, type BulkOutcome } from '../features/applications/components/bulk-status-change';
import { useCandidateNames } from '../features/applications/use-candidate-names';
import { BackofficePage } from '../features/shared/backoffice-page';
import { Pagination, pageCountOf } from '../features/shared/pagination';
import { useUrlState } from '../features/shared/use-url-state';

/**
 * Every reactie (`/beheer/reacties`), filtered by opdracht and status in
 * the URL, a page at a time. Filtered by one opdracht, several reacties can
 * be moved to a new status at once.
 */
export function ApplicationsPage() {
  const { state, update } = useUrlState(parseApplicationList, serializeApplicationList);
  const query = useMemo(() => toApplicationsQuery(state), [state]);
  const { data, error, isLoading, mutate } = useStaffApplications(query);
  const names = useCandidateNames(useMemo(() => (data?.items ?? []).map((application) => application.employeeId), [data]));
  const refresh = useRefreshAfterStatusChange();

  // The selection and the last bulk outcome belong to one list: another filter or page starts afresh.
  const listKey = serializeApplicationList(state).toString();
  const [selection, setSelection] = useState<{ listKey: string; ids: ReadonlySet<number> }>({ listKey, ids: new Set() });
  const [outcome, setOutcome] = useState<{ listKey: string; outcome: BulkOutcome } | undefined>();
  const selectedIds = selection.listKey === listKey ? selection.ids : new Set<number>();
  const select = (ids: ReadonlySet<number>) => setSelection({ listKey, ids });
  const items = data?.items ?? [];
  const filtered = Boolean(state.vacancyId || state.status);

  let content;
  if (error && !data) {
    content = <ErrorPanel title="Reacties laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <PageSpinner label="Reacties laden" />;
  } else if (data.total === 0) {
    content = filtered ? (
      <EmptyState
        heading="Geen reacties gevonden"
        text="Er zijn geen reacties die bij deze filters passen."
        buttonLabel="Wis de filters"
        buttonHref={routes.backofficeApplications.path}
      />
    ) : (
      <EmptyState heading="Nog geen reacties" text="Er heeft nog niemand op een opdracht gereageerd." buttonLabel="Naar de opdrachten" buttonHref={routes.backofficeVacancies.path} />
    );
  } else {
    content = (
      <>
        <Text mb="3" color="fg.muted">
          {data.total === 1 ? '1 reactie' : `${data.total} reacties`}, nieuwste eerst
        </Text>
        <ApplicationTable
          applications={items}
          names={names}
          selection={
            state.vacancyId
              ? {
                  selected: selectedIds,
                  onToggle: (id, on) => {
                    const next = new Set(selectedIds);
                    if (on) next.add(id);
                    else next.delete(id);
                    select(next);
                  },
                  onToggleAll: (on) => select(new Set(on ? items.map((application) => application.id) : [])),
                }
              : undefined
          }
        />
        <Pagination
          page={state.page}
          pageCount={pageCountOf(data.total, APPLICATIONS_PAGE_SIZE)}
          onPage={(page) => update({ page })}
          label="Pagina's met reacties"
        />
      </>
    );
  }

  return (
    <BackofficePage title={routes.backofficeApplications.title}>
      <ApplicationFilters state={state} onChange={update} />
      {state.vacancyId && data && data.total > 0 ? (
        <BulkStatusChange
          selected={items.filter((application) => selectedIds.has(application.id))}
          names={names}
          onOutcome={(next) => {
            setOutcome({ listKey, outcome: next });
            if (next.kind === 'done') {
              select(new Set());
              void refresh();
            }
          }}
        />
      ) : null}
      <BulkOutcomeReport outcome={outcome?.listKey === listKey ? outcome.outcome : undefined} />
      {content}
    </BackofficePage>
  );
}
