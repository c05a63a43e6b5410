import { routes } from '@interim/shared/config';
import { Container, SimpleGrid, Stack } from '@interim/shared/ui';
import {
  AccessRequestSection,
  AnonymizeSection,
  ChangeRequestSection,
  ExportSection,
  GdprRequestList,
} from '../features/gdpr/gdpr-sections';
import { ProfilePageHeader } from '../features/profile/components/page-header';
import { LoginSessionsSection } from '../features/sessions/login-sessions-section';
import { useGdprRequests } from '@interim/shared/api';

/** /profiel/persoonsgegevens-beheren: the four GDPR requests of spec section 3, the earlier ones, and the devices logged in (issue 29). */
export function ProfileGdprPage() {
  const { mutate } = useGdprRequests();
  const refresh = () => void mutate();
  return (
    <Container maxW="4xl" py={{ base: '8', lg: '12' }}>
      <ProfilePageHeader
        title={routes.profileGdpr.title}
        intro="Je hebt recht op inzage, wijziging, een kopie en het wissen van je persoonsgegevens (AVG)."
      />
      <Stack gap="8">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <AccessRequestSection onCreated={refresh} />
          <ChangeRequestSection onCreated={refresh} />
          <ExportSection onCreated={refresh} />
          <AnonymizeSection />
        </SimpleGrid>
        <GdprRequestList />
        <LoginSessionsSection />
      </Stack>
    </Container>
  );
}
