import { routes } from '@interim/shared/config';
import { Container, Heading, Stack } from '@interim/shared/ui';
import { CvUpload } from '../features/shared/components/cv-upload';
import { EducationEditor, ExperienceEditor } from '../features/shared/components/experience-editors';
import { OwnEmployeeGate } from '../features/profile/components/own-employee-gate';
import { ProfilePageHeader } from '../features/profile/components/page-header';

/** /profiel/ervaring: work experience, education and the CV. */
export function ProfileExperiencePage() {
  return (
    <Container maxW="3xl" py={{ base: '8', lg: '12' }}>
      <ProfilePageHeader title={routes.profileExperience.title} intro="Je werkervaring, opleidingen en cv." />
      <OwnEmployeeGate>
        {(employee) => (
          <Stack gap="10">
            <Stack gap="4" as="section" aria-label="Cv">
              <Heading as="h2" size="lg">
                Cv
              </Heading>
              <CvUpload cv={employee.cv} />
            </Stack>
            <ExperienceEditor employee={employee} />
            <EducationEditor employee={employee} />
          </Stack>
        )}
      </OwnEmployeeGate>
    </Container>
  );
}
