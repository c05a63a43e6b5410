import { useEffect, useState } from 'react';
import { RouterProvider } from '@interim/shared/routing';
import { SWRConfig, type Cache } from 'swr';
import { configureApiClient, swrConfig } from '@interim/shared/api-client';
import { trackPageView } from '@interim/shared/analytics';
import { ServerSessionProvider } from '@interim/shared/session';
import { UiProvider } from '@interim/shared/ui';
import { ServerBannerHiddenProvider } from '../layout/wip-banner/wip-banner';
import { ServerRenderedRemoteProvider, type ServerRenderedRemote } from '../remotes/server-rendered-remote';
import { createAppRouter } from './router';

/** Props of {@link App}. */
export interface AppProps {
  /** Makes the router; the browser's by default, a memory router when prerendering (src/prerender). */
  createRouter?: () => ReturnType<typeof createAppRouter>;
  /**
   * The global styles are not the render's to write (see `UiProvider`): the
   * page carries them already (prerendered or server-rendered), or the server
   * writes the sheet it rendered once (src/server/global-styles.tsx).
   */
  globalStylesInPage?: boolean;
  /** The remote the server rendered into the page (ADR 0004), on the server and while hydrating its HTML. */
  serverRemote?: ServerRenderedRemote | null;
  /** The data the server rendered the page with, by SWR's serialized key: SWR's `fallback`. */
  swrFallback?: Record<string, unknown>;
  /**
   * SWR's cache provider while hydrating in the browser (never on the
   * server, whose SWR cache outlives the request): puts the server's data
   * into the cache (src/server-render-data.ts, `seedSwrCache`).
   */
  swrProvider?: (cache: Readonly<Cache>) => Cache;
  /**
   * What the server render knew of the visitor from the cookies (logged in,
   * banner closed), on the server and while hydrating its HTML; absent for
   * prerendered pages (served only to visitors without those cookies).
   */
  serverVisitor?: ServerVisitor;
}

/** The visitor's state a server render rendered with (ADR 0004). */
export interface ServerVisitor {
  isLoggedIn: boolean;
  bannerHidden: boolean;
}

/** The shell application: shared providers around the router. */
export function App({ createRouter = createAppRouter, globalStylesInPage = false, serverRemote = null, swrFallback, swrProvider, serverVisitor }: AppProps) {
  const [router] = useState(createRouter);
  const [swrValue] = useState(() => (swrFallback ? { ...swrConfig, fallback: swrFallback, provider: swrProvider } : swrConfig));

  useEffect(() => {
    // A failed refresh sends the user to /login through the router, not a full reload.
    configureApiClient({ navigate: (path) => void router.navigate(path) });
    // Page views after the new page has set its title (spec section 4).
    const track = () => setTimeout(() => void trackPageView(), 0);
    track();
    let lastPath = router.state.location.pathname;
    return router.subscribe((state) => {
      if (state.navigation.state === 'idle' && state.location.pathname !== lastPath) {
        lastPath = state.location.pathname;
        track();
      }
    });
  }, [router]);

  return (
    <UiProvider globalStylesInPage={globalStylesInPage}>
      <SWRConfig value={swrValue}>
        <ServerRenderedRemoteProvider value={serverRemote}>
          <ServerSessionProvider isLoggedIn={serverVisitor?.isLoggedIn ?? false}>
            <ServerBannerHiddenProvider value={serverVisitor?.bannerHidden}>
              <RouterProvider router={router} />
            </ServerBannerHiddenProvider>
          </ServerSessionProvider>
        </ServerRenderedRemoteProvider>
      </SWRConfig>
    </UiProvider>
  );
}
