import { useSavedSearches } from '@interim/shared/api';
import { routes } from '@interim/shared/config';
import { Container, EmptyState, ErrorPanel, PageSpinner, Stack, chakra } from '@interim/shared/ui';
import { OwnEmployeeGate } from '../features/profile/components/own-employee-gate';
import { ProfilePageHeader } from '../features/profile/components/page-header';
import { SavedSearchItem } from '../features/saved-searches/saved-search-item';

function SavedSearchList() {
  const { data, error, isLoading, mutate } = useSavedSearches();
  if (error && !data) {
    return <ErrorPanel title="Je zoekopdrachten konden niet worden geladen" message={error.message} onRetry={() => void mutate()} />;
  }
  if (!data) return <PageSpinner label={isLoading ? 'Je zoekopdrachten worden geladen' : 'Bezig…'} />;
  if (data.length === 0) {
    return (
      <EmptyState
        heading="Nog geen bewaarde zoekopdrachten"
        text="Zoek op de opdrachtenpagina en kies 'Bewaar deze zoekopdracht': dan mailen we je als er nieuwe opdrachten bij komen."
        buttonLabel="Naar de opdrachten"
        buttonHref={routes.vacancies.path}
      />
    );
  }
  return (
    <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="4" aria-label="Je bewaarde zoekopdrachten">
      {data.map((search) => (
        <li key={search.id}>
          <SavedSearchItem search={search} />
        </li>
      ))}
    </chakra.ul>
  );
}

/**
 * `/profiel/zoekopdrachten` (private, issue 19): the freelancer's saved
 * searches with their new matches; rename, how often they mail, delete, and
 * the way to their results. Staff accounts get the back-office notice.
 */
export function ProfileSavedSearchesPage() {
  return (
    <Container maxW="4xl" py={{ base: '8', lg: '12' }}>
      <ProfilePageHeader title={routes.profileSavedSearches.title} intro="Je bewaarde zoekopdrachten, en hoe vaak we je mailen over nieuwe opdrachten." />
      <OwnEmployeeGate loadingLabel="Je zoekopdrachten worden geladen">
        {() => (
          <Stack gap="4">
            <SavedSearchList />
          </Stack>
        )}
      </OwnEmployeeGate>
    </Container>
  );
}
