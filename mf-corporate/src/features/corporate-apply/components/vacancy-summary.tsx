import type { ApiError } from '@interim/shared/api-client';
import type { Vacancy } from '@interim/shared/contract';
import { formatDutchDate, formatHourRange, formatRateBand } from '@interim/shared/format';
import { Alert, Badge, Box, Card, Heading, HStack, SkeletonText, Stack, Text } from '@interim/shared/ui';

/** Props of {@link VacancySummary}. */
export interface VacancySummaryProps {
  vacancy: Vacancy | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
}


/** Text of a vacancy the API does not know (or no longer shows). */
export const VACANCY_NOT_FOUND_TEXT = 'Deze opdracht bestaat niet (meer). Misschien is hij net ingevuld.';

/** The compact vacancy summary at the top of every step: what you are applying to. */
export function VacancySummary({ vacancy, error, isLoading }: VacancySummaryProps) {
  if (error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{error.status === 404 ? VACANCY_NOT_FOUND_TEXT : error.message}</Alert.Title>
      </Alert.Root>
    );
  }
  if (isLoading || !vacancy) {
    return (
      <Card.Root variant="outline" aria-busy="true" aria-label="Opdracht wordt geladen">
        <Card.Body>
          <SkeletonText noOfLines={3} />
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Card.Root variant="outline" as="section" aria-label="Opdracht">
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="start" gap="3">
            <Heading as="h2" size="lg">
              {vacancy.title}
            </Heading>
            {vacancy.status === 'closed' ? <Badge colorPalette="red">Gesloten</Badge> : null}
          </HStack>
          <Text color="fg.muted">
            {vacancy.clientName} · {vacancy.city}
          </Text>
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
            <Text as="dt" fontWeight="semibold">
              Uurtarief
            </Text>
            <Text as="dd">{formatRateBand(vacancy.hourlyRateMin, vacancy.hourlyRateMax)}</Text>
            <Text as="dt" fontWeight="semibold">
              Uren
            </Text>
            <Text as="dd">{formatHourRange(vacancy.hoursPerWeekMin, vacancy.hoursPerWeekMax)}</Text>
            <Text as="dt" fontWeight="semibold">
              Reageren tot
            </Text>
            <Text as="dd">{formatDutchDate(vacancy.closingDate)}</Text>
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
