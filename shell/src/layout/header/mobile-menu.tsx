import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@interim/shared/routing';
import { IconButton, MenuIcon } from '@interim/shared/ui';

// The drawer, its overlay machinery (@interim/shared/ui/overlays) and the
// menu's contents load on the first open (or on intent), not on first paint.
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileMenuDrawer })));

/**
 * The menu button below the large breakpoint and the full-screen menu it opens
 * (spec section 2, see `MobileMenuDrawer`). The menu closes on navigation;
 * focus moves into it while open and returns to this button afterwards. The
 * menu's code starts loading when the pointer or focus reaches the button, so
 * the first click usually finds it loaded; otherwise it opens as soon as it is.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the drawer can animate its close.
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  // Any navigation (a link in the menu, the back button) closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  const preload = () => void loadDrawer();

  return (
    <>
      <IconButton
        ref={button}
        variant="ghost"
        size="lg"
        aria-label="Menu openen"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        hideFrom="lg"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon boxSize="6" />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} finalFocusEl={() => button.current} contentId={contentId} />
        </Suspense>
      ) : null}
    </>
  );
}
