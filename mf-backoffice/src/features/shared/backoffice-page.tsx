import type { ReactNode } from 'react';
import { Container, Flex, Heading, PageTitle, type ContainerProps } from '@interim/shared/ui';
import { BackofficeNav } from './backoffice-nav';

/** Props of {@link BackofficePage}. */
export interface BackofficePageProps {
  /** The page's h1 and document title. */
  title: string;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  /** Width of the page; lists are wide, single records narrower. */
  maxW?: ContainerProps['maxW'];
  children: ReactNode;
}

/** The frame of a back-office page: the sub-navigation, the heading with its actions, the content. */
export function BackofficePage({ title, actions, maxW = '7xl', children }: BackofficePageProps) {
  return (
    <Container maxW={maxW} py={{ base: '6', lg: '10' }}>
      <PageTitle title={title} />
      <BackofficeNav />
      <Flex justify="space-between" align="center" gap="4" mb="6" wrap="wrap">
        <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Container>
  );
}
