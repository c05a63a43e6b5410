import type { Vacancy } from '@interim/shared/contract';
import { Alert, Box, Button, Grid, Stack, Text } from '@interim/shared/ui';
import { VacancyDetails } from '@interim/shared/views';

/** Props of {@link VacancyPreview}. */
export interface VacancyPreviewProps {
  vacancy: Vacancy;
}

/**
 * The opdracht as freelancers see it on `/opdrachten/:id`: the same
 * `VacancyDetails` as mf-vacancies' detail page, with the actions replaced by
 * an explanation. Headings start at level 3: the preview sits inside the
 * back-office page.
 */
export function VacancyPreview({ vacancy }: VacancyPreviewProps) {
  return (
    <Box as="section" aria-label="Voorbeeld voor zzp'ers" borderWidth="1px" borderRadius="l3" p={{ base: '4', lg: '8' }} bg="bg">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 16rem' }} gap="10" alignItems="start">
        <VacancyDetails vacancy={vacancy} titleLevel={3} />
        <Stack gap="3" aria-label="Acties in het voorbeeld" role="group">
          {vacancy.status === 'closed' ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>Deze opdracht is gesloten. Reageren is niet meer mogelijk.</Alert.Title>
            </Alert.Root>
          ) : (
            <>
              <Button size="lg" disabled>
                Reageren
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {vacancy.status === 'concept'
                  ? "Zzp'ers zien deze opdracht pas als je haar publiceert."
                  : 'In het voorbeeld kun je niet reageren.'}
              </Text>
            </>
          )}
        </Stack>
      </Grid>
    </Box>
  );
}
