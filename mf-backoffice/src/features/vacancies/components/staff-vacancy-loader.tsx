import type { ReactNode } from 'react';
import { useStaffVacancy } from '@interim/shared/api/backoffice-vacancies';
import { isApiError } from '@interim/shared/api-client';
import { routes } from '@interim/shared/config';
import type { StaffVacancy } from '@interim/shared/contract';
import { useParams } from '@interim/shared/routing';
import { Box, ErrorPanel, PageSpinner, RouterLink, Text } from '@interim/shared/ui';
import { BackofficePage } from '../../shared/backoffice-page';
import { parseVacancyId } from '../vacancy-id';

/** Back to the opdrachten list: above every page about one opdracht. */
export const allVacanciesLink = (
  <Box mb="4">
    <RouterLink to={routes.backofficeVacancies.path} fontSize="sm">
      ← Alle opdrachten
    </RouterLink>
  </Box>
);

/**
 * A back-office page about the opdracht of the route's `:id`: "Opdracht
 * niet gevonden" for an unknown or malformed id, an error panel with retry,
 * a spinner while it loads (each under `title`), then `children` with the
 * opdracht.
 */
export function StaffVacancyLoader({ title, children }: { title: string; children: (vacancy: StaffVacancy) => ReactNode }) {
  const id = parseVacancyId(useParams().id);
  const { data: vacancy, error, mutate } = useStaffVacancy(id);
  if (id === null || (isApiError(error) && (error.status === 404 || error.status === 400))) {
    return (
      <BackofficePage title="Opdracht niet gevonden" maxW="5xl">
        {allVacanciesLink}
        <Text>Er is geen opdracht met dit nummer. Misschien is de link verouderd.</Text>
      </BackofficePage>
    );
  }
  if (error) {
    return (
      <BackofficePage title={title} maxW="5xl">
        {allVacanciesLink}
        <ErrorPanel title="De opdracht kon niet worden geladen" message={error.message} onRetry={() => void mutate()} />
      </BackofficePage>
    );
  }
  if (!vacancy) {
    return (
      <BackofficePage title={title} maxW="5xl">
        {allVacanciesLink}
        <PageSpinner label="Opdracht laden" />
      </BackofficePage>
    );
  }
  return children(vacancy);
}
