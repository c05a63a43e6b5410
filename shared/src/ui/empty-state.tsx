import type { ReactNode } from 'react';
import { EmptyState as ChakraEmptyState } from '@chakra-ui/react/empty-state';
import { VStack } from '@chakra-ui/react/stack';
import { ButtonLink } from './router-link';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Short heading, e.g. 'Nog geen reacties'. */
  heading: string;
  /** One or two sentences explaining what to do. */
  text: string;
  /** Label of the button link. */
  buttonLabel: string;
  /** Path inside the site the button goes to. */
  buttonHref: string;
  /** Optional decorative icon above the heading. */
  icon?: ReactNode;
  /** Heading level; the block usually sits under the page's h1. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The generic empty-state block of spec section 2: a heading, a text and a
 * button link (client-side navigation with React Router).
 */
export function EmptyState({ heading, text, buttonLabel, buttonHref, icon, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg.subtle">
      <ChakraEmptyState.Content>
        {icon ? <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator> : null}
        <VStack textAlign="center" gap="2">
          <ChakraEmptyState.Title as={headingLevel}>{heading}</ChakraEmptyState.Title>
          <ChakraEmptyState.Description>{text}</ChakraEmptyState.Description>
        </VStack>
        <ButtonLink to={buttonHref}>{buttonLabel}</ButtonLink>
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
