import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from '@interim/shared/routing';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api-client';
import { UiProvider } from '../ui';

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the memory router starts at (path, query, hash). Default `'/'`. */
  route?: string;
  /** Route pattern the element is mounted under, so `useParams` works, e.g. `'/opdrachten/:id'`. */
  path?: string;
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

/**
 * Renders `ui` as the apps render it: design system (`UiProvider`), a memory
 * router at `route`, and the shared SWR configuration with a fresh cache per
 * call, so no data leaks between tests.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  let location: Location | undefined;
  const probe = (
    <LocationProbe
      onLocation={(next) => {
        location = next;
      }}
    />
  );
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <UiProvider>
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            {probe}
          </MemoryRouter>
        </SWRConfig>
      </UiProvider>
    );
  }
  const result = render(content, { ...options, wrapper: Wrapper });
  return {
    ...result,
    currentLocation() {
      if (!location) throw new Error('The router has not rendered yet.');
      return location;
    },
  };
}
