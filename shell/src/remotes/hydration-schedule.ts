import type { HydrationPolicy } from '@interim/shared/config';
import type { RegistrationHost } from '../pwa/register';

/**
 * The events that show a visitor is about to do something on the page: a
 * pointer that moves or presses, a touch, a key, focus moving, a scroll
 * wheel. An `idle` page hydrates on the first of them if the browser has not
 * been idle yet; no page waits for them alone (ADR 0004, addendum of
 * 2026-12-07).
 */
export const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** How long after the page's load event an `idle` page hydrates at the latest. */
export const IDLE_HYDRATION_DEADLINE_MS = 2000;

/**
 * Calls `callback` once, on the first of {@link INTENT_EVENTS} anywhere in
 * the document (capturing: React's listener on the root stops such an event
 * in an area it has not hydrated). Returns the function that stops listening.
 */
export function onFirstIntent(callback: () => void, target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, handle, options);
  };
  function handle() {
    stop();
    callback();
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, handle, options);
  return stop;
}

/** What {@link afterLoadWhenIdle} uses of the browser: what the service worker's registration uses, less the navigator (a test hands in its own). */
export type IdleHost = Omit<RegistrationHost, 'navigator'>;

/**
 * Calls `callback` when the browser is idle after the page's load event, at
 * most {@link IDLE_HYDRATION_DEADLINE_MS} later; a browser without
 * `requestIdleCallback` calls it on the next task after load. The same steps
 * as the service worker's registration (pwa/register.ts) with another
 * deadline, written again on purpose: that module is in the home page's
 * first load, and sharing a function with this lazy chunk cost that load
 * 25-40 bytes over its 180 KB budget (measured).
 */
export function afterLoadWhenIdle(callback: () => void, host: IdleHost = window): void {
  const whenIdle = () => {
    if (host.requestIdleCallback) host.requestIdleCallback(callback, { timeout: IDLE_HYDRATION_DEADLINE_MS });
    else host.setTimeout(callback, 0);
  };
  if (host.document.readyState === 'complete') whenIdle();
  else host.addEventListener('load', whenIdle, { once: true });
}

/**
 * Starts hydrating a server-rendered remote's area as `policy` says
 * ({@link HydrationPolicy}): `load` calls `start` now; `idle` calls it once
 * the browser is idle after load, or on the visitor's first intent in
 * `intentTarget` if that comes first. `start` is called once.
 */
export function scheduleHydration(
  policy: HydrationPolicy,
  start: () => void,
  host: IdleHost = window,
  intentTarget: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
): void {
  if (policy === 'load') {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    stopIntent();
    start();
  };
  const stopIntent = onFirstIntent(once, intentTarget);
  afterLoadWhenIdle(once, host);
}
