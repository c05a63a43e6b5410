import type { ReactNode } from 'react';
import { Container, Heading, PageTitle, Stack, Text } from '@interim/shared/ui';

/** Props of {@link AuthPage}. */
export interface AuthPageProps {
  /** Document title part (the route's title). */
  title: string;
  /** Visible heading; defaults to the title. */
  heading?: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The frame of every login and register page: title, one h1, an intro and the content. */
export function AuthPage({ title, heading = title, intro, children }: AuthPageProps) {
  return (
    <Container maxW="2xl" py={{ base: '8', lg: '14' }}>
      <PageTitle title={title} />
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
            {heading}
          </Heading>
          {intro ? (
            <Text color="fg.muted" fontSize="lg">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
