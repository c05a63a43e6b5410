import { Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { HYDRATION_PENDING_ATTRIBUTE } from '@interim/shared/config';
import { useLocation, type RouteObject } from '@interim/shared/routing';
import { PageSpinner } from '@interim/shared/ui';
import { reportError } from '../app/error-reporting';
import { holdInput } from './hold-input';
import type { ServerRenderedAreaProps, ServerRenderedRemote } from './server-rendered-remote';

/** A promise React's `use` reads without suspending: the server's routes, loaded before the render. */
export function settledRoutes(routes: RouteObject[]): Promise<RouteObject[]> {
  return Object.assign(Promise.resolve(routes), { status: 'fulfilled' as const, value: routes });
}

/**
 * Routes loaded by `load` when it is first called, not before: the browser's
 * `ServerRenderedRemote` (src/server-render-data.ts calls `load` when the
 * route's hydration policy says).
 */
export function deferRoutes(load: () => Promise<RouteObject[]>): Pick<ServerRenderedRemote, 'routes' | 'load'> {
  let start!: () => void;
  const routes = new Promise<RouteObject[]>((resolve, reject) => {
    start = () => load().then(resolve, reject);
  });
  let started = false;
  return {
    routes,
    load: () => {
      if (started) return;
      started = true;
      start();
    },
  };
}

/** Reads the server-rendered remote's routes (suspends until they are loaded in the browser), and says when its page is on screen. */
function AwaitedRoutes({ routes, onShown, show }: { routes: Promise<RouteObject[]>; onShown: () => void; show: (routes: RouteObject[]) => ReactNode }) {
  const loaded = use(routes);
  useEffect(onShown, [onShown]);
  return useMemo(() => show(loaded), [show, loaded]);
}

/**
 * The remote the server rendered into the page (ADR 0004, addendum of
 * 2026-12-07). Its routes sit behind a Suspense boundary that waits for
 * them: while the browser hydrates the page, the boundary keeps the
 * server's HTML and React hydrates the rest of the page (the shell) at once.
 * The routes load as the route's hydration policy says
 * (src/server-render-data.ts: at once, or when the browser is idle after
 * load), or earlier on a click in the area or a visit to another page;
 * React then hydrates the area. Until then the area can be read and
 * reached with the keyboard, and what the visitor does in it is held back
 * and given again once React runs the area (`holdInput`: typed text, a
 * click, a submit). A remote that cannot load shows the error panel, whose
 * retry loads the page anew.
 */
export function ServerRenderedArea({ serverRendered, routesElement, ErrorPanel }: ServerRenderedAreaProps) {
  const { name: remote, routes, load } = serverRendered;
  const [shown, setShown] = useState(false);
  const onShown = useCallback(() => setShown(true), []);
  const areaRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  // A visit to another page before any intent needs the routes now. Asked
  // for while rendering, not in an effect: the router's navigation is a
  // transition, which React does not commit while the area it updates waits
  // for hydration, so an effect would wait for itself. `load` starts once.
  if (pathname !== firstPath.current) load();
  useEffect(() => {
    if (shown || !areaRef.current) return undefined;
    const held = holdInput(areaRef.current, load);
    return held.release;
  }, [shown, load]);
  const show = useCallback((loaded: RouteObject[]) => routesElement(remote, loaded), [routesElement, remote]);
  const area = useMemo(
    () => (
      <ErrorBoundary
        FallbackComponent={ErrorPanel}
        onError={(error) => {
          reportError(error, { remote });
          onShown();
        }}
      >
        <Suspense fallback={<PageSpinner />}>
          <AwaitedRoutes routes={routes} onShown={onShown} show={show} />
        </Suspense>
      </ErrorBoundary>
    ),
    [remote, routes, onShown, show, ErrorPanel],
  );
  return (
    <div ref={areaRef} {...{ [HYDRATION_PENDING_ATTRIBUTE]: shown ? undefined : '' }} style={{ display: 'contents' }}>
      {area}
    </div>
  );
}

