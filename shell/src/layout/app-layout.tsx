import { Suspense } from 'react';
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
 * The root route element of the shell: skip link, WIP banner (full chrome
 * only), header, the page in `<main>`, footer. The route table decides the chrome (`full`, or
 * `reduced` for the corporate flows) and the default document title; pages
 * may set a more specific one with `PageTitle`.
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
      {reduced ? null : <WipBanner />}
      {reduced ? <ReducedHeader /> : <Header />}
      {/* At least a viewport tall, so the footer starts below the fold: a remote
          page replacing its loading spinner then shifts nothing in view (CLS). */}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" minH="100dvh" _focus={{ outline: 'none' }}>
        <PageTitle title={route?.title} fallback />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      {reduced ? <ReducedFooter /> : <Footer />}
    </Flex>
  );
}
