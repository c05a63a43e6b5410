import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from '@interim/shared/routing';
import { SWRConfig } from 'swr';
import { swrConfig } from '@interim/shared/api-client';
import { installDutchErrorMap } from '@interim/shared/validation';
import { Box, PageSpinner, Text, UiProvider } from '@interim/shared/ui';

function HarnessLayout({ remoteName }: { remoteName: string }) {
  return (
    <>
      <Box as="header" bg="gray.100" px="4" py="2">
        <Text fontSize="sm">Losse ontwikkelomgeving: {remoteName}</Text>
      </Box>
      <Box as="main" id="main-content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}

/**
 * Renders a remote's routes on their own, with the same shared providers the
 * shell gives them (`pnpm --filter @interim/mf-x dev`). Not used in production.
 */
export function startHarness(remoteName: string, routes: RouteObject[]): void {
  installDutchErrorMap();
  const router = createBrowserRouter([{ element: <HarnessLayout remoteName={remoteName} />, children: routes }]);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <UiProvider>
        <SWRConfig value={swrConfig}>
          <RouterProvider router={router} />
        </SWRConfig>
      </UiProvider>
    </StrictMode>,
  );
}
