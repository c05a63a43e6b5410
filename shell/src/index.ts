// The shell's entry. No module federation runs here: the runtime and the
// shared modules the shell offers remotes load with the first remote
// (remotes/federation-host.ts), so a page of the shell's own never loads them.
//
// The app's modules are evaluated in stages, each in its own task, with a
// yield to the browser in between: one long task becomes several shorter
// ones, so input is handled sooner while the page starts (Lighthouse's Total
// Blocking Time, issue 8). The order is that of the dependencies: React, the
// design system's modules, the Chakra system they style with, then the app.
import { findMountPoint } from './app/mount-points';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The remote behind this page (if any) loads meanwhile, instead of after the
// first render: its manifest, entry, routes and page arrive while the app
// starts. A page of the shell's own (home) loads no remote code at all. Nor
// does a page whose remote the server rendered: that remote's code loads as
// the route's hydration policy says (src/server-render-data.ts), and its
// data came with the page.
if (findMountPoint(window.location.pathname) && !document.getElementById('server-render-data')) {
  void import('./remotes/remote-registry').then(({ preloadRemoteFor }) => preloadRemoteFor(window.location.pathname, { visit: true }));
}

void import('react-dom/client')
  .then(nextTask)
  // Through a module of its own: a dynamic import of the design system's
  // index would pull every component it re-exports into this page.
  .then(() => import('./app/design-system'))
  .then(async ({ getSystem, loadApp }) => {
    await nextTask();
    getSystem();
    await nextTask();
    return loadApp();
  });
