import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@interim/shared/api-client';
import { track } from '@interim/shared/analytics';
import { routes } from '@interim/shared/config';
import type { VacancyListItem } from '@interim/shared/contract';
import { Button, Container, EmptyState, ErrorPanel, Heading, PageSpinner, PageTitle, Stack, Text, notify } from '@interim/shared/ui';
import { VacancyCard } from '../features/vacancy-search/components/vacancy-card';
import { SAVED_VACANCIES_RANGE } from '../features/saved-vacancies/saved-vacancies-range';
import { countVacancies } from '../features/shared/format';
import { FAVORITE_EVENTS, setFavorite, useFavoriteCacheUpdate, useSavedVacancies } from '@interim/shared/api';

/** Saved vacancies (`/mijn-opgeslagen-opdrachten`, private): remove (optimistic, rolled back on failure); closed ones marked. */
export function SavedVacanciesPage() {
  // Loading means no data: SWR's isLoading is also true while it revalidates the server render's data.
  const { data, error, mutate } = useSavedVacancies(SAVED_VACANCIES_RANGE);
  const [removing, setRemoving] = useState<number[]>([]);
  const updateCache = useFavoriteCacheUpdate();

  const remove = async (vacancy: VacancyListItem) => {
    setRemoving((ids) => [...ids, vacancy.id]);
    try {
      await mutate(
        async (current) => {
          await setFavorite(vacancy.id, false);
          return current && { items: current.items.filter((item) => item.id !== vacancy.id), total: current.total - 1 };
        },
        {
          optimisticData: (current) =>
            current ? { items: current.items.filter((item) => item.id !== vacancy.id), total: current.total - 1 } : { items: [], total: 0 },
          rollbackOnError: true,
          revalidate: false,
          populateCache: true,
        },
      );
      void track(FAVORITE_EVENTS.removed, { vacancyId: vacancy.id, vacancyTitle: vacancy.title });
      // Searches and details elsewhere on the page show it unsaved too.
      void updateCache(vacancy.id, false, { savedListsUpToDate: true });
      notify({ type: 'success', description: `"${vacancy.title}" is verwijderd uit je opgeslagen opdrachten.` });
    } catch (failure) {
      notify({ title: 'Verwijderen is niet gelukt', description: isApiError(failure) ? failure.message : GENERIC_ERROR_MESSAGE });
    } finally {
      setRemoving((ids) => ids.filter((id) => id !== vacancy.id));
    }
  };

  let content;
  if (error && !data) content = <ErrorPanel message={error.message} onRetry={() => void mutate()} />;
  else if (!data) content = <PageSpinner label="Opgeslagen opdrachten laden" />;
  else if (data.items.length === 0) {
    content = (
      <EmptyState
        heading="Nog geen opgeslagen opdrachten"
        text="Bewaar opdrachten die je interessant vindt met het bladwijzer-icoon, dan vind je ze hier terug."
        buttonLabel="Bekijk alle opdrachten"
        buttonHref={routes.vacancies.path}
      />
    );
  } else {
    content = (
      <>
        <Text mb="4" color="fg.muted">
          {countVacancies(data.total)} opgeslagen
        </Text>
        <Stack as="ol" listStyleType="none" gap="4">
          {data.items.map((vacancy) => (
            <li key={vacancy.id}>
              <VacancyCard
                vacancy={vacancy}
                action={
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Verwijderen: ${vacancy.title}`}
                    loading={removing.includes(vacancy.id)}
                    onClick={() => void remove(vacancy)}
                  >
                    Verwijderen
                  </Button>
                }
              />
            </li>
          ))}
        </Stack>
      </>
    );
  }

  return (
    <Container maxW="4xl" py={{ base: '6', lg: '10' }}>
      <PageTitle title={routes.savedVacancies.title} />
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} mb="5">
        {routes.savedVacancies.title}
      </Heading>
      {content}
    </Container>
  );
}
