import { createContext, useContext, useState } from 'react';
import { getBrand } from '@interim/shared/config';
import { Box, CloseButton, Container, Flex, Link, Span, Text } from '@interim/shared/ui';

/** Cookie that hides the banner (spec section 3). */
export const WIP_BANNER_COOKIE = 'WIPBannerHidden';

/**
 * Lifetime of the cookie: spec section 9 says 1 month; taken as 30 days,
 * because `max-age` is in seconds and a calendar month has no fixed length.
 */
export const WIP_BANNER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** True when the visitor closed the banner within the last month (never while prerendering). */
export function isWipBannerHidden(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${WIP_BANNER_COOKIE}=`));
}

function rememberHidden(): void {
  document.cookie = `${WIP_BANNER_COOKIE}=true; path=/; max-age=${WIP_BANNER_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * Whether the banner was hidden in the HTML the server rendered (the
 * visitor's cookie, ADR 0004): the browser's hydration starts from the same
 * state. Undefined outside a server render: the cookie decides.
 */
const ServerBannerHiddenContext = createContext<boolean | undefined>(undefined);

/** Provides the banner state of a server render (the server's render, and the browser's hydration of it). */
export const ServerBannerHiddenProvider = ServerBannerHiddenContext.Provider;

/**
 * The work-in-progress banner (spec sections 1 and 4): the platform is under
 * development, feedback welcome by e-mail. Closing it hides it for a month.
 */
export function WipBanner() {
  const serverHidden = useContext(ServerBannerHiddenContext);
  const [hidden, setHidden] = useState(() => serverHidden ?? isWipBannerHidden());
  if (hidden) return null;
  const { feedbackEmail } = getBrand();
  return (
    <Box as="aside" aria-label="Mededeling" bg="brand.50" borderBottomWidth="1px" borderColor="brand.100">
      <Container maxW="7xl" py={{ base: '0.5', md: '2.5' }}>
        <Flex align="center" gap="3">
          {/* Phones: one short line (issue 32), the whole sentence from md on. */}
          <Text flex="1" fontSize={{ base: 'xs', md: 'sm' }} color="brand.900">
            <Span hideBelow="md">Dit platform is nog in ontwikkeling. Heb je tips of loop je tegen iets aan? Mail je feedback naar </Span>
            <Span hideFrom="md">Nog in ontwikkeling: </Span>
            <Link href={`mailto:${feedbackEmail}`} color="brand.fg" fontWeight="semibold" textDecoration="underline">
              {feedbackEmail}
            </Link>
            <Span hideBelow="md">.</Span>
          </Text>
          <CloseButton
            size="sm"
            aria-label="Sluiten"
            onClick={() => {
              rememberHidden();
              setHidden(true);
            }}
          />
        </Flex>
      </Container>
    </Box>
  );
}
