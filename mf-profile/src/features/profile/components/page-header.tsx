import type { ReactNode } from 'react';
import { routes } from '@interim/shared/config';
import { Heading, PageTitle, RouterLink, Stack, Text } from '@interim/shared/ui';

/** Props of {@link ProfilePageHeader}. */
export interface ProfilePageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** Shows 'Terug naar mijn profiel' above the title. Default true. */
  backLink?: boolean;
}

/** Title (document and h1), a back link to /profiel, and an intro line. */
export function ProfilePageHeader({ title, intro, backLink = true }: ProfilePageHeaderProps) {
  return (
    <Stack gap="2" mb="8">
      <PageTitle title={title} />
      {backLink ? (
        <RouterLink to={routes.profile.path} fontSize="sm">
          ← Terug naar mijn profiel
        </RouterLink>
      ) : null}
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
        {title}
      </Heading>
      {intro ? <Text color="fg.muted" fontSize="lg">{intro}</Text> : null}
    </Stack>
  );
}
