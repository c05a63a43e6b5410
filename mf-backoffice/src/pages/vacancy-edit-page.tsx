import { useMemo, useState } from 'react';
import { useSaveVacancy, useStaffVacancy } from '@interim/shared/api/backoffice-vacancies';
import { isApiError } from '@interim/shared/api-client';
import { routes, toPath } from '@interim/shared/config';
import type { StaffVacancy, VacancyStatus } from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { useParams } from '@interim/shared/routing';
import { Box, ErrorPanel, Grid, PageSpinner, RouterLink, Stack, Text, notify } from '@interim/shared/ui';
import { AuditHistory } from '../features/shared/audit-history';
import { BackofficePage } from '../features/shared/backoffice-page';
import { StatusActions } from '../features/vacancies/components/status-actions';
import { VacancyForm } from '../features/vacancies/components/vacancy-form';
import { useVacancyAuditFields } from '../features/vacancies/use-vacancy-audit-fields';
import { parseVacancyId } from '../features/vacancies/vacancy-id';
import { VacancyFormSchema, changedFields, vacancyFormValues } from '../features/vacancies/vacancy-form-schema';

/** Toast after saving changes. */
export const SAVED_MESSAGE = 'De wijzigingen zijn opgeslagen.';
/** Toast when the form held nothing new. */
export const NOTHING_CHANGED_MESSAGE = 'Er was niets gewijzigd.';

const backLink = (
  <Box mb="4">
    <RouterLink to={routes.backofficeVacancies.path} fontSize="sm">
      ← Alle opdrachten
    </RouterLink>
  </Box>
);

function EditVacancy({ vacancy }: { vacancy: StaffVacancy }) {
  const { update } = useSaveVacancy();
  const [dirty, setDirty] = useState(false);
  const auditFields = useVacancyAuditFields();
  const defaultValues = useMemo(() => vacancyFormValues(vacancy), [vacancy]);

  const save = async (body: Parameters<typeof changedFields>[0]) => {
    // Only what staff changed is sent: two people editing different fields keep each other's work.
    const stored = VacancyFormSchema.safeParse(vacancyFormValues(vacancy));
    const changes = stored.success ? changedFields(body, stored.data) : body;
    if (Object.keys(changes).length === 0) {
      notify({ type: 'info', description: NOTHING_CHANGED_MESSAGE });
      return undefined;
    }
    const saved = await update(vacancy.id, changes);
    notify({ type: 'success', description: SAVED_MESSAGE });
    return vacancyFormValues(saved);
  };

  const changeStatus = async (status: VacancyStatus) => {
    await update(vacancy.id, { status });
  };

  return (
    <Stack gap="10">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 18rem' }} gap="8" alignItems="start">
        <Box minW="0">
          <VacancyForm key={vacancy.id} defaultValues={defaultValues} stored={vacancy} submitLabel="Wijzigingen opslaan" onSubmit={save} onDirtyChange={setDirty} />
        </Box>
        <Stack gap="4" as="aside" aria-label="Status en gegevens">
          <StatusActions status={vacancy.status} onChange={changeStatus} hasUnsavedChanges={dirty} />
          <Box fontSize="sm" color="fg.muted">
            <Text>Aangemaakt op {formatDutchDateTime(vacancy.createdAt)}</Text>
            <Text>Laatst gewijzigd op {formatDutchDateTime(vacancy.updatedAt)}</Text>
            {vacancy.clientRequestId ? <Text>Gemaakt van aanvraag nr. {vacancy.clientRequestId}</Text> : null}
          </Box>
          {vacancy.status === 'concept' ? null : (
            <RouterLink to={toPath(routes.vacancyDetail.path, { id: vacancy.id })} fontSize="sm">
              Bekijk de opdracht op de site
            </RouterLink>
          )}
        </Stack>
      </Grid>
      <AuditHistory entityType="vacancy" entityId={vacancy.id} fields={auditFields} />
    </Stack>
  );
}

/**
 * One opdracht for staff (`/beheer/opdrachten/:id`): every field in the
 * form with a preview as freelancers see it, the status steps (Publiceren,
 * Sluiten) after a confirmation, and its history from the audit log.
 */
export function VacancyEditPage() {
  const params = useParams();
  const id = parseVacancyId(params.id);
  const { data: vacancy, error, mutate } = useStaffVacancy(id);

  if (id === null || (isApiError(error) && (error.status === 404 || error.status === 400))) {
    return (
      <BackofficePage title="Opdracht niet gevonden" maxW="5xl">
        {backLink}
        <Text>Er is geen opdracht met dit nummer. Misschien is de link verouderd.</Text>
      </BackofficePage>
    );
  }
  if (error) {
    return (
      <BackofficePage title={routes.backofficeVacancy.title} maxW="5xl">
        {backLink}
        <ErrorPanel title="De opdracht kon niet worden geladen" message={error.message} onRetry={() => void mutate()} />
      </BackofficePage>
    );
  }
  if (!vacancy) {
    return (
      <BackofficePage title={routes.backofficeVacancy.title} maxW="5xl">
        {backLink}
        <PageSpinner label="Opdracht laden" />
      </BackofficePage>
    );
  }
  return (
    <BackofficePage title={vacancy.title} maxW="7xl">
      {backLink}
      <EditVacancy vacancy={vacancy} />
    </BackofficePage>
  );
}
