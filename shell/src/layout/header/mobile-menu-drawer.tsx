import type { ReactNode } from 'react';
import { getBrand } from '@interim/shared/config';
import { useSession } from '@interim/shared/session';
import { Button, CloseButton, Heading, Link, Separator, Stack, chakra } from '@interim/shared/ui';
import { Drawer, Portal } from '@interim/shared/ui/overlays';
import { FreelancerOnly, RoleNavItem } from '../../session/staff';
import { useStaffRole } from '../../session/use-staff-role';
import { Logo } from '../logo';
import { NavLink } from './nav-link';
import {
  LOGOUT_LABEL,
  TIMESHEETS_LABEL,
  accountLinks,
  accountMenuLabel,
  allVacanciesLink,
  loggedOutLinks,
  savedVacanciesLink,
  type NavigationLink,
} from './navigation-items';
import { useLogout } from './use-logout';

const itemStyle = {
  display: 'block',
  py: '3',
  fontSize: 'xl',
  fontWeight: 'medium',
  color: 'fg',
  textDecoration: 'none',
  _currentPage: { color: 'brand.fg', fontWeight: 'semibold' },
} as const;

function LinkList({ links, onNavigate, children }: { links: readonly NavigationLink[]; onNavigate: () => void; children?: ReactNode }) {
  return (
    <Stack as="ul" listStyle="none" gap="0">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onNavigate} {...itemStyle}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {children}
    </Stack>
  );
}

/** Props of {@link MobileMenuDrawer}. */
export interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that gets focus back when the menu closes: the menu button. */
  finalFocusEl: () => HTMLElement | null;
  /** Id of the menu's dialog element, for the button's `aria-controls`. */
  contentId: string;
}

/**
 * The full-screen menu below the large breakpoint (spec section 2): the
 * header's items, plus 'Opgeslagen opdrachten' when logged in and 'Beheer'
 * for staff (who do not get the freelancer items, issue 30). Closes on Escape and with its close button; focus stays inside
 * while open and goes back to the menu button afterwards (Chakra's drawer). Loaded lazily by
 * {@link MobileMenu} on the first open: the overlay machinery is not needed
 * for a first paint.
 */
export function MobileMenuDrawer({ open, onOpenChange, finalFocusEl, contentId }: MobileMenuDrawerProps) {
  const { isLoggedIn } = useSession();
  const brand = getBrand();
  const logoutAndGoHome = useLogout();
  const close = () => onOpenChange(false);
  // Staff see no freelancer chrome (issue 30 item 6): no saved opdrachten, dashboard or Mijn reacties.
  const { role } = useStaffRole();
  const shown = (links: readonly NavigationLink[]) => (role === 'staff' || role === 'client' ? links.filter((link) => !link.freelancerOnly) : links);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={({ open: next }) => onOpenChange(next)}
      finalFocusEl={finalFocusEl}
      ids={{ content: contentId }}
      size="full"
      placement="end"
    >
      <Portal>
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header h="5.125rem" py="0" display="flex" alignItems="center" justifyContent="space-between" borderBottomWidth="1px">
              <Drawer.Title asChild>
                <chakra.span srOnly>Menu</chakra.span>
              </Drawer.Title>
              <Logo />
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="lg" aria-label="Menu sluiten" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body pt="4">
              <chakra.nav aria-label="Mobiel menu">
                <LinkList links={isLoggedIn ? shown([allVacanciesLink, savedVacanciesLink]) : loggedOutLinks} onNavigate={close}>
                  {isLoggedIn ? <RoleNavItem onClick={close} {...itemStyle} /> : null}
                </LinkList>
                {isLoggedIn ? (
                  <>
                    <Separator my="4" />
                    <Heading as="h2" size="sm" color="fg.muted" fontWeight="medium" mb="1">
                      {accountMenuLabel(brand)}
                    </Heading>
                    <LinkList links={shown(accountLinks)} onNavigate={close}>
                      <FreelancerOnly>
                        <li>
                          <Link href={brand.timesheetPortalUrl} target="_blank" rel="noopener noreferrer" onClick={close} {...itemStyle}>
                            {TIMESHEETS_LABEL}
                            <chakra.span srOnly> (opent in een nieuw tabblad)</chakra.span>
                          </Link>
                        </li>
                      </FreelancerOnly>
                    </LinkList>
                    <Button
                      mt="6"
                      variant="outline"
                      size="lg"
                      width="full"
                      onClick={() => {
                        close();
                        void logoutAndGoHome();
                      }}
                    >
                      {LOGOUT_LABEL}
                    </Button>
                  </>
                ) : null}
              </chakra.nav>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
