import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from '@interim/shared/routing';
import { getBrand } from '@interim/shared/config';
import { Box, Button, Separator, chakra } from '@interim/shared/ui';
import { FreelancerChrome } from '../../session/freelancer-chrome';
import { NavLink } from './nav-link';
import { LOGOUT_LABEL, TIMESHEETS_LABEL, accountLinks, accountMenuLabel } from './navigation-items';
import { useLogout } from './use-logout';

function ChevronDown({ open }: { open: boolean }) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize="4"
      aria-hidden="true"
      focusable="false"
      transform={open ? 'rotate(180deg)' : undefined}
      transition="transform 0.15s"
    >
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </chakra.svg>
  );
}

const itemStyle = {
  display: 'block',
  width: 'full',
  px: '4',
  py: '2.5',
  textAlign: 'start',
  color: 'fg',
  fontWeight: 'normal',
  textDecoration: 'none',
  _hover: { bg: 'brand.subtle', textDecoration: 'none' },
  _focusVisible: { bg: 'brand.subtle', outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  _currentPage: { color: 'brand.fg', fontWeight: 'semibold' },
} as const;

/**
 * The logged-in menu 'Mijn {product}' (spec section 2): Mijn profiel,
 * Dashboard, Mijn reacties, Urenregistraties (external portal, new tab) and
 * Uitloggen. Staff get Uitloggen only (issue 30 item 6).
 *
 * A disclosure (a button that shows a list of links), the WAI-ARIA pattern
 * for site navigation, rather than an application `role="menu"`: links stay
 * links for screen readers and Tab works as everywhere else. It also keeps a
 * positioning engine and a menu state machine (about a third of the design
 * system's size) off every page. Closes on Escape (focus back on the
 * button), on a click outside, when focus leaves it, and on navigation.
 */
export function AccountMenu() {
  const brand = getBrand();
  const logoutAndGoHome = useLogout();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <Box position="relative" ref={rootRef} onBlur={closeWhenFocusLeaves}>
      <Button
        ref={buttonRef}
        variant="ghost"
        fontWeight="medium"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {accountMenuLabel(brand)}
        <ChevronDown open={open} />
      </Button>
      {open ? (
        <Box
          id={panelId}
          position="absolute"
          insetEnd="0"
          top="calc(100% + 0.5rem)"
          minW="60"
          py="2"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          shadow="lg"
          zIndex="dropdown"
        >
          <chakra.ul listStyle="none">
            {accountLinks.map((link) => {
              const item = (
                <li key={link.to}>
                  <NavLink to={link.to} {...itemStyle}>
                    {link.label}
                  </NavLink>
                </li>
              );
              return link.freelancerOnly ? <FreelancerChrome key={link.to}>{item}</FreelancerChrome> : item;
            })}
            <FreelancerChrome>
              <li>
                <chakra.a href={brand.timesheetPortalUrl} target="_blank" rel="noopener noreferrer" {...itemStyle}>
                  {TIMESHEETS_LABEL}
                  <chakra.span srOnly> (opent in een nieuw tabblad)</chakra.span>
                </chakra.a>
              </li>
            </FreelancerChrome>
          </chakra.ul>
          <Separator my="2" />
          <chakra.button
            type="button"
            {...itemStyle}
            cursor="pointer"
            onClick={() => {
              setOpen(false);
              void logoutAndGoHome();
            }}
          >
            {LOGOUT_LABEL}
          </chakra.button>
        </Box>
      ) : null}
    </Box>
  );
}
