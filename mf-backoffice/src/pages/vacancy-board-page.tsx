import { useStaffApplications } from '@interim/shared/api/backoffice-applications';
import { routes, toPath } from '@interim/shared/config';
import { MAX_PAGE_SIZE } from '@interim/shared/contract/labels';
import { ErrorPanel, HStack, PageSpinner, RouterLink, Text } from '@interim/shared/ui';
import { useCandidateNames } from '../features/applications/use-candidate-names';
import { ApplicationBoard } from '../features/applications/components/application-board';
import { BackofficePage } from '../features/shared/backoffice-page';
import { StaffVacancyLoader } from '../features/vacancies/components/staff-vacancy-loader';

function Board({ vacancyId }: { vacancyId: number }) {
  // The first 100 reacties (oldest first): far more than one opdracht gets.
  const { data, error, mutate } = useStaffApplications({ filter: { vacancyId }, sort: ['createdAt', 'ASC'], range: [0, MAX_PAGE_SIZE - 1] });
  const names = useCandidateNames(data?.items.map((application) => application.employeeId) ?? []);
  if (error && !data) return <ErrorPanel title="De reacties konden niet worden geladen" message={error.message} onRetry={() => void mutate()} />;
  if (!data) return <PageSpinner label="Reacties laden" />;
  return (
    <>
      {data.total > data.items.length ? (
        <Text mb="3">
          Het bord toont de eerste {data.items.length} van {data.total} reacties.
        </Text>
      ) : null}
      <ApplicationBoard applications={data.items} names={names} />
    </>
  );
}

/**
 * The pipeline board of one opdracht (`/beheer/opdrachten/:id/bord`, issue
 * 30 item 4): its reacties in a column per status with counts, moved by
 * drag and drop or by keyboard.
 */
export function VacancyBoardPage() {
  return (
    <StaffVacancyLoader title={routes.backofficeVacancyBoard.title}>
      {(vacancy) => (
        <BackofficePage title={`Bord: ${vacancy.title}`} maxW="full">
          <HStack mb="4" gap="4" wrap="wrap" fontSize="sm">
            <RouterLink to={toPath(routes.backofficeVacancy.path, { id: vacancy.id })}>← Terug naar de opdracht</RouterLink>
            <RouterLink to={`${routes.backofficeApplications.path}?opdracht=${vacancy.id}`}>Reacties als lijst</RouterLink>
            <Text color="fg.muted">{vacancy.clientName ?? 'Opdrachtgever onbekend'}</Text>
          </HStack>
          <Board vacancyId={vacancy.id} />
        </BackofficePage>
      )}
    </StaffVacancyLoader>
  );
}
