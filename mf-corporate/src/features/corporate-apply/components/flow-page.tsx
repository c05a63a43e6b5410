import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '@interim/shared/routing';
import { Box, Container, Heading, PageTitle, Stack, Text } from '@interim/shared/ui';
import { useCorporateFlow } from '../state/flow-context';

/** Props of {@link FlowPage}. */
export interface FlowPageProps {
  /** Page title and heading. */
  title: string;
  /** Heading when it differs from the title. */
  heading?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every step: heading and intro. On our site it also sets the
 * document title; embedded it leaves the host page's title alone and takes
 * no page-wide spacing.
 */
export function FlowPage({ title, heading, intro, children }: FlowPageProps) {
  const { embedded } = useCorporateFlow();
  const location = useLocation();
  const heading1 = useRef<HTMLHeadingElement>(null);
  // Embedded, a step change replaces part of the host page without a page load:
  // move focus to the new step's heading so keyboard and screen-reader users follow.
  // (Not on the first step: mounting must not pull focus or scroll the host page.)
  useEffect(() => {
    if (embedded && location.key !== 'default') heading1.current?.focus();
  }, [embedded, location.key]);
  const content = (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" ref={heading1} tabIndex={-1} outline="none" size={embedded ? 'xl' : { base: '2xl', lg: '3xl' }}>
          {heading ?? title}
        </Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
  if (embedded) return <Box p={{ base: '4', md: '6' }}>{content}</Box>;
  return (
    <Container maxW="3xl" py={{ base: '8', lg: '12' }}>
      <PageTitle title={title} />
      {content}
    </Container>
  );
}
