import { WORK_MODE_LABELS, type Employee } from '@interim/shared/contract';
import { formatEuroAmount } from '@interim/shared/format';
import { Box, Heading, RouterLink, SimpleGrid, Stack, Text } from '@interim/shared/ui';
import { completionSteps, OWN_WORDS_FUNCTION_LABEL, stepPath } from './completion-steps';
import { useEducationLevels, usePositions, useSectors } from '@interim/shared/api';

/** True when the freelancer's own words for the function say more than the chosen position's name. */
export function saysMore(ownWords: string | null | undefined, positionName: string | undefined): boolean {
  const words = ownWords?.trim().toLowerCase() ?? '';
  return words !== '' && words !== positionName?.trim().toLowerCase();
}

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '–' : String(value));

/** What the freelancer filled in, per wizard step, each with a link to change it. */
export function CompletionSummary({ employee }: { employee: Employee }) {
  const p = employee.preferences;
  const { data: sectors } = useSectors();
  const { data: positions } = usePositions(p.sector);
  const { data: levels } = useEducationLevels();
  const positionName = positions?.find((s) => s.id === p.position)?.name;
  const rows: Record<number, Array<[string, string]>> = {
    1: [
      ['Naam', `${employee.firstName} ${employee.lastName}`],
      ['Telefoonnummer', orDash(employee.phone)],
      ['Geboortedatum', orDash(employee.dateOfBirth)],
    ],
    2: [
      ['Postcode en plaats', [employee.postcode, employee.city].filter(Boolean).join(' ') || '–'],
      ['Maximale reisafstand', p.maxTravelKm === null ? '–' : `${p.maxTravelKm} km`],
      ['Rijbewijs', p.hasDriversLicense ? 'Ja' : 'Nee'],
    ],
    3: [
      ['Sector', orDash(sectors?.find((s) => s.id === p.sector)?.name)],
      ['Functie', orDash(positionName)],
      // The own words only when they add something to the position (issue 17).
      ...(saysMore(p.desiredFunction, positionName) ? [[OWN_WORDS_FUNCTION_LABEL, p.desiredFunction!] as [string, string]] : []),
    ],
    4: [
      ['Opleidingsniveau', orDash(levels?.find((l) => l.id === p.educationLevel)?.name)],
      ['Werkervaring', `${employee.experience.length} ${employee.experience.length === 1 ? 'opdracht' : 'opdrachten'}`],
    ],
    5: [
      ['Cv', orDash(employee.cv?.fileName)],
      ['LinkedIn', orDash(employee.linkedinUrl)],
    ],
    6: [
      ['Beschikbaar vanaf', orDash(p.availableFrom)],
      ['Uren per week', orDash(p.hoursPerWeek)],
      ['Werkvorm', p.workMode ? WORK_MODE_LABELS[p.workMode] : '–'],
      ['Uurtarief', employee.hourlyRate === null ? '–' : formatEuroAmount(employee.hourlyRate)],
      ['KvK-nummer', orDash(employee.kvkNumber)],
    ],
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {completionSteps.map((step) => (
        <Box key={step.number} borderWidth="1px" borderRadius="l2" p="4">
          <Stack gap="2">
            <Heading as="h3" size="md">
              {step.number}. {step.title}
            </Heading>
            <Box as="dl" fontSize="sm">
              {rows[step.number]!.map(([term, value]) => (
                <Box key={term} display="flex" gap="2">
                  <Text as="dt" color="fg.muted" minW="40%">
                    {term}
                  </Text>
                  <Text as="dd" wordBreak="break-word">
                    {value}
                  </Text>
                </Box>
              ))}
            </Box>
            <RouterLink to={stepPath(step.number)} fontSize="sm" aria-label={`Wijzig stap ${step.number}: ${step.title}`}>
              Wijzigen
            </RouterLink>
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
