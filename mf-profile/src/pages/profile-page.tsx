import { routes } from '@interim/shared/config';
import { WORK_MODE_LABELS, type Employee } from '@interim/shared/contract';
import { Box, Card, Container, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@interim/shared/ui';
import { Link as RouterLinkPrimitive } from '@interim/shared/routing';
import { useEducationLevels, usePositions } from '@interim/shared/api';
import { CompletionStatus } from '../features/completion/completion-status';
import { OwnEmployeeGate } from '../features/profile/components/own-employee-gate';
import { ProfilePageHeader } from '../features/profile/components/page-header';

interface PartProps {
  title: string;
  to: string;
  lines: string[];
}

function ProfilePart({ title, to, lines }: PartProps) {
  return (
    <LinkBox as="article">
      <Card.Root h="full" _hover={{ borderColor: 'brand.solid' }}>
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            <LinkOverlay asChild>
              <RouterLinkPrimitive to={to}>{title}</RouterLinkPrimitive>
            </LinkOverlay>
          </Heading>
          {lines.map((line) => (
            <Text key={line} fontSize="sm" color="fg.muted">
              {line}
            </Text>
          ))}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The lines of the "Ervaring en opleiding" card in words. The education
 * level chosen in the wizard is a preference, not an education entry: it is
 * named on its own (once '0 × opleiding' right after choosing it).
 */
function experienceLines(employee: Employee, levelName: string | undefined): string[] {
  const { experience, education } = employee;
  return [
    employee.cv ? `Cv: ${employee.cv.fileName}` : 'Nog geen cv',
    experience.length === 0 ? 'Nog geen werkervaring' : `Werkervaring: ${counted(experience.length, 'functie', 'functies')}`,
    ...(levelName ? [`Opleidingsniveau: ${levelName}`] : []),
    education.length === 0 ? 'Nog geen opleidingen' : `Opleiding: ${counted(education.length, 'opleiding', 'opleidingen')}`,
  ];
}

function Overview({ employee }: { employee: Employee }) {
  const p = employee.preferences;
  const { data: levels } = useEducationLevels();
  const levelName = p.educationLevel === null ? undefined : levels?.find((level) => level.id === p.educationLevel)?.name;
  const { data: positions } = usePositions(p.sector);
  const positionName = p.position === null ? undefined : positions?.find((position) => position.id === p.position)?.name;
  // One "Functie" line: the freelancer's own words when given, else the chosen position (issue 17).
  const functionName = p.desiredFunction?.trim() || positionName;
  const filled = (value: unknown) => value !== null && value !== undefined && value !== '';
  const preferenceCount = Object.values(p).filter(filled).length;
  return (
    <Stack gap="8">
      <Box borderWidth="1px" borderRadius="l3" p="5">
        <CompletionStatus employee={employee} />
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ProfilePart
          title={routes.profileDetails.title}
          to={routes.profileDetails.path}
          lines={[
            `${employee.firstName} ${employee.lastName}`,
            employee.email,
            [employee.postcode, employee.city].filter(Boolean).join(' ') || 'Nog geen adres',
          ]}
        />
        <ProfilePart
          title={routes.profilePreferences.title}
          to={routes.profilePreferences.path}
          lines={[
            preferenceCount === 0 ? 'Nog geen voorkeuren ingevuld' : `${preferenceCount} van ${Object.keys(p).length} voorkeuren ingevuld`,
            functionName ? `Functie: ${functionName}` : 'Nog geen functie gekozen',
            p.workMode ? `Werkvorm: ${WORK_MODE_LABELS[p.workMode]}` : 'Geen werkvorm gekozen',
          ]}
        />
        <ProfilePart
          title={routes.profileExperience.title}
          to={routes.profileExperience.path}
          lines={experienceLines(employee, levelName)}
        />
        <ProfilePart
          title={routes.profileCompletion.title}
          to={routes.profileCompletion.path}
          lines={[`${employee.profileCompletion.percentage}% compleet`, 'Loop je profiel in zes stappen door']}
        />
        <ProfilePart
          title={routes.profileSavedSearches.title}
          to={routes.profileSavedSearches.path}
          lines={['Je zoekopdrachten en hoe vaak we je mailen over nieuwe opdrachten']}
        />
        <ProfilePart
          title={routes.profileGdpr.title}
          to={routes.profileGdpr.path}
          lines={['Inzage, wijzigen, downloaden of anonimiseren van je gegevens']}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** /profiel: an overview of the profile with links to each part. */
export function ProfilePage() {
  return (
    <Container maxW="4xl" py={{ base: '8', lg: '12' }}>
      <ProfilePageHeader title={routes.profile.title} backLink={false} intro="Alles over jou op één plek." />
      <OwnEmployeeGate>{(employee) => <Overview employee={employee} />}</OwnEmployeeGate>
    </Container>
  );
}
