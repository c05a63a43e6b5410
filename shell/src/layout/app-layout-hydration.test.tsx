import { act, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@interim/shared/routing';
import { isHydratedByReact } from '@interim/shared/testing';
import { UiProvider } from '@interim/shared/ui';
import { AppLayout } from './app-layout';

// The registry loads remotes over the network (MF runtime): the edge of this unit.
jest.mock('../remotes/remote-registry', () => ({ preloadRemoteFor: jest.fn() }));

// The layout's HTML from react-dom/server, hydrated with hydrateRoot: which
// parts React hydrates in its first pass (one task in the browser) and which
// after it, in slices (issue 33 item 4). Not renderWithProviders' hydration:
// it hydrates inside act(), which runs every pass at once, and these tests
// look between the passes.

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

let root: Root | undefined;

/** The server's HTML of /opdrachtgevers in a container in the document, and a router for hydrating it. */
function serverRenderedPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page router={routerAt('/opdrachtgevers')} />);
  document.body.append(container);
  return { container, router: routerAt('/opdrachtgevers') };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('AppLayout hydration', () => {
  it('hydrates the banner, header, footer and page after the first pass, and the layout around them in it', () => {
    const { container, router } = serverRenderedPage();
    const parts = {
      layout: container.querySelector('main'),
      banner: container.querySelector('aside[aria-label="Mededeling"]'),
      header: container.querySelector('header'),
      footer: container.querySelector('footer'),
      page: container.querySelector('h1'),
    };
    let atFirstPass: Record<string, boolean> = {};
    const onFirstPass = () => {
      atFirstPass = Object.fromEntries(Object.entries(parts).map(([part, element]) => [part, isHydratedByReact(element)]));
    };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      act(() => {
        root = hydrateRoot(container, <Page router={router} onFirstPass={onFirstPass} />);
      });
      expect(atFirstPass).toEqual({ layout: true, banner: false, header: false, footer: false, page: false });
      // Then React hydrates each of them, on the same server elements: no mismatch, nothing rendered again.
      for (const [part, element] of Object.entries(parts)) expect([part, element?.isConnected, isHydratedByReact(element)]).toEqual([part, true, true]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('hydrates the header at once for a click that comes before its turn, and the router handles it', async () => {
    const { container, router } = serverRenderedPage();
    const home = container.querySelector('header a[href="/"]');
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
      expect(isHydratedByReact(home)).toBe(false);
      fireEvent.click(home!);
      expect(isHydratedByReact(home)).toBe(true);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
