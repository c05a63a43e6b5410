import { act, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@interim/shared/routing';
import { UiProvider } from '@interim/shared/ui';
import { AppLayout } from './app-layout';

// The registry loads remotes over the network (MF runtime): the edge of this unit.
jest.mock('../remotes/remote-registry', () => ({ preloadRemoteFor: jest.fn() }));

// The layout's HTML from react-dom/server, hydrated with hydrateRoot: which
// parts React hydrates in its first pass (one task in the browser) and which
// after it, in slices (issue 33 item 4).

const routerAt = (path: string) =>
  createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/opdrachtgevers', element: <h1>Klantenpagina</h1> },
          { path: '*', element: <h1>Iets anders</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );

/** Runs its callback when React commits the pass it is rendered in (a layout effect runs in that commit). */
function CommitProbe({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

function Page({ router, onFirstPass = () => undefined }: { router: ReturnType<typeof routerAt>; onFirstPass?: () => void }) {
  return (
    <UiProvider>
      <RouterProvider router={router} />
      <CommitProbe onCommit={onFirstPass} />
    </UiProvider>
  );
}

/** Whether React has taken over this server element (it keeps its fiber on the node once hydrated). */
const isHydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('AppLayout hydration', () => {
  it('hydrates the banner, header, footer and page after the first pass, and the layout around them in it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page router={routerAt('/opdrachtgevers')} />);
    document.body.append(container);
    const parts = {
      layout: container.querySelector('main'),
      banner: container.querySelector('aside[aria-label="Mededeling"]'),
      header: container.querySelector('header'),
      footer: container.querySelector('footer'),
      page: container.querySelector('h1'),
    };
    let atFirstPass: Record<string, boolean> = {};
    const onFirstPass = () => {
      atFirstPass = Object.fromEntries(Object.entries(parts).map(([part, element]) => [part, isHydrated(element)]));
    };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      act(() => {
        root = hydrateRoot(container, <Page router={routerAt('/opdrachtgevers')} onFirstPass={onFirstPass} />);
      });
      expect(atFirstPass).toEqual({ layout: true, banner: false, header: false, footer: false, page: false });
      // Then React hydrates each of them, on the same server elements: no mismatch, nothing rendered again.
      for (const [part, element] of Object.entries(parts)) expect([part, element?.isConnected, isHydrated(element)]).toEqual([part, true, true]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('hydrates the header at once for a click that comes before its turn, and the router handles it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page router={routerAt('/opdrachtgevers')} />);
    document.body.append(container);
    const home = container.querySelector('header a[href="/"]');
    const router = routerAt('/opdrachtgevers');
    // As in the browser: React's scheduler runs the passes as tasks of their own (no act()).
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const firstPass = new Promise<void>((resolve) => {
        root = hydrateRoot(container, <Page router={router} onFirstPass={resolve} />);
      });
      await firstPass;
      // Right after the first pass's task: the header's turn (a later task) has not come yet. React's
      // scheduler runs the next task in the same turn only when the first took under 5 ms; it takes far more.
      expect(isHydrated(home)).toBe(false);
      fireEvent.click(home!);
      expect(isHydrated(home)).toBe(true);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
