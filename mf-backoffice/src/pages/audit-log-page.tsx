import { useMemo } from 'react';
import { useAuditEntries } from '@interim/shared/api/audit';
import { routes } from '@interim/shared/config';
import { EmptyState, ErrorPanel, PageSpinner, Text } from '@interim/shared/ui';
import { AUDIT_LOG_PAGE_SIZE, parseAuditLog, serializeAuditLog, toAuditLogQuery } from '../features/audit-log/audit-log-state';
import { AuditLogFilters } from '../features/audit-log/components/audit-log-filters';
import { AuditLogTable } from '../features/audit-log/components/audit-log-table';
import { BackofficePage } from '../features/shared/backoffice-page';
import { Pagination, pageCountOf } from '../features/shared/pagination';
import { useUrlState } from '../features/shared/use-url-state';
import { useVacancyAuditFields } from '../features/vacancies/use-vacancy-audit-fields';

/**
 * The audit log (`/beheer/logboek`, issue 30 item 7): every staff action
 * across records, newest first: changes, status steps, candidate views and
 * CV downloads, with the staff member's and the record's names; filtered by
 * staff member, kind of record, action, one record and days, all in the URL.
 */
export function AuditLogPage() {
  const { state, update } = useUrlState(parseAuditLog, serializeAuditLog);
  const query = useMemo(() => toAuditLogQuery(state), [state]);
  const { data, error, isLoading, mutate } = useAuditEntries(query);
  const vacancyFields = useVacancyAuditFields();
  const filtered = Object.keys(query.filter).length > 0;

  let content;
  if (error && !data) {
    content = <ErrorPanel title="Logboek laden is niet gelukt" message={error.message} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <PageSpinner label="Logboek laden" />;
  } else if (data.total === 0) {
    content = filtered ? (
      <EmptyState heading="Niets gevonden" text="Er is geen handeling die bij deze filters past." buttonLabel="Wis de filters" buttonHref={routes.backofficeAuditLog.path} />
    ) : (
      <EmptyState heading="Nog niets gelogd" text="Medewerkers hebben nog niets gewijzigd of bekeken." buttonLabel="Naar de opdrachten" buttonHref={routes.backofficeVacancies.path} />
    );
  } else {
    content = (
      <>
        <Text mb="3" color="fg.muted">
          {data.total === 1 ? '1 handeling' : `${data.total} handelingen`}
        </Text>
        <AuditLogTable entries={data.items} vacancyFields={vacancyFields} />
        <Pagination page={state.page} pageCount={pageCountOf(data.total, AUDIT_LOG_PAGE_SIZE)} onPage={(page) => update({ page })} label="Pagina's van het logboek" />
      </>
    );
  }

  return (
    <BackofficePage title={routes.backofficeAuditLog.title}>
      <AuditLogFilters state={state} onChange={update} recordLabel={state.entityId !== undefined ? data?.items[0]?.entityLabel : undefined} />
      {content}
    </BackofficePage>
  );
}
