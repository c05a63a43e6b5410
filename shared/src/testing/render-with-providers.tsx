import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation, type Location } from '@interim/shared/routing';
import { SWRConfig, unstable_serialize, type Key } from 'swr';
import { swrConfig } from '../api-client';
import { ServerSessionProvider } from '../session';
import { UiProvider } from '../ui';

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the memory router starts at (path, query, hash). Default `'/'`. */
  route?: string;
  /** Route pattern the element is mounted under, so `useParams` works, e.g. `'/opdrachten/:id'`. */
  path?: string;
  /**
   * `[SWR key, data]` pairs in the cache before the first render, as a
   * server render hands them to the browser (SWR's `fallback`): to check a
   * route's `handle.load` gives what its page reads on its first render.
   */
  serverData?: ReadonlyArray<readonly [key: unknown, value: unknown]>;
  /** Whether the server render's visitor is logged in (its session snapshot while rendering and hydrating), as the shell tells it. */
  serverLoggedIn?: boolean;
}

/** What {@link renderWithProviders} returns. */
export interface RenderWithProvidersResult extends RenderResult {
  /** Where the memory router is now, to check a navigation. */
  currentLocation(): Location;
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** The providers of {@link renderWithProviders}, with the page's server data as SWR's fallback. */
function Providers({ route, serverData, serverLoggedIn = false, children }: Pick<RenderWithProvidersOptions, 'serverData' | 'serverLoggedIn'> & { route: string; children: ReactNode }) {
  const fallback = Object.fromEntries((serverData ?? []).map(([key, value]) => [unstable_serialize(key as Key), value]));
  return (
    <UiProvider>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), ...(serverData ? { fallback } : {}) }}>
        <ServerSessionProvider isLoggedIn={serverLoggedIn}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ServerSessionProvider>
      </SWRConfig>
    </UiProvider>
  );
}

/** `ui` under the route pattern `path`, when given. */
function routed(ui: ReactElement, path: string | undefined): ReactElement {
  return path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
}

/**
 * Renders `ui` as the apps render it: design system (`UiProvider`), a memory
 * router at `route`, and the shared SWR configuration with a fresh cache per
 * call, so no data leaks between tests.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, serverData, serverLoggedIn, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  let location: Location | undefined;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Providers route={route} serverData={serverData} serverLoggedIn={serverLoggedIn}>
        {children}
        <LocationProbe
          onLocation={(next) => {
            location = next;
          }}
        />
      </Providers>
    );
  }
  const content = routed(ui, path);
  const result = render(content, { ...options, wrapper: Wrapper });
  return {
    ...result,
    currentLocation() {
      if (!location) throw new Error('The router has not rendered yet.');
      return location;
    },
  };
}

/**
 * The HTML a server render of `ui` gives (react-dom/server) with the same
 * providers and `serverData`: put it in a container and hydrate it with
 * `renderWithProviders(ui, { container, hydrate: true, ... })` to find
 * hydration mismatches (`onRecoverableError`).
 */
export function renderServerHtml(
  ui: ReactElement,
  { route = '/', path, serverData, serverLoggedIn }: Pick<RenderWithProvidersOptions, 'route' | 'path' | 'serverData' | 'serverLoggedIn'> = {},
): string {
  return renderToString(
    <Providers route={route} serverData={serverData} serverLoggedIn={serverLoggedIn}>
      {routed(ui, path)}
      <LocationProbe onLocation={() => undefined} />
    </Providers>,
  );
}
