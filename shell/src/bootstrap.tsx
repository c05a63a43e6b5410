import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_serialize, type Key } from 'swr';
import { setEventReleases } from '@interim/shared/analytics';
import { AppRoot } from './app/app-root';
import { initErrorReporting, reportError, setReportedReleases } from './app/error-reporting';
import { onReleasesChange } from './remotes/remote-registry';
import { registerServiceWorker, unregisterServiceWorkers } from './pwa/register';
import type { HydrationInput, ServerRenderData } from './server-render-data';

void initErrorReporting();
// Error reports and page views carry the releases of the remotes the page
// runs (issue 27), from the first registered remote on.
onReleasesChange((releases) => {
  setReportedReleases(releases);
  setEventReleases(releases);
});

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

// A prerendered or server-rendered page (shell/scripts/prerender.mjs,
// src/server) is hydrated: React takes over the HTML already on screen. It
// stays inert until then, so nothing the visitor clicks or types before that
// is lost.
const prerendered = container.hasAttribute('data-prerendered');
/** The server render's data (src/server/document.ts writes it): its remote and the data it rendered with. */
const serverDataElement = prerendered ? document.getElementById('server-render-data') : null;
const serverData = serverDataElement?.textContent ? (JSON.parse(serverDataElement.textContent) as ServerRenderData) : null;
// Read once, then out of the DOM (issue 29 item 6): the visitor's data (their
// e-mail address, their name) stays in no element of the page, so none is
// left behind in an open tab after logging out. Its values live on in SWR,
// which a logout clears (and server-render-data.ts's forgetOnLogout).
serverDataElement?.remove();

function start(hydration: HydrationInput | null, hydrate: boolean) {
  // Its global styles are in the page already: the Chakra system does not
  // build them again (UiProvider).
  const app = (
    <AppRoot
      globalStylesInPage={prerendered}
      serverRemote={hydration?.serverRemote ?? null}
      swrFallback={hydration?.swrFallback}
      swrProvider={hydration?.swrProvider}
      serverVisitor={serverData?.visitor}
      onMounted={() => container!.removeAttribute('inert')}
    />
  );
  // A transition makes the first render interruptible: React yields to the
  // browser every few milliseconds instead of blocking it for the whole tree
  // (Lighthouse's Total Blocking Time, issue 8).
  startTransition(() => {
    if (hydrate) hydrateRoot(container!, app);
    else createRoot(container!).render(app);
  });
}

// Only a page with a server-rendered remote needs preparing; the home page
// and the shell's own pages hydrate at once, without that code. The home
// page's data (the newest opdrachten and how many are open, issue 32) is
// SWR's fallback, which SWR revalidates once: the preparing code would
// grow the home page's first load (scripts/budgets.json).
if (serverData?.remote) {
  // The server rendered a remote's page. The shell hydrates at once; the
  // remote's routes and page code load as the route's hydration policy
  // says (at once, or when the browser is idle after load), and React
  // hydrates the remote's area then (server-render-data.ts,
  // remotes/server-rendered-area.tsx). If this preparing code cannot load, the page is
  // rendered anew (the remote area loads as on any visit).
  import('./server-render-data')
    .then(({ prepareHydration }) => prepareHydration(serverData, window.location.pathname))
    .then(
      (hydration) => start(hydration, true),
      (error: unknown) => {
        reportError(error, { phase: 'hydration' });
        container.replaceChildren();
        start(null, false);
      },
    );
} else {
  const data = serverData?.data ?? [];
  start(data.length > 0 ? { serverRemote: null, swrFallback: Object.fromEntries(data.map(([key, value]) => [unstable_serialize(key as Key), value])) } : null, prerendered);
}

// The installable app's service worker (docs/adr/0008-service-worker.md):
// production builds only, registered after load when the browser is idle.
// The corporate embed (mf-corporate's ./mount on another site) never runs
// this file, so it never registers one.
if (process.env.NODE_ENV === 'production') registerServiceWorker();
else unregisterServiceWorkers();
