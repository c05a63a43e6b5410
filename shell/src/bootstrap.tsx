import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { initErrorReporting, reportError } from './app/error-reporting';
import { registerServiceWorker, unregisterServiceWorkers } from './pwa/register';
import type { HydrationInput, ServerRenderData } from './server-render-data';

void initErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

// A prerendered or server-rendered page (shell/scripts/prerender.mjs,
// src/server) is hydrated: React takes over the HTML already on screen. It
// stays inert until then, so nothing the visitor clicks or types before that
// is lost.
const prerendered = container.hasAttribute('data-prerendered');
/** The server render's data (src/server/document.ts writes it): its remote and the data it rendered with. */
const serverDataText = prerendered ? document.getElementById('server-render-data')?.textContent : undefined;
const serverData = serverDataText ? (JSON.parse(serverDataText) as ServerRenderData) : null;

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

// Only a page with a server-rendered remote or data needs preparing; the
// home page and the shell's own pages hydrate at once, without that code.
if (serverData && (serverData.remote || serverData.data.length > 0)) {
  // The server rendered a remote's page: its routes and page code load
  // first, so hydration builds the same tree. If they cannot load, the page
  // is rendered anew (the remote area shows its error panel).
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
  start(null, prerendered);
}

// The installable app's service worker (docs/adr/0008-service-worker.md):
// production builds only, registered after load when the browser is idle.
// The corporate embed (mf-corporate's ./mount on another site) never runs
// this file, so it never registers one.
if (process.env.NODE_ENV === 'production') registerServiceWorker();
else unregisterServiceWorkers();
