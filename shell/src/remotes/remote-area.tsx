import { Suspense, startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, useLocation, useRoutes, type RouteObject } from '@interim/shared/routing';
import { findRoute, isOpenRoute, loginPathWithReturn } from '@interim/shared/config';
import { useSession } from '@interim/shared/session';
import { ErrorPanel, PageSpinner } from '@interim/shared/ui';
import { findMountPoint, type RemoteName } from '../app/mount-points';
import { reportError } from '../app/error-reporting';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { LazyStaffOnly } from '../session/lazy-staff';
import { loadedRemoteRoutes, loadRemoteRoutes } from './remote-registry';
import { useServerRenderedRemote } from './server-rendered-remote';

const UNAVAILABLE_TITLE = 'Dit onderdeel is tijdelijk niet beschikbaar';

type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; routes: RouteObject[] }
  | { status: 'error'; error: unknown };

const subscribeNever = () => () => undefined;

/**
 * False while React hydrates prerendered HTML, true in every other render.
 * Hydration must build what the prerender built (the loading state), even
 * when the remote has already arrived (src/index.ts starts it early).
 */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

function useRemoteRoutes(remote: RemoteName) {
  const hydrated = useIsHydrated();
  const [state, setState] = useState<RemoteState>(() => {
    const routes = hydrated ? loadedRemoteRoutes(remote) : undefined;
    return routes ? { status: 'ready', routes } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Only a loading state loads: an error waits for the user's retry.
    if (state.status !== 'loading') return;
    let active = true;
    loadRemoteRoutes(remote).then(
      // A transition: the remote's first page renders in slices, without
      // blocking the main thread for the whole tree (issue 8, TBT).
      (routes) => active && startTransition(() => setState({ status: 'ready', routes })),
      (error: unknown) => {
        reportError(error, { remote });
        if (active) setState({ status: 'error', error });
      },
    );
    return () => {
      active = false;
    };
    // `attempt` restarts the load after a retry.
  }, [remote, attempt, state.status]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

function RemoteRouteView({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes([...routes, { path: '*', element: <NotFoundPage /> }]);
  return <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
}

/**
 * The error panel of the page area. Its text says what failed (issue 27):
 * the visitor's connection only when the browser is offline or the server
 * did not answer, the server when it answered with an error, the page when
 * its code threw (remotes/load-failure.ts, loaded only when a panel shows).
 * A page chunk of a remote with a newer live release loads the page anew
 * instead. A spinner stands in while that is found out.
 */
function UnavailablePanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { pathname } = useLocation();
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    let active = true;
    import('./load-failure')
      .then(({ explainLoadFailure }) => explainLoadFailure(error, pathname))
      .then(
        (outcome) => active && !outcome.reload && setMessage(outcome.message),
        () => active && setMessage('Dit deel van de website kon niet worden geladen. Probeer het opnieuw.'),
      );
    return () => {
      active = false;
    };
  }, [error, pathname]);
  if (message === undefined) return <PageSpinner />;
  return <ErrorPanel title={UNAVAILABLE_TITLE} message={message} onRetry={onRetry} />;
}

// React.lazy caches a rejected page import, so a fresh page load is the reliable retry.
const reloadPage = () => window.location.reload();

function PageErrorPanel({ error }: { error: unknown }) {
  return <UnavailablePanel error={error} onRetry={reloadPage} />;
}

/**
 * Catches render and page-chunk errors inside a remote so the chrome stays.
 * It resets when the user goes to another page of the same remote, so one
 * broken page does not hide the others.
 */
function PageBoundary({ remote, children }: { remote: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={PageErrorPanel} resetKeys={[pathname]} onError={(error) => reportError(error, { remote })}>
      {children}
    </ErrorBoundary>
  );
}

/** A remote's routes in its page's error boundary: the area once its routes are there. */
function routesElement(remote: RemoteName, routes: RouteObject[]) {
  return (
    <PageBoundary remote={remote}>
      <RemoteRouteView routes={routes} />
    </PageBoundary>
  );
}

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const serverRendered = useServerRenderedRemote(remote);
  // Its own component, brought by the server render and by the browser's
  // hydration code (src/server-render-data.ts), so pages the server did not
  // render (the home page) do not load it.
  if (serverRendered) return <serverRendered.Area serverRendered={serverRendered} routesElement={routesElement} ErrorPanel={PageErrorPanel} />;
  return <LoadedRemoteRoutes remote={remote} />;
}

function LoadedRemoteRoutes({ remote }: { remote: RemoteName }) {
  const { state, retry } = useRemoteRoutes(remote);
  // The same element while the state is the same: right after hydration
  // useIsHydrated changes, and React re-renders this component at once
  // (synchronously, not in slices); an unchanged element stops that re-render
  // here instead of running the whole page again (one long task at 4x CPU).
  return useMemo(() => {
    if (state.status === 'loading') return <PageSpinner />;
    if (state.status === 'error') return <UnavailablePanel error={state.error} onRetry={retry} />;
    return routesElement(remote, state.routes);
  }, [state, remote, retry]);
}

/**
 * Renders every path the shell does not own: finds its remote in the mount
 * table, enforces the access class of spec section 2 before loading anything
 * (a visitor of a private or staff route goes to /login; a logged-in user
 * who is not staff gets the 404 page on a staff route), then renders the
 * remote's routes.
 */
export function RemoteArea() {
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const mount = findMountPoint(location.pathname);
  const definition = findRoute(location.pathname);
  if (!mount || !definition) return <NotFoundPage />;
  if (!isOpenRoute(location.pathname) && !isLoggedIn) {
    return <Navigate replace to={loginPathWithReturn(`${location.pathname}${location.search}`)} />;
  }
  const remote = <RemoteRoutes key={mount.remote} remote={mount.remote} />;
  if (definition.access === 'staff') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <LazyStaffOnly>{remote}</LazyStaffOnly>
      </Suspense>
    );
  }
  return remote;
}
