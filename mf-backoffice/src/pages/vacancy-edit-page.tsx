import { useMemo, useState } from 'react';
import { useSaveVacancy } from '@interim/shared/api/backoffice-vacancies';
import { routes, toPath } from '@interim/shared/config';
import type { StaffVacancy, VacancyStatus } from '@interim/shared/contract';
import { formatDutchDateTime } from '@interim/shared/format';
import { Box, Grid, RouterLink, Stack, Text, notify } from '@interim/shared/ui';
import { AuditHistory } from '../features/shared/audit-history';
import { BackofficePage } from '../features/shared/backoffice-page';
import { ConsultantSelect } from '../features/vacancies/components/consultant-select';
import { allVacanciesLink, StaffVacancyLoader } from '../features/vacancies/components/staff-vacancy-loader';
import { StatusActions } from '../features/vacancies/components/status-actions';
import { VacancyForm } from '../features/vacancies/components/vacancy-form';
import { useVacancyAuditFields } from '../features/vacancies/use-vacancy-audit-fields';
import { VacancyFormSchema, changedFields, vacancyFormValues } from '../features/vacancies/vacancy-form-schema';

/** Toast after saving changes. */
export const SAVED_MESSAGE = 'De wijzigingen zijn opgeslagen.';
/** Toast when the form held nothing new. */
export const NOTHING_CHANGED_MESSAGE = 'Er was niets gewijzigd.';

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
          <ConsultantSelect vacancyId={vacancy.id} />
          <RouterLink to={toPath(routes.backofficeVacancyBoard.path, { id: vacancy.id })} fontSize="sm">
            Bord met de reacties
          </RouterLink>
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
  return (
    <StaffVacancyLoader title={routes.backofficeVacancy.title}>
      {(vacancy) => (
        <BackofficePage title={vacancy.title} maxW="7xl">
          {allVacanciesLink}
          <EditVacancy vacancy={vacancy} />
        </BackofficePage>
      )}
    </StaffVacancyLoader>
  );
}
