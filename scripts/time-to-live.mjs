// Time to live (issue 41): from navigation start until the page can be used
// and has done what it does on arrival, with no input at all. Real Chromium,
// CPU slowed down 4x (Lighthouse's mobile factor), a phone's viewport, a
// fresh context per load (empty cache). A page is live when the shell has
// hydrated (#root no longer inert), no server-rendered remote area waits to
// hydrate (no `data-hydration-pending`), and the page's h1 is React's. The
// moment is taken in the page: an init script checks on every animation
// frame and DOM change and keeps the first `performance.now()` it held.
// Reports, never asserts.
//
//   node scripts/time-to-live.mjs <page URL> [runs, default 3]
// `pnpm bench` imports timeToLive for each benchmarked page and the build
// without module federation (the baseline), in rounds.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { launchChromium } from './lighthouse.mjs';

export const CPU_SLOWDOWN = 4;
const GIVE_UP_MS = 30_000;

/** Runs in the page before any of its scripts: records when it first became live (window.__liveAt). */
function watchForLive() {
  const pending = 'data-hydration-pending';
  const isLive = () => {
    const rootElement = document.getElementById('root');
    if (!rootElement || rootElement.hasAttribute('inert') || rootElement.querySelector(`[${pending}]`)) return false;
    const heading = document.querySelector('main h1') ?? document.querySelector('h1');
    return Boolean(heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$')));
  };
  const check = () => {
    if (window.__liveAt !== undefined) return;
    if (isLive()) window.__liveAt = performance.now();
    else requestAnimationFrame(check);
  };
  const observer = new MutationObserver(() => {
    check();
    if (window.__liveAt !== undefined) observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  requestAnimationFrame(check);
}

/** One load of `url` in a fresh context at 4x CPU: milliseconds from navigation start until live. */
export async function timeToLiveOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  try {
    await context.addInitScript(watchForLive);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__liveAt !== undefined, undefined, { timeout: GIVE_UP_MS, polling: 100 });
    return Math.round(await page.evaluate(() => window.__liveAt));
  } finally {
    await context.close();
  }
}

/** `runs` loads of each URL of `pages` (`{ label: url }`), in rounds; answers each label's times. */
export async function timeToLive(pages, { runs = 3, browser = undefined } = {}) {
  const own = browser ? undefined : await launchChromium();
  const times = Object.fromEntries(Object.keys(pages).map((label) => [label, []]));
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const [label, url] of Object.entries(pages)) times[label].push(await timeToLiveOnce(browser ?? own, url));
    }
    return times;
  } finally {
    await own?.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [url, runsArgument] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node scripts/time-to-live.mjs <page URL> [runs]');
    process.exit(2);
  }
  const { [url]: times } = await timeToLive({ [url]: url }, { runs: Number(runsArgument ?? 3) });
  const { median } = createRequire(import.meta.url)('./bench-report.cjs');
  console.log(`${url}: time to live at ${CPU_SLOWDOWN}x CPU: ${times.join(', ')} ms (median ${median(times)} ms)`);
}
