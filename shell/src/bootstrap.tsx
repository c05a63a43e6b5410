import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { initErrorReporting } from './app/error-reporting';

void initErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

// A prerendered page (shell/scripts/prerender.mjs) is hydrated: React takes
// over the HTML already on screen. It stays inert until then, so nothing the
// visitor clicks or types before that is lost.
const prerendered = container.hasAttribute('data-prerendered');
// Its global styles are in the page already: the Chakra system does not
// build them again (UiProvider).
const app = <AppRoot globalStylesInPage={prerendered} onMounted={() => container.removeAttribute('inert')} />;

// A transition makes the first render interruptible: React yields to the
// browser every few milliseconds instead of blocking it for the whole tree
// (Lighthouse's Total Blocking Time, issue 8).
startTransition(() => {
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
