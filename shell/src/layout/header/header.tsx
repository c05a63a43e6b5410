import { Suspense } from 'react';
import { NavLink as RouterNavLink } from '@interim/shared/routing';
import { useSession } from '@interim/shared/session';
import { BookmarkIcon, Box, Container, Flex, HStack, IconButton } from '@interim/shared/ui';
import { Logo } from '../logo';
import { AccountMenu } from './account-menu';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import { allVacanciesLink, loggedOutLinks, savedVacanciesLink } from './navigation-items';
import { preloadRemoteFor } from '../../remotes/remote-registry';
import { FreelancerChrome } from '../../session/freelancer-chrome';
import { LazyRoleNavItem } from '../../session/lazy-staff';

/** Header height of spec section 9: 5.125rem on mobile, 6.5rem from the large breakpoint. */
export const HEADER_HEIGHT = { base: '5.125rem', lg: '6.5rem' } as const;

const desktopLinkStyle = {
  px: '3',
  py: '2',
  borderRadius: 'l2',
  fontWeight: 'medium',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'brand.subtle', textDecoration: 'none' },
  _currentPage: { color: 'brand.fg', fontWeight: 'semibold' },
} as const;

/**
 * The full header (spec section 2): logo; logged out the links Zzp'er,
 * Opdrachtgever, Inloggen, Registreren and Alle opdrachten; logged in Alle
 * opdrachten, 'Beheer' for staff (issue 15) or 'Portaal' for a client contact (issue 31), the saved-vacancies icon (not for
 * staff or clients, issue 30/31) and the
 * 'Mijn {product}' menu. The desktop navigation shows from 62em (`lg`); below
 * that a menu button opens the full-screen mobile menu.
 */
export function Header() {
  const { isLoggedIn } = useSession();
  const preloadSaved = () => preloadRemoteFor(savedVacanciesLink.to);
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" h={HEADER_HEIGHT}>
        <Flex h="full" align="center" justify="space-between" gap="6">
          <Logo />
          <Box as="nav" aria-label="Hoofdmenu" hideBelow="lg">
            <HStack as="ul" listStyle="none" gap="1">
              {(isLoggedIn ? [allVacanciesLink] : loggedOutLinks).map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} {...desktopLinkStyle}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {isLoggedIn ? (
                <>
                  {/* Only logged-in users may be staff: the role check loads for them alone. */}
                  <Suspense fallback={null}>
                    <LazyRoleNavItem {...desktopLinkStyle} />
                  </Suspense>
                  <FreelancerChrome>
                    <li>
                      <IconButton asChild variant="ghost" aria-label={savedVacanciesLink.label} _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}>
                        <RouterNavLink to={savedVacanciesLink.to} onMouseEnter={preloadSaved} onFocus={preloadSaved}>
                          <BookmarkIcon boxSize="5" />
                        </RouterNavLink>
                      </IconButton>
                    </li>
                  </FreelancerChrome>
                  <li>
                    <AccountMenu />
                  </li>
                </>
              ) : null}
            </HStack>
          </Box>
          <MobileMenu />
        </Flex>
      </Container>
    </Box>
  );
}
