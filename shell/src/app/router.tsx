import { createBrowserRouter, type RouteObject } from '@interim/shared/routing';
import { routes } from '@interim/shared/config';
import { AppLayout } from '../layout/app-layout';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { ServerErrorPage } from '../pages/server-error/server-error-page';
import { guardReleases } from '../remotes/release-guard';
import { RemoteArea } from '../remotes/remote-area';
import { NavigationScroll } from './navigation-scroll';

/**
 * The shell's route table: its own pages, then one catch-all that hands every
 * other path to the remote mounted there (see mount-points.ts). Pages other
 * than home load lazily to keep the home page's first load small. Every
 * navigation passes {@link NavigationScroll} (a new page opens at its top).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: (
        <>
          <NavigationScroll />
          <AppLayout />
        </>
      ),
      children: [
        {
          errorElement: <ServerErrorPage />,
          children: [
            { index: true, element: <HomePage /> },
            {
              path: routes.clients.path,
              lazy: () => import('../pages/clients/clients-page').then((m) => ({ Component: m.ClientsPage })),
            },
            {
              // With `/*`: the same lazy page answers the link that confirms a request's address
              // (routes.clientRequestConfirm, issue 42 item 2). A route of its own cost the home
              // page's first load 42 B (its entry here and its chunk in the runtime's map).
              path: `${routes.clientRegister.path}/*`,
              lazy: () =>
                import('../pages/client-register/client-register-page').then((m) => ({ Component: m.ClientRegisterPage })),
            },
            { path: routes.notFound.path, element: <NotFoundPage /> },
            { path: routes.serverError.path, element: <ServerErrorPage /> },
            { path: '*', element: <RemoteArea /> },
          ],
        },
      ],
    },
  ];
}

/**
 * The browser's router over {@link appRoutes}; a navigation into a remote
 * whose live release changed loads the page anew (skew protection,
 * remotes/release-guard.ts).
 */
export function createAppRouter() {
  return guardReleases(createBrowserRouter(appRoutes()));
}
