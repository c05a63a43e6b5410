import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from '@interim/shared/routing';
import { findRoute } from '@interim/shared/config';
import { Box, Flex, PageSpinner, PageTitle } from '@interim/shared/ui';
import { ReducedFooter } from './corporate-chrome/reduced-footer';
import { ReducedHeader } from './corporate-chrome/reduced-header';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { WipBanner } from './wip-banner/wip-banner';

/**
 * Chrome whose server HTML React hydrates after the rest of the page, in
 * slices: React leaves a server-rendered Suspense boundary for a later pass
 * at low priority, which it interrupts every few milliseconds for the
 * browser, while the page's first hydration pass (all that is outside any
 * boundary) runs as one task. A click on the chrome before its turn makes
 * React hydrate that boundary at once and then handle the click (React's
 * selective hydration). The fallback never shows for the server's HTML;
 * the chrome itself does not suspend.
 */
function HydratedLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * The root route element of the shell: skip link, WIP banner (full chrome
 * only), header, the page in `<main>`, footer. The route table decides the chrome (`full`, or
 * `reduced` for the corporate flows) and the default document title; pages
 * may set a more specific one with `PageTitle`. The banner, header and
 * footer hydrate after the page's first pass ({@link HydratedLater}), like
 * the page in `<main>` behind its own boundary.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const reduced = (route?.chrome ?? 'full') === 'reduced';
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      {/* The corporate flows carry the staffing company's chrome: the platform's
          work-in-progress notice is not part of it (issue 17). */}
      {reduced ? null : (
        <HydratedLater>
          <WipBanner />
        </HydratedLater>
      )}
      <HydratedLater>{reduced ? <ReducedHeader /> : <Header />}</HydratedLater>
      {/* At least a viewport tall, so the footer starts below the fold: a remote
          page replacing its loading spinner then shifts nothing in view (CLS). */}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" minH="100dvh" _focus={{ outline: 'none' }}>
        <PageTitle title={route?.title} fallback />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <HydratedLater>{reduced ? <ReducedFooter /> : <Footer />}</HydratedLater>
    </Flex>
  );
}
